import type { ProductDetail, ProductVariation } from '~/lib/shop-api/types';

/** A variation is available only when it has a regular price (docs/product.md, "What a product is"). */
export function isAvailable(variation: Pick<ProductVariation, 'regular_price'>): boolean {
  return variation.regular_price !== null;
}

/**
 * The variation to preselect: the requested one when available, else the first available size
 * in stock, else the first available (then shown sold out).
 */
export function preselectVariation(product: Pick<ProductDetail, 'variations'>, requested: number | null): number | null {
  const wanted = product.variations.find((v) => v.variation_id === requested && isAvailable(v));
  const inStock = product.variations.find((v) => isAvailable(v) && v.stock > 0);
  return (wanted ?? inStock ?? product.variations.find(isAvailable))?.variation_id ?? null;
}
