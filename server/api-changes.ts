/**
 * What the cluster's primary tells its storefront workers when the shop API it owns has changed
 * something the workers keep: stock or prices (ADR 0125: they forget their catalogue data and
 * pages), or one shopper's cart, wish list or tokens (ADR 0132: they forget that shopper's
 * summary).
 */
export const CATALOGUE_CHANGED = { type: 'catalogue-changed' } as const;

export const shopperChanged = (userId: number) => ({ type: 'shopper-changed', userId }) as const;

/** What a worker is told: null for a message that is none of these. */
export function apiChangeOf(message: unknown): { catalogue: true } | { shopper: number } | null {
  if (typeof message !== 'object' || message === null) return null;
  const { type, userId } = message as { type?: unknown; userId?: unknown };
  if (type === CATALOGUE_CHANGED.type) return { catalogue: true };
  if (type === 'shopper-changed' && typeof userId === 'number') return { shopper: userId };
  return null;
}
