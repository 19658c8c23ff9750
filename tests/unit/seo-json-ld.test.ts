import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { JsonLd } from '~/components/seo/JsonLd';
import { serializeJsonLd } from '~/lib/seo/json-ld';
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd } from '~/lib/seo/structured-data';
import type { ProductDetail } from '~/lib/shop-api/types';

/** A parsed JSON-LD node: its shape is what the test checks. */

type JsonNode = Record<string, any>;

const HOSTILE = 'Château </script><script>alert(1)</script> & <!-- \u2028 "Reserve"';

const product: ProductDetail = {
  id: 9,
  uid: 'P-9',
  name: HOSTILE,
  slug: 'chateau',
  image: 'http://localhost:3000/api/v1/media/bottle/red-1.svg',
  image_width: 400,
  image_height: 400,
  gallery: [],
  average_rating: 4.2,
  review_count: 8,
  have_offer: false,
  offer_label: null,
  in_wishlist: false,
  category: {
    category_id: 2,
    category_title: 'Red',
    category_slug: 'red',
    parent: { category_id: 1, category_title: 'Wine', category_slug: 'wine' },
  },
  brand: { id: 3, name: 'Brand </SCRIPT >', slug: 'b' },
  country: { id: 4, name: 'France', slug: 'france' },
  variations: [
    { variation_id: 1, size: '750ml', sale_price: null, regular_price: 19.5, stock: 3 },
    { variation_id: 2, size: '1.5L', sale_price: 30, regular_price: 34, stock: 0 },
    { variation_id: 3, size: '3L', sale_price: null, regular_price: null, stock: 0 },
  ],
};

describe('serializeJsonLd', () => {
  it('cannot close the script: no <, > or & in the output, and the same JSON back', () => {
    const value = { name: HOSTILE, nested: [{ text: '</script>' }] };
    const out = serializeJsonLd(value);
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual(value);
  });

  it('renders one script element whose text is the whole JSON, whatever the product name', () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: productJsonLd(product, 'https://shop.example') }));
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html.match(/<script/gi)).toHaveLength(1);
    const body = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html)?.[1] ?? '';
    expect(JSON.parse(body).name).toBe(HOSTILE);
  });

  it('refuses what is not JSON', () => {
    expect(() => serializeJsonLd(undefined)).toThrow(TypeError);
  });
});

describe('structured data', () => {
  it('Product: one Offer per size that has a price, availability from stock, rating, absolute URLs', () => {
    const json = productJsonLd(product, 'https://shop.example') as JsonNode;
    expect(json).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: HOSTILE,
      url: 'https://shop.example/product/9',
    });
    expect(json.image).toEqual(['http://localhost:3000/api/v1/media/bottle/red-1.svg']);
    expect(json.offers).toHaveLength(2);
    expect(json.offers[0]).toMatchObject({
      '@type': 'Offer',
      price: '19.50',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    });
    expect(json.offers[1]).toMatchObject({ price: '30.00', availability: 'https://schema.org/OutOfStock' });
    expect(json.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4.2, reviewCount: 8 });
    const unrated = productJsonLd({ ...product, review_count: 0, average_rating: 0 }, 'https://shop.example');
    expect(unrated).not.toHaveProperty('aggregateRating');
  });

  it('BreadcrumbList: positions from 1, every item an absolute URL, the last one the page itself', () => {
    const json = breadcrumbJsonLd(
      [{ label: 'Shop', href: '/product-listing' }, { label: 'Wine', href: '/category/wine' }, { label: 'Red' }],
      'https://shop.example',
      '/category/wine/red',
    ) as JsonNode;
    expect(json['@type']).toBe('BreadcrumbList');
    expect(json.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Shop', item: 'https://shop.example/product-listing' },
      { '@type': 'ListItem', position: 2, name: 'Wine', item: 'https://shop.example/category/wine' },
      { '@type': 'ListItem', position: 3, name: 'Red', item: 'https://shop.example/category/wine/red' },
    ]);
  });

  it('Organization with each store as a LiquorStore of it: address and opening hours from the data', () => {
    const json = organizationJsonLd(
      'https://shop.example',
      [
        {
          id: 1,
          name: 'Liquor Express Midtown',
          area: 'Sacramento',
          image: 'https://cdn.example/s.svg',
          address: { street_address: '1 Cellar Row', locality: 'Sacramento', region: 'CA', postal_code: '95811', country: 'US' },
          openingHours: [{ days: ['Monday', 'Tuesday'], opens: '10:00', closes: '21:00' }],
        },
        { id: 2, name: 'Liquor Express Depot', area: 'Davis', image: '/s2.svg' },
      ],
      ['https://facebook.com/x'],
    ) as JsonNode;
    const [organization, store, bare] = json['@graph'];
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Liquor Express',
      url: 'https://shop.example/',
      sameAs: ['https://facebook.com/x'],
    });
    expect(store).toMatchObject({
      '@type': 'LiquorStore',
      name: 'Liquor Express Midtown Sacramento',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Cellar Row',
        addressLocality: 'Sacramento',
        addressRegion: 'CA',
        postalCode: '95811',
        addressCountry: 'US',
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday'],
          opens: '10:00',
          closes: '21:00',
        },
      ],
      parentOrganization: { '@id': organization['@id'] },
    });
    // Without address data from the API: the area only, no hours; images made absolute.
    expect(bare).toMatchObject({ address: { '@type': 'PostalAddress', addressLocality: 'Davis' }, image: 'https://shop.example/s2.svg' });
    expect(bare).not.toHaveProperty('openingHoursSpecification');
  });
});
