/**
 * What the cluster's primary tells its storefront workers when the shop API it owns has changed
 * something the workers keep: stock or prices (ADR 0125: they forget their catalogue data and
 * pages).
 */
export type ApiChange = { type: 'catalogue-changed' };

export const CATALOGUE_CHANGED: ApiChange = { type: 'catalogue-changed' };

/** The change a worker is told of; null for any other message. */
export function apiChangeOf(message: unknown): ApiChange | null {
  if (typeof message !== 'object' || message === null) return null;
  return (message as { type?: unknown }).type === 'catalogue-changed' ? CATALOGUE_CHANGED : null;
}
