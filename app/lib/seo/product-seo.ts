/** The product page's title, description and preview image (ADR 0100). */
import type { ProductDetail } from '~/lib/shop-api/types';
import { productHref } from '~/components/product/product-links';
import { isAvailable } from '~/components/product/variations';
import { formatPrice } from '~/lib/money';
import type { PageSeo } from './page-meta';
import { productSummary } from './structured-data';

/** "750ml / 1.5L": the sizes that can be bought, in the product's order. */
function sizeRange(product: Pick<ProductDetail, 'variations'>): string {
  return [
    ...new Set(
      product.variations
        .filter(isAvailable)
        .map((v) => v.size.trim())
        .filter(Boolean),
    ),
  ].join(' / ');
}

/** "750ml $19.50, 1.5L $34.00" (sale price when there is one). */
function sizePrices(product: Pick<ProductDetail, 'variations'>): string {
  return product.variations
    .filter(isAvailable)
    .map((v) => `${v.size} ${formatPrice(v.sale_price ?? v.regular_price)}`)
    .join(', ');
}

export function productSeo(product: ProductDetail): PageSeo {
  const sizes = sizeRange(product);
  const prices = sizePrices(product);
  return {
    title: sizes ? `${product.name} ${sizes}` : product.name,
    description: `${productSummary(product)} ${prices ? `${prices}.` : 'Currently unavailable.'} Order online for pickup or delivery.`,
    canonicalPath: productHref(product.id),
    type: 'product',
    image: {
      url: product.image,
      width: product.image_width,
      height: product.image_height,
      alt: product.name,
    },
  };
}
