/** Sums and products of prices are done in whole cents, so they never pick up float error. */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** Prices are shown with a dollar sign and two decimals (docs/product.md, "Numbers"). */
export function formatPrice(amount: number | null | undefined): string {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  return `$${value.toFixed(2)}`;
}

/** The price a product sells at, and its regular price to strike through when the sale is a real discount. */
export function shownPrices(regular: number | null, sale: number | null): { current: number | null; struck: number | null } {
  return sale !== null && regular !== null && sale < regular
    ? { current: sale, struck: regular }
    : { current: regular ?? sale, struck: null };
}
