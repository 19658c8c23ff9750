/**
 * How savings read wherever they are shown (cart page, checkout, payment result, My orders):
 * a saving with a minus sign, and the mixed-case nudge. The API prices them
 * (docs/decisions/0145-promotions.md); these only word them.
 */
import { formatPrice } from '../money';

/** "−$4.50" (U+2212, the minus sign, not a hyphen). */
export function formatSaving(amount: number): string {
  return `\u2212${formatPrice(amount)}`;
}

/** "Add 2 more bottles of wine to save 10%" ("bottle" for one). */
export function mixedCaseNudge(bottlesToGo: number): string {
  return `Add ${bottlesToGo} more ${bottlesToGo === 1 ? 'bottle' : 'bottles'} of wine to save 10%`;
}
