import { describe, expect, it } from 'vitest';
import { COLUMN_PRODUCTS, toProductCardView, toProductColumnView, toProductDetailView } from '~/lib/catalogue/views';
import type { ProductCardData, ProductDetailData } from '~/lib/shop-api/types';

const card = (id: number): ProductCardData => ({
  product_id: id,
  uid: `LE-${id}`,
  product_title: `Wine ${id}`,
  product_slug: `wine-${id}`,
  product_image: `https://api.test/media/bottle/${id}.svg`,
  size: '750ml',
  product_rating: 4.5,
  product_review: 12,
  product_price: 20,
  product_sell_price: 15,
  product_have_offer: true,
  product_offer_label: '25% OFF',
  product_stock: 3,
  variation_id: id * 10,
  in_wishlist: false,
  updated_at: '2025-01-01T00:00:00.000Z',
});

describe('catalogue views (no loader data the page does not use)', () => {
  it('a card keeps what ProductCard renders and drops the slug, change date and in_wishlist (the layout has the hearts)', () => {
    const { product_slug: _slug, updated_at: _updated, in_wishlist: _heart, ...shown } = card(1);
    expect(toProductCardView(card(1))).toEqual(shown);
  });

  it('a column keeps its first four products, without hearts, forms or sizes', () => {
    const column = toProductColumnView({ section_title: 'Top Selling', product_listing: [1, 2, 3, 4, 5, 6, 7, 8].map(card) });
    expect(column.product_listing.map((item) => item.product_id)).toEqual([1, 2, 3, 4]);
    expect(COLUMN_PRODUCTS).toBe(4);
    expect(Object.keys(column.product_listing[0]).sort()).toEqual(
      ['product_id', 'uid', 'product_title', 'product_image', 'product_rating', 'product_price', 'product_sell_price'].sort(),
    );
  });

  it('a list the API left out stays out', () => {
    const detail = {
      product_detail: {},
      top_selling_section: { section_title: 'Top', product_listing: [card(1)] },
    } as unknown as ProductDetailData;
    const view = toProductDetailView(detail);
    expect(view.top_rated_section).toBeUndefined();
    expect(view.customer_also_viewed_section).toBeUndefined();
    expect(view.top_selling_section.product_listing).toHaveLength(1);
  });
});
