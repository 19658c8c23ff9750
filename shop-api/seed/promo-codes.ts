/**
 * The seed's discount codes, one for each rule and each refusal, listed in shop-api/README.md
 * ("Promotions"). Dates are far in the past or future, so the codes behave the same any day.
 */
interface SeedPromoCode {
  code: string;
  kind: 'percent' | 'fixed';
  /** Whole percent, or dollars. */
  amount: number;
  min_subtotal?: number;
  starts_at?: Date;
  ends_at?: Date;
  max_uses?: number;
  uses?: number;
  max_uses_per_shopper?: number;
  /** Category slugs the code is limited to. */
  categories?: string[];
}

export const SEED_PROMO_CODES: SeedPromoCode[] = [
  { code: 'WELCOME10', kind: 'percent', amount: 10 },
  { code: 'SAVE5', kind: 'fixed', amount: 5, min_subtotal: 40 },
  { code: 'BIGSPEND20', kind: 'fixed', amount: 20, min_subtotal: 5000 },
  { code: 'WINE15', kind: 'percent', amount: 15, categories: ['wine'] },
  { code: 'SPIRITS10', kind: 'percent', amount: 10, categories: ['spirits'] },
  { code: 'FIRSTORDER', kind: 'fixed', amount: 10, max_uses_per_shopper: 1 },
  { code: 'SUMMER2020', kind: 'percent', amount: 20, ends_at: new Date(Date.UTC(2020, 8, 1)) },
  { code: 'NEWYEAR2099', kind: 'percent', amount: 25, starts_at: new Date(Date.UTC(2099, 0, 1)) },
  { code: 'LAUNCH50', kind: 'percent', amount: 50, max_uses: 100, uses: 100 },
];
