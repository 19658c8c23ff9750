import { describe, expect, it } from 'vitest';
import { lessSavings } from '~/lib/cart/cart-math';
import { formatSaving, mixedCaseNudge } from '~/lib/cart/savings';

describe('savings as the shop shows them', () => {
  it('words the mixed-case nudge, singular for one bottle', () => {
    expect(mixedCaseNudge(2)).toBe('Add 2 more bottles of wine to save 10%');
    expect(mixedCaseNudge(1)).toBe('Add 1 more bottle of wine to save 10%');
  });

  it('shows a saving with a minus sign', () => {
    expect(formatSaving(9.7)).toBe('\u2212$9.70');
  });

  it('takes savings off a total in cents', () => {
    expect(lessSavings(0.3, 0.1)).toBe(0.2);
    expect(lessSavings(132.79, 21.43)).toBe(111.36);
    expect(lessSavings(5, 9)).toBe(0);
  });
});
