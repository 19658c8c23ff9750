/**
 * Shapes of the shop API's catalogue and content answers (shop-api/README.md), shared by the
 * loaders (app/lib/catalogue.server.ts) and the components that render them. Types only, so
 * the browser bundle carries nothing from here.
 */

export interface ProductCardData {
  product_id: number;
  uid: string;
  product_title: string;
  product_slug: string;
  /** Absolute URL; the API already substitutes its fallback image when missing. */
  product_image: string;
  size: string;
  product_rating: number;
  product_review: number;
  product_price: number;
  product_sell_price: number | null;
  product_have_offer: boolean;
  product_offer_label: string | null;
  product_stock: number;
  variation_id: number | null;
  in_wishlist: boolean;
  /** When the product last changed (ISO 8601, extension). */
  updated_at?: string;
}

export interface ProductListSection {
  section_title: string;
  product_listing: ProductCardData[];
}

export interface ProductPage {
  products: ProductCardData[];
  total_count: number;
  page: number;
  per_page: number;
}

export interface SliderItem {
  slider_image: { image_url: string; image_alt: string };
  slider_title: string;
  slider_sub_title: string;
  slider_button_title: string;
  slider_button_url: string;
  slider_price: string;
  link: string;
  uid: string;
  offer_tagline?: string;
  /** Banner layouts only: 1..14. */
  layout?: number;
}

export interface CategoryTileData {
  category_id: number;
  category_title: string;
  category_slug: string;
  link: string;
  image: string;
  /** Popular tiles only: 1 or 2. */
  variant?: number;
}

export interface PromoBox {
  section_title: string;
  section_sub_title: string;
  button_title: string;
  button_url: string;
  image: string;
}

export interface FaqItem {
  faq_title: string;
  /** Sanitised HTML by the time it leaves the loader. */
  faq_content: string;
}

export interface HomePageData {
  top_section: { slider_listing: SliderItem[]; box_listing: SliderItem[] };
  trending_wines_section: { section_title: string; product_listing: ProductCardData[]; slider_listing: SliderItem[] };
  picks_in_sacramento_section: { section_title: string; slider_listing: CategoryTileData[] };
  banner_slider_section: { slider_listing: SliderItem[] };
  new_arrival_section: ProductListSection;
  unlock_banner_section: SliderItem;
  top_products_section: { top_selling: ProductListSection; trending: ProductListSection; top_rated: ProductListSection };
  popular_in_sacramento_section: { section_title: string; slider_listing: CategoryTileData[]; box_section: PromoBox };
  faqs_more_explore_section: {
    faq_section: { section_title: string; faq_listing: FaqItem[] };
    more_explore_section: ProductListSection;
  };
}

/** Filter master (POST /filter-master). */
export interface RangeOption {
  from: number;
  to: number;
}
export interface TermOption {
  category_id: number;
  category_name: string;
  category_slug: string;
  /** Categories: when their newest-changed listed product changed; null when none is listed (extension). */
  updated_at?: string | null;
}
export interface CategoryOption extends TermOption {
  children?: TermOption[];
}
export type FilterSectionKey = 'price_range' | 'size' | 'category' | 'country' | 'top_rated' | 'brand' | 'season';
export type FilterMasterSection =
  | { section_key: 'price_range' | 'top_rated'; section_title: string; section_listing: RangeOption[] }
  | { section_key: 'category'; section_title: string; section_listing: CategoryOption[] }
  | { section_key: 'size' | 'country' | 'brand' | 'season'; section_title: string; section_listing: TermOption[] };

/** An HTML section of the product page; section_content is sanitised by the loader. */
export interface HtmlSection {
  section_title: string;
  section_content: string;
}

export interface ProductVariation {
  variation_id: number;
  size: string;
  sale_price: number | null;
  /** null = unavailable (spec section 3). */
  regular_price: number | null;
  stock: number;
}

export interface CategoryRef {
  category_id: number;
  category_title: string;
  category_slug: string;
  parent?: CategoryRef;
}

export interface ProductDetail {
  id: number;
  uid: string;
  name: string;
  slug: string;
  image: string;
  /** Size of `image` in pixels (extension; older APIs may leave it out). */
  image_width?: number;
  image_height?: number;
  gallery: string[];
  average_rating: number;
  review_count: number;
  have_offer: boolean;
  offer_label: string | null;
  /** True when the signed-in shopper has it on their wish list. */
  in_wishlist: boolean;
  category: CategoryRef;
  brand: { id: number; name: string; slug: string } | null;
  country: { id: number; name: string; slug: string } | null;
  season?: { id: number; name: string; slug: string } | null;
  variations: ProductVariation[];
  /** When the product last changed (ISO 8601, extension). */
  updated_at?: string;
}

export interface ProductDetailData {
  product_detail: ProductDetail;
  specification_section: HtmlSection;
  shipping_sction: HtmlSection;
  payment_option_section: HtmlSection;
  about_product_section: HtmlSection;
  product_detail_section: HtmlSection;
  warning_section: HtmlSection;
  reviews_section: HtmlSection;
  additional_information_section: HtmlSection & { section_image: string; button_title: string; button_url: string };
  video_section?: HtmlSection & { section_video_url: string; section_image: string };
  CTA_section?: HtmlSection & {
    section_sub_title: string;
    section_background_image: string;
    button_title: string;
    button_url: string;
  };
  top_selling_section: ProductListSection;
  top_rated_section: ProductListSection;
  trending_product_section: ProductListSection;
  customer_also_viewed_section: ProductListSection;
}

export interface ContentPageData {
  page_id: number;
  page_url: string;
  page_title: string;
  sections: Array<{ section_data: { section_title?: string; section_content: string } }>;
}

/** /private-class blocks, in page order. */
export interface PrivateClassListingItem {
  id: number;
  section_title?: string;
  section_content?: string;
  listing_title?: string;
  listing_slug?: string;
  listing_image?: string;
  listing_button_title?: string;
  listing_url?: string;
}
export interface PrivateClassBlock {
  section_key: 'banner' | 'book_our_room' | 'class_options' | 'meeting_guidelines' | 'request_banner' | 'more_options' | string;
  section_title?: string;
  section_content?: string;
  section_image?: string;
  button_title?: string;
  button_url?: string;
  section_listing?: PrivateClassListingItem[];
}
export interface PrivateClassData {
  section_data: PrivateClassBlock[];
  /** When the document last changed (ISO 8601, extension). */
  updated_at?: string | null;
}
