/** Storefront paths of catalogue pages, in one place. */
export function productHref(productId: number): string {
  return `/product/${productId}`;
}

export function categoryHref(categorySlug: string, subcategorySlug?: string): string {
  return subcategorySlug ? `/category/${categorySlug}/${subcategorySlug}` : `/category/${categorySlug}`;
}

export const LISTING_PATH = '/product-listing';
/** The classes page's address as the menu writes it. */
export const CLASSES_PATH = '/classes-events/';
