/**
 * The catalogue as the pages render it: what the loaders of home, listing and product pages
 * send, and no more (ADR 0127). The API's answers carry
 * more (a card's slug and change date, eight products per column where a column shows four);
 * catalogue.server.ts trims them once, before they are shared, so every page's inline data is
 * smaller. A card's in_wishlist goes too: the hearts come from the shop layout (ADR 0131).
 */
import type { HomePageData, ProductCardData, ProductDetailData, ProductListSection, ProductPage } from '../shop-api/types';

/** What a product card (components/product/ProductCard.tsx) renders. */
export type ProductCardView = Omit<ProductCardData, 'product_slug' | 'updated_at' | 'in_wishlist'>;

export function toProductCardView(card: ProductCardData): ProductCardView {
  return {
    product_id: card.product_id,
    uid: card.uid,
    product_title: card.product_title,
    product_image: card.product_image,
    size: card.size,
    product_rating: card.product_rating,
    product_review: card.product_review,
    product_price: card.product_price,
    product_sell_price: card.product_sell_price,
    product_have_offer: card.product_have_offer,
    product_offer_label: card.product_offer_label,
    product_stock: card.product_stock,
    ...(card.store_stock ? { store_stock: card.store_stock } : {}),
    variation_id: card.variation_id,
  };
}

/** A titled row of cards (a carousel). */
export interface ProductRowView {
  section_title: string;
  product_listing: ProductCardView[];
}

/** A product column (components/product/ProductColumns.tsx) shows this many, without hearts or forms. */
export const COLUMN_PRODUCTS = 4;

export type ColumnProductView = Pick<
  ProductCardData,
  'product_id' | 'uid' | 'product_title' | 'product_image' | 'product_rating' | 'product_price' | 'product_sell_price'
>;

export interface ProductColumnView {
  section_title: string;
  product_listing: ColumnProductView[];
}

// A list the API left out (or sent without its products) stays as it came: the page already
// shows nothing for it.

function toProductRowView(list: ProductListSection): ProductRowView {
  if (!list || !Array.isArray(list.product_listing)) return list;
  return { ...list, product_listing: list.product_listing.map(toProductCardView) };
}

export function toProductColumnView(list: ProductListSection): ProductColumnView {
  if (!list || !Array.isArray(list.product_listing)) return list;
  return {
    section_title: list.section_title,
    product_listing: list.product_listing.slice(0, COLUMN_PRODUCTS).map((card) => ({
      product_id: card.product_id,
      uid: card.uid,
      product_title: card.product_title,
      product_image: card.product_image,
      product_rating: card.product_rating,
      product_price: card.product_price,
      product_sell_price: card.product_sell_price,
    })),
  };
}

export type HomePageView = Omit<
  HomePageData,
  'trending_wines_section' | 'new_arrival_section' | 'top_products_section' | 'faqs_more_explore_section'
> & {
  trending_wines_section: Omit<HomePageData['trending_wines_section'], 'product_listing'> & { product_listing: ProductCardView[] };
  new_arrival_section: ProductRowView;
  top_products_section: { top_selling: ProductColumnView; trending: ProductColumnView; top_rated: ProductColumnView };
  faqs_more_explore_section: Omit<HomePageData['faqs_more_explore_section'], 'more_explore_section'> & {
    more_explore_section: ProductRowView;
  };
};

export function toHomePageView(home: HomePageData): HomePageView {
  const top = home.top_products_section;
  return {
    ...home,
    trending_wines_section: home.trending_wines_section && {
      ...home.trending_wines_section,
      product_listing: (home.trending_wines_section.product_listing ?? []).map(toProductCardView),
    },
    new_arrival_section: toProductRowView(home.new_arrival_section),
    top_products_section: top && {
      top_selling: toProductColumnView(top.top_selling),
      trending: toProductColumnView(top.trending),
      top_rated: toProductColumnView(top.top_rated),
    },
    faqs_more_explore_section: {
      ...home.faqs_more_explore_section,
      more_explore_section: toProductRowView(home.faqs_more_explore_section.more_explore_section),
    },
  };
}

export type ProductPageView<Total extends number | null = number> = Omit<ProductPage<Total>, 'products'> & { products: ProductCardView[] };

export function toProductPageView<Total extends number | null>(page: ProductPage<Total>): ProductPageView<Total> {
  return { ...page, products: page.products.map(toProductCardView) };
}

export type ProductDetailView = Omit<
  ProductDetailData,
  'top_selling_section' | 'top_rated_section' | 'trending_product_section' | 'customer_also_viewed_section'
> & {
  top_selling_section: ProductColumnView;
  top_rated_section: ProductColumnView;
  trending_product_section: ProductColumnView;
  customer_also_viewed_section: ProductRowView;
};

export function toProductDetailView(detail: ProductDetailData): ProductDetailView {
  return {
    ...detail,
    top_selling_section: toProductColumnView(detail.top_selling_section),
    top_rated_section: toProductColumnView(detail.top_rated_section),
    trending_product_section: toProductColumnView(detail.trending_product_section),
    customer_also_viewed_section: toProductRowView(detail.customer_also_viewed_section),
  };
}
