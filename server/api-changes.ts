/**
 * What the cluster's primary tells its storefront workers when the shop API it owns has changed
 * something the workers keep: stock or prices (ADR 0125: they forget their catalogue data and
 * pages), or one shopper's cart, wish list or tokens (ADR 0132: they forget that shopper's
 * summary).
 */
export type ApiChange = { type: 'catalogue-changed' } | { type: 'shopper-changed'; userId: number };

export const CATALOGUE_CHANGED: ApiChange = { type: 'catalogue-changed' };

export const shopperChanged = (userId: number): ApiChange => ({ type: 'shopper-changed', userId });

/** The change a worker is told of; null for any other message. */
export function apiChangeOf(message: unknown): ApiChange | null {
  if (typeof message !== 'object' || message === null) return null;
  const { type, userId } = message as { type?: unknown; userId?: unknown };
  if (type === 'catalogue-changed') return CATALOGUE_CHANGED;
  if (type === 'shopper-changed' && typeof userId === 'number') return shopperChanged(userId);
  return null;
}
