/**
 * The price rules of promotions, as pure functions over cents: the mixed-case saving and a
 * discount code. Which savings combine, and on what, is docs/decisions/0145-promotions.md.
 */
import { sumCents, type Cents } from '../money';

/** A priced line as the rules see it. */
export interface RuleLine {
  /** The line's price (unit price × quantity) before any saving. */
  cents: Cents;
  quantity: number;
  /** The bottle's size in ml from its size name ('750ml', '1.5L'), or null when unknown. */
  sizeMl: number | null;
  wine: boolean;
  /** The product's category and that category's parent. */
  categoryIds: number[];
}

/** A discount code as the rules need it. */
export interface CodeRule {
  code: string;
  kind: 'percent' | 'fixed';
  /** Whole percent for 'percent'; cents for 'fixed'. */
  amount: number;
  minSubtotalCents: Cents;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  uses: number;
  maxUsesPerShopper: number | null;
  /** Empty: every product. */
  categoryIds: number[];
}

export type CodeRefusal = 'invalid' | 'not_yet_valid' | 'expired' | 'used_up' | 'used_by_shopper' | 'not_applicable' | 'min_subtotal';

const MIXED_CASE_BOTTLES = 6;
const MIXED_CASE_PERCENT = 10;
const BOTTLE_ML = 750;

/** '750ml' → 750, '1.5L' → 1500; null when the name is not a volume. */
export function sizeInMl(name: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ml|l)\s*$/i.exec(name);
  if (!match) return null;
  const value = Number(match[1]) * (match[2]!.toLowerCase() === 'l' ? 1000 : 1);
  return value > 0 ? Math.round(value) : null;
}

/** A percentage of an amount in cents, rounded half up to a whole cent. */
export function percentOf(cents: Cents, percent: number): Cents {
  return Math.round((cents * percent) / 100);
}

interface MixedCase {
  savingCents: Cents;
  /** Bottles of wine (750 ml equivalents) still to add for the saving; 0 once it applies; null with no wine. */
  bottlesToGo: number | null;
}

/**
 * Six or more bottles of wine in 750 ml equivalents (a magnum is two, a half bottle half of one)
 * take 10% off the wine lines. A wine of unknown size counts as one bottle.
 */
export function mixedCase(lines: readonly RuleLine[]): MixedCase {
  const wine = lines.filter((l) => l.wine);
  if (wine.length === 0) return { savingCents: 0, bottlesToGo: null };
  const ml = sumCents(wine.map((l) => (l.sizeMl ?? BOTTLE_ML) * l.quantity));
  const needed = MIXED_CASE_BOTTLES * BOTTLE_ML;
  if (ml < needed) return { savingCents: 0, bottlesToGo: Math.ceil((needed - ml) / BOTTLE_ML) };
  return { savingCents: percentOf(sumCents(wine.map((l) => l.cents)), MIXED_CASE_PERCENT), bottlesToGo: 0 };
}

const appliesTo = (rule: CodeRule, line: RuleLine) =>
  rule.categoryIds.length === 0 || line.categoryIds.some((id) => rule.categoryIds.includes(id));

/** Why the code cannot be used on these lines now, or null. Checked in this order, so the message names the first. */
export function codeRefusal(rule: CodeRule, lines: readonly RuleLine[], now: Date, shopperUses: number): CodeRefusal | null {
  if (rule.startsAt && now < rule.startsAt) return 'not_yet_valid';
  if (rule.endsAt && now >= rule.endsAt) return 'expired';
  if (rule.maxUses !== null && rule.uses >= rule.maxUses) return 'used_up';
  if (rule.maxUsesPerShopper !== null && shopperUses >= rule.maxUsesPerShopper) return 'used_by_shopper';
  if (!lines.some((l) => appliesTo(rule, l))) return 'not_applicable';
  if (sumCents(lines.map((l) => l.cents)) < rule.minSubtotalCents) return 'min_subtotal';
  return null;
}

/**
 * The code's saving on the lines it applies to, after the mixed-case saving on those lines
 * (the two combine; a code never discounts cents the case already took off). A fixed amount
 * is capped at what those lines still cost.
 */
export function codeSaving(rule: CodeRule, lines: readonly RuleLine[]): Cents {
  const eligible = lines.filter((l) => appliesTo(rule, l));
  const caseApplies = mixedCase(lines).bottlesToGo === 0;
  const eligibleCents = sumCents(eligible.map((l) => l.cents));
  const caseShare = caseApplies ? percentOf(sumCents(eligible.filter((l) => l.wine).map((l) => l.cents)), MIXED_CASE_PERCENT) : 0;
  const base = eligibleCents - caseShare;
  return Math.max(0, rule.kind === 'percent' ? percentOf(base, rule.amount) : Math.min(rule.amount, base));
}

export interface Savings {
  subtotalCents: Cents;
  mixedCase: MixedCase;
  code: { code: string; savingCents: Cents } | null;
  refusal: CodeRefusal | null;
  totalSavingCents: Cents;
}

/**
 * Every saving of a cart or order. `code` is the looked-up rule (null when none was asked for,
 * 'unknown' when the typed code does not exist) with the shopper's paid uses of it.
 */
export function priceSavings(
  lines: readonly RuleLine[],
  code: { rule: CodeRule; shopperUses: number } | 'unknown' | null,
  now: Date,
): Savings {
  const subtotalCents = sumCents(lines.map((l) => l.cents));
  const mixed = mixedCase(lines);
  let applied: Savings['code'] = null;
  let refusal: CodeRefusal | null = null;
  if (code === 'unknown') refusal = 'invalid';
  else if (code) {
    refusal = codeRefusal(code.rule, lines, now, code.shopperUses);
    if (!refusal) applied = { code: code.rule.code, savingCents: codeSaving(code.rule, lines) };
  }
  // Never more than the subtotal: the code's base is what the case left (codeSaving).
  const totalSavingCents = mixed.savingCents + (applied?.savingCents ?? 0);
  return { subtotalCents, mixedCase: mixed, code: applied, refusal, totalSavingCents };
}

/** The message a refusal is shown with, in the cart, at checkout and in the API's answer. */
export function refusalMessage(refusal: CodeRefusal, minSubtotal: string): string {
  switch (refusal) {
    case 'invalid':
      return 'This promo code is not valid.';
    case 'not_yet_valid':
      return 'This promo code is not active yet.';
    case 'expired':
      return 'This promo code has expired.';
    case 'used_up':
      return 'This promo code has been used up.';
    case 'used_by_shopper':
      return 'You have already used this promo code.';
    case 'not_applicable':
      return 'This promo code does not apply to the products in your cart.';
    case 'min_subtotal':
      return `This promo code needs a subtotal of at least ${minSubtotal}.`;
  }
}
