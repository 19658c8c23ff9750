import type { ProductDetail } from '~/components/catalogue/types';

/**
 * schema.org Product with one Offer per available variation, for search engines (JSON-LD via
 * the route's meta, whose serialiser escapes `<` so the JSON cannot end the script early).
 */
export function productJsonLd(product: ProductDetail, canonicalUrl: string): Record<string, unknown> {
  const offers = product.variations
    .filter((v) => v.regular_price !== null)
    .map((v) => ({
      '@type': 'Offer',
      sku: `${product.uid}-${v.variation_id}`,
      name: `${product.name} ${v.size}`.trim(),
      price: (v.sale_price ?? v.regular_price ?? 0).toFixed(2),
      priceCurrency: 'USD',
      availability: v.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: canonicalUrl,
    }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.uid,
    image: product.gallery.length > 0 ? product.gallery : [product.image],
    category: product.category?.category_title,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.country ? { countryOfOrigin: product.country.name } : {}),
    ...(product.review_count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.average_rating, reviewCount: product.review_count, bestRating: 5 } }
      : {}),
    offers,
  };
}
