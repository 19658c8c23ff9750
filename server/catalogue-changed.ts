/**
 * The message the cluster's primary sends its storefront workers when the shop API it owns has
 * changed stock or prices (ADR 0125): each worker then forgets its catalogue data and pages.
 */
export const CATALOGUE_CHANGED = { type: 'catalogue-changed' } as const;

export function isCatalogueChanged(message: unknown): boolean {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === CATALOGUE_CHANGED.type;
}
