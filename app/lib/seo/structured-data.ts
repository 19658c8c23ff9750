/**
 * schema.org data for search engines (JSON-LD, rendered by components/seo/JsonLd). Pure builders:
 * every URL is made absolute from the configured origin.
 */
import type { ProductDetail } from '~/lib/shop-api/types';
import { productHref } from '~/components/product/product-links';
import { isAvailable } from '~/components/product/variations';
import { SHOP_NAME, absoluteUrl } from './page-meta';

const CURRENCY = 'USD';
const SCHEMA = 'https://schema.org';

interface BreadcrumbStep {
  label: string;
  /** Path of the step; the current page (last step) may leave it out. */
  href?: string;
}

/**
 * Product with one Offer per size that can be bought (a size without a regular price has no
 * price to offer), availability from its stock, and AggregateRating when it has reviews.
 */
export function productJsonLd(product: ProductDetail, origin: string): Record<string, unknown> {
  const url = absoluteUrl(origin, productHref(product.id));
  const images = (product.gallery.length > 0 ? product.gallery : [product.image]).map((src) => absoluteUrl(origin, src));
  const offers = product.variations.filter(isAvailable).map((v) => ({
    '@type': 'Offer',
    sku: `${product.uid}-${v.variation_id}`,
    name: `${product.name} ${v.size}`.trim(),
    price: (v.sale_price ?? v.regular_price ?? 0).toFixed(2),
    priceCurrency: CURRENCY,
    availability: v.stock > 0 ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
    itemCondition: `${SCHEMA}/NewCondition`,
    url: `${url}?variation=${v.variation_id}`,
    seller: { '@id': organizationId(origin) },
  }));
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    sku: product.uid,
    url,
    image: images,
    description: productSummary(product),
    ...(product.category ? { category: product.category.category_title } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.country ? { countryOfOrigin: { '@type': 'Country', name: product.country.name } } : {}),
    ...(product.review_count > 0 && product.average_rating > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.average_rating,
            reviewCount: product.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers,
  };
}

/** "Château X by Brand, red wine from France." — plain text from the product's own facts. */
export function productSummary(product: Pick<ProductDetail, 'name' | 'brand' | 'country' | 'category'>): string {
  const from = product.country ? ` from ${product.country.name}` : '';
  const kind = product.category?.category_title ? `${product.category.category_title}${from}` : from.trim();
  return `${product.name}${product.brand ? ` by ${product.brand.name}` : ''}${kind ? `, ${kind}` : ''}.`;
}

export function breadcrumbJsonLd(steps: BreadcrumbStep[], origin: string, currentPath: string): Record<string, unknown> {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.label,
      item: absoluteUrl(origin, step.href ?? currentPath),
    })),
  };
}

interface StoreFacts {
  id: number;
  name: string;
  area: string;
  image: string;
  address?: { street_address: string; locality: string; region: string; postal_code: string; country: string } | null;
  openingHours?: Array<{ days: string[]; opens: string; closes: string }>;
}

function postalAddress(store: StoreFacts): Record<string, unknown> | null {
  const a = store.address;
  if (a) {
    return {
      '@type': 'PostalAddress',
      streetAddress: a.street_address,
      addressLocality: a.locality,
      addressRegion: a.region,
      postalCode: a.postal_code,
      addressCountry: a.country,
    };
  }
  return store.area ? { '@type': 'PostalAddress', addressLocality: store.area } : null;
}

function organizationId(origin: string): string {
  return `${origin}/#organization`;
}

/**
 * The shop as an Organization and each store as a LiquorStore of it, with its postal address and
 * opening hours when the shop API gives them (else the address is the area from its title).
 */
export function organizationJsonLd(origin: string, stores: StoreFacts[], sameAs: string[] = []): Record<string, unknown> {
  const home = `${origin}/`;
  const organization = {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: SHOP_NAME,
    url: home,
    logo: { '@type': 'ImageObject', url: absoluteUrl(origin, '/logo.svg'), width: 220, height: 56 },
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
  const liquorStores = stores.map((store) => ({
    '@type': 'LiquorStore',
    '@id': `${home}#store-${store.id}`,
    name: [store.name, store.area].filter(Boolean).join(' '),
    url: home,
    image: absoluteUrl(origin, store.image),
    parentOrganization: { '@id': organizationId(origin) },
    ...(postalAddress(store) ? { address: postalAddress(store) } : {}),
    ...(store.openingHours && store.openingHours.length > 0
      ? {
          openingHoursSpecification: store.openingHours.map((hours) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: hours.days.map((day) => `${SCHEMA}/${day}`),
            opens: hours.opens,
            closes: hours.closes,
          })),
        }
      : {}),
    currenciesAccepted: CURRENCY,
    paymentAccepted: 'Credit Card',
  }));
  return { '@context': SCHEMA, '@graph': [organization, ...liquorStores] };
}
