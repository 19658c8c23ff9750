import { describe, expect, it } from 'vitest';
import {
  codeRefusal,
  codeSaving,
  mixedCase,
  percentOf,
  priceSavings,
  refusalMessage,
  sizeInMl,
  type CodeRule,
  type RuleLine,
} from '../src/commerce/price-rules';

const RED = 11;
const WINE = 1;
const GIN = 21;
const SPIRITS = 2;

const wine = (cents: number, quantity: number, size = '750ml'): RuleLine => ({
  cents: cents * quantity,
  quantity,
  sizeMl: sizeInMl(size),
  wine: true,
  categoryIds: [RED, WINE],
});
const gin = (cents: number, quantity: number): RuleLine => ({
  cents: cents * quantity,
  quantity,
  sizeMl: 750,
  wine: false,
  categoryIds: [GIN, SPIRITS],
});

const rule = (over: Partial<CodeRule> = {}): CodeRule => ({
  code: 'TEST',
  kind: 'percent',
  amount: 10,
  minSubtotalCents: 0,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  uses: 0,
  maxUsesPerShopper: null,
  categoryIds: [],
  ...over,
});

const NOW = new Date('2026-11-27T12:00:00Z');

describe('sizes', () => {
  it('reads bottle sizes in ml', () => {
    expect(sizeInMl('750ml')).toBe(750);
    expect(sizeInMl('1.5L')).toBe(1500);
    expect(sizeInMl('375ml')).toBe(375);
    expect(sizeInMl(' 1 l ')).toBe(1000);
    expect(sizeInMl('Magnum')).toBeNull();
    expect(sizeInMl('0ml')).toBeNull();
  });
});

describe('rounding in cents', () => {
  it('rounds a percentage half up to a whole cent', () => {
    expect(percentOf(1005, 10)).toBe(101); // 100.5 → 101
    expect(percentOf(1004, 10)).toBe(100); // 100.4 → 100
    expect(percentOf(333, 15)).toBe(50); // 49.95 → 50
    expect(percentOf(0, 10)).toBe(0);
  });

  it('takes 10% of the wine lines together, rounded once', () => {
    // 3 × 3.35 + 3 × 3.35 = 20.10 → 2.01 (per line it would be 1.005 + 1.005, rounded twice).
    const result = mixedCase([wine(335, 3), wine(335, 3)]);
    expect(result).toEqual({ savingCents: 201, bottlesToGo: 0 });
  });
});

describe('mixed case', () => {
  it('needs six 750 ml equivalents of wine, any mix', () => {
    expect(mixedCase([wine(1000, 5)]).bottlesToGo).toBe(1);
    expect(mixedCase([wine(1000, 4)]).bottlesToGo).toBe(2);
    expect(mixedCase([wine(1000, 6)])).toEqual({ savingCents: 600, bottlesToGo: 0 });
    // Two magnums are four bottles; two half bottles one more: five, so one to go.
    expect(mixedCase([wine(3000, 2, '1.5L'), wine(800, 2, '375ml')]).bottlesToGo).toBe(1);
    // Three magnums are six bottles.
    expect(mixedCase([wine(3000, 3, '1.5L')])).toEqual({ savingCents: 900, bottlesToGo: 0 });
    // Eleven half bottles are 5.5 bottles: still one (whole) bottle to go.
    expect(mixedCase([wine(800, 11, '375ml')]).bottlesToGo).toBe(1);
  });

  it('counts and discounts wine only', () => {
    expect(mixedCase([gin(3000, 10)])).toEqual({ savingCents: 0, bottlesToGo: null });
    expect(mixedCase([wine(1000, 5), gin(3000, 3)]).bottlesToGo).toBe(1);
    expect(mixedCase([wine(1000, 6), gin(3000, 3)]).savingCents).toBe(600);
  });
});

describe('a code', () => {
  const cart = [wine(1000, 2), gin(3000, 1)]; // 50.00

  it('takes a percentage or a fixed amount', () => {
    expect(codeSaving(rule({ kind: 'percent', amount: 10 }), cart)).toBe(500);
    expect(codeSaving(rule({ kind: 'fixed', amount: 750 }), cart)).toBe(750);
  });

  it('caps a fixed amount at what the lines cost', () => {
    expect(codeSaving(rule({ kind: 'fixed', amount: 9000 }), cart)).toBe(5000);
  });

  it('applies to its categories only (a parent covers its subcategories)', () => {
    expect(codeSaving(rule({ amount: 10, categoryIds: [WINE] }), cart)).toBe(200);
    expect(codeSaving(rule({ amount: 10, categoryIds: [GIN] }), cart)).toBe(300);
    expect(codeRefusal(rule({ categoryIds: [99] }), cart, NOW, 0)).toBe('not_applicable');
  });

  it('is refused before its start and from its end', () => {
    expect(codeRefusal(rule({ startsAt: new Date('2026-11-28T00:00:00Z') }), cart, NOW, 0)).toBe('not_yet_valid');
    expect(codeRefusal(rule({ startsAt: NOW }), cart, NOW, 0)).toBeNull();
    expect(codeRefusal(rule({ endsAt: NOW }), cart, NOW, 0)).toBe('expired');
    expect(codeRefusal(rule({ endsAt: new Date(NOW.getTime() + 1) }), cart, NOW, 0)).toBeNull();
  });

  it('is refused when used up overall or by this shopper', () => {
    expect(codeRefusal(rule({ maxUses: 5, uses: 5 }), cart, NOW, 0)).toBe('used_up');
    expect(codeRefusal(rule({ maxUses: 5, uses: 4 }), cart, NOW, 0)).toBeNull();
    expect(codeRefusal(rule({ maxUsesPerShopper: 1 }), cart, NOW, 1)).toBe('used_by_shopper');
    expect(codeRefusal(rule({ maxUsesPerShopper: 2 }), cart, NOW, 1)).toBeNull();
  });

  it('needs its minimum subtotal, measured before savings', () => {
    expect(codeRefusal(rule({ minSubtotalCents: 5001 }), cart, NOW, 0)).toBe('min_subtotal');
    expect(codeRefusal(rule({ minSubtotalCents: 5000 }), cart, NOW, 0)).toBeNull();
  });

  it('words each refusal', () => {
    expect(refusalMessage('invalid', '$0.00')).toBe('This promo code is not valid.');
    expect(refusalMessage('min_subtotal', '$40.00')).toBe('This promo code needs a subtotal of at least $40.00.');
  });
});

describe('combining the savings', () => {
  // Six bottles of wine at 10.00 and a gin at 30.00: subtotal 90.00, mixed case 6.00.
  const cart = [wine(1000, 6), gin(3000, 1)];

  it('takes a percentage code off what the case left', () => {
    const savings = priceSavings(cart, { rule: rule({ amount: 10 }), shopperUses: 0 }, NOW);
    // (90.00 − 6.00) × 10% = 8.40
    expect(savings).toMatchObject({ subtotalCents: 9000, code: { code: 'TEST', savingCents: 840 }, refusal: null, totalSavingCents: 1440 });
    expect(savings.mixedCase.savingCents).toBe(600);
  });

  it('takes a wine-only code off the wine after the case', () => {
    const savings = priceSavings(cart, { rule: rule({ amount: 15, categoryIds: [WINE] }), shopperUses: 0 }, NOW);
    // (60.00 − 6.00) × 15% = 8.10
    expect(savings.code?.savingCents).toBe(810);
    expect(savings.totalSavingCents).toBe(1410);
  });

  it('never saves more than the subtotal', () => {
    const savings = priceSavings(cart, { rule: rule({ kind: 'fixed', amount: 100_000 }), shopperUses: 0 }, NOW);
    expect(savings.totalSavingCents).toBe(9000);
  });

  it('keeps the case when the code is refused or unknown', () => {
    const refused = priceSavings(cart, { rule: rule({ endsAt: NOW }), shopperUses: 0 }, NOW);
    expect(refused).toMatchObject({ code: null, refusal: 'expired', totalSavingCents: 600 });
    expect(priceSavings(cart, 'unknown', NOW)).toMatchObject({ code: null, refusal: 'invalid', totalSavingCents: 600 });
    expect(priceSavings(cart, null, NOW)).toMatchObject({ code: null, refusal: null, totalSavingCents: 600 });
  });
});
