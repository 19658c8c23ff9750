/** Storefront paths of catalogue pages, in one place. */
export function productHref(productId: number): string {
  return `/product/${productId}`;
}

export function categoryHref(categorySlug: string, subcategorySlug?: string): string {
  return subcategorySlug ? `/category/${categorySlug}/${subcategorySlug}` : `/category/${categorySlug}`;
}
