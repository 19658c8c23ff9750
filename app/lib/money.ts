/** Prices are shown with a dollar sign and two decimals (spec section 9). */
export function formatPrice(amount: number | null | undefined): string {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  return `$${value.toFixed(2)}`;
}
