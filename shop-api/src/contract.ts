/**
 * The shop API's REST contract: what each endpoint under /api/v1 answers in `data`, and what the
 * storefront sends. Types only, with no imports, so a client can `import type` it without pulling
 * in the server (the Worker build must not bundle the API). The route handlers answer these
 * types (`ok<T>` in http.ts), so the API and the storefront cannot drift apart.
 *
 * Fields marked "extension" go beyond the original spec; another server may leave them out, so
 * they are optional here and the storefront must cope without them.
 * Prose: shop-api/README.md, shop-api/docs/accounts-and-commerce.md.
 */

// --- the envelope ------------------------------------------------------------------------------

/** Field name -> messages, on a 400. */
export type FieldErrors = Record<string, string[]>;

export type ApiSuccess<T> = { success: true; data: T; message?: string };
export type ApiFailure = { success: false; message: string; errors?: FieldErrors };

// --- catalogue ---------------------------------------------------------------------------------

/** Units of a variation at one store; lists of them name only stores that have some (ADR 0155). */
export interface StoreStock {
  store_id: number;
  stock: number;
}

/** The product card (docs/product.md, "What a product is"), as every product list answers it. */
export interface ProductCard {
  product_id: number;
  uid: string;
  product_title: string;
  product_slug: string;
  /** Absolute URL; the fallback image when the product has none. */
  product_image: string;
  /** Size name of the card's variation. */
  size: string;
  /** 0-5, one decimal. */
  product_rating: number;
  product_review: number;
  /** Regular price of the card's variation (0 when the product has no available variation). */
  product_price: number;
  product_sell_price: number | null;
  product_have_offer: boolean;
  product_offer_label: string | null;
  product_stock: number;
  /** Extension: the stores that have the card's variation in stock (ADR 0155). */
  store_stock?: StoreStock[];
  /** The first available variation (one with a regular price); null if none. */
  variation_id: number | null;
  in_wishlist: boolean;
  /** When the product last changed (ISO 8601, extension: sitemaps). */
  updated_at?: string;
}

export interface ProductListSection {
  section_title: string;
  product_listing: ProductCard[];
}

/** POST /products. */
export interface ProductsRequest {
  location_id?: number | null;
  order?: 'ASC' | 'DSC' | '';
  price_range?: { min?: number | null; max?: number | null } | null;
  size?: number[] | null;
  category?: number[] | null;
  country?: number[] | null;
  brand?: number[] | null;
  season?: number[] | null;
  rating?: RangeOption[] | null;
  search?: string | null;
  page?: number | null;
  /** Extension: a bigger page for callers that walk the whole catalogue. */
  per_page?: number | null;
  /** Extension: only products with a size in stock at this store (ADR 0155). */
  available_at?: number | null;
  /** Extension: false when the caller does not need total_count, which is then null (ADR 0162). */
  count?: boolean | null;
  /** Extension: true ranks the matches best-selling first when no order is chosen (ADR 0173). */
  top_selling?: boolean | null;
}

/** `Total` is `number | null` for a request that may say `count: false` (extension, ADR 0162). */
export interface ProductPage<Total extends number | null = number> {
  products: ProductCard[];
  /** Null only when the request said `count: false`. */
  total_count: Total;
  page: number;
  per_page: number;
  /** Extension: when a search found nothing, a close search that finds something ("Did you mean"). */
  did_you_mean?: string;
}

/** POST /filter-master. */
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
  /** Brands: how many listed products the brand has in each category, keyed by category id (extension). */
  category_counts?: Record<string, number>;
}
export interface CategoryOption extends TermOption {
  children?: TermOption[];
}
export type FilterSectionKey = 'price_range' | 'size' | 'category' | 'country' | 'top_rated' | 'brand' | 'season';
export type FilterMasterSection =
  | { section_key: 'price_range' | 'top_rated'; section_title: string; section_listing: RangeOption[] }
  | { section_key: 'category'; section_title: string; section_listing: CategoryOption[] }
  | { section_key: 'size' | 'country' | 'brand' | 'season'; section_title: string; section_listing: TermOption[] };

/** An HTML section of the product page (CMS HTML: the storefront sanitises it). */
export interface HtmlSection {
  section_title: string;
  section_content: string;
}

export interface ProductVariation {
  variation_id: number;
  size: string;
  sale_price: number | null;
  /** null = unavailable (no regular price). */
  regular_price: number | null;
  /** Chain-wide: the sum of store_stock. */
  stock: number;
  /** Extension: the stores that have this size in stock (ADR 0155). */
  store_stock?: StoreStock[];
}

export interface CategoryRef {
  category_id: number;
  category_title: string;
  category_slug: string;
  parent?: CategoryRef;
}

export interface TermRef {
  id: number;
  name: string;
  slug: string;
}

export interface ProductDetail {
  id: number;
  uid: string;
  name: string;
  slug: string;
  image: string;
  /** Size of `image` in pixels (extension). */
  image_width?: number;
  image_height?: number;
  gallery: string[];
  average_rating: number;
  review_count: number;
  have_offer: boolean;
  offer_label: string | null;
  /** True when the signed-in shopper has it on their wish list. */
  in_wishlist: boolean;
  weight?: string | null;
  category: CategoryRef;
  brand: TermRef | null;
  country: TermRef | null;
  season?: TermRef | null;
  variations: ProductVariation[];
  /** When the product last changed (ISO 8601, extension). */
  updated_at?: string;
}

/** POST /product-detail { product_id, location_id? }. */
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

/** POST /price-lines (extension): a visitor's cart lines priced in one call. */
export interface PriceLinesRequest {
  lines: Array<{ product_id: number; variation_id: number }>;
  location_id?: number | null;
}
/** One priced (product, variation) pair: what a visitor's cart line shows. */
export interface LinePrice {
  product_id: number;
  variation_id: number;
  uid: string;
  product_title: string;
  product_image: string;
  variation_name: string;
  product_price: number;
  product_sell_price: number | null;
  product_stock: number;
  /** Extension: the stores that have this size in stock (ADR 0155), so the cart can warn before checkout. */
  store_stock?: StoreStock[];
}
export interface PriceLinesData {
  lines: LinePrice[];
}

/** POST /price-savings (extension): a cart's savings, priced by the API from product, size and quantity. */
export interface PriceSavingsRequest {
  lines: Array<{ product_id: number; variation_id: number; quantity: number }>;
  promo_code?: string;
}
export type PromoRefusalReason =
  'invalid' | 'not_yet_valid' | 'expired' | 'used_up' | 'used_by_shopper' | 'not_applicable' | 'min_subtotal';
export interface CartSavings {
  subtotal: number;
  mixed_case_saving: number;
  /** Bottles of wine (750 ml equivalents) still to add for the mixed case; 0 once it applies; null without wine. */
  mixed_case_bottles_to_go: number | null;
  /** The applied code, or null. */
  promo_code: string | null;
  promo_saving: number;
  /** Why the code asked for was not applied, or null. */
  promo_refusal: { reason: PromoRefusalReason; message: string } | null;
  total_saving: number;
}

/** The savings an order was priced with (order status, detail). */
export interface OrderSavings {
  mixed_case_saving: number;
  promo_code: string | null;
  promo_saving: number;
}

// --- content (CMS documents) -------------------------------------------------------------------

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

export interface CategoryTile {
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
  /** CMS HTML: the storefront sanitises it. */
  faq_content: string;
}

/** POST /home-page. */
export interface HomePageData {
  top_section: { slider_listing: SliderItem[]; box_listing: SliderItem[] };
  trending_wines_section: { section_title: string; product_listing: ProductCard[]; slider_listing: SliderItem[] };
  picks_in_sacramento_section: { section_title: string; slider_listing: CategoryTile[] };
  banner_slider_section: { slider_listing: SliderItem[] };
  new_arrival_section: ProductListSection;
  unlock_banner_section: SliderItem;
  top_products_section: { top_selling: ProductListSection; trending: ProductListSection; top_rated: ProductListSection };
  popular_in_sacramento_section: { section_title: string; slider_listing: CategoryTile[]; box_section: PromoBox };
  faqs_more_explore_section: {
    faq_section: { section_title: string; faq_listing: FaqItem[] };
    more_explore_section: ProductListSection;
  };
}

export interface MenuLink {
  id: number;
  title: string;
  link: string;
}
export interface MenuItem extends MenuLink {
  children: MenuLink[];
}
/** POST /theme-option: header and footer content. */
export interface ThemeOptions {
  header: { header_logo: string; heder_menu: MenuItem[] };
  footer: {
    footer_logo: string;
    /** CMS HTML: the storefront sanitises it. */
    logo_content: string;
    copyright_content: string;
    footer_menu_list: { menu_title: string; menu_list: MenuLink[] }[];
    social: { facebook_url?: string; instagram_url?: string; twitter_url?: string; youtube_url?: string };
  };
}

/** POST /common-page { page_id } or { page_path }. */
export interface ContentPage {
  page_id: number;
  page_url: string;
  page_title: string;
  sections: Array<{ section_data: { section_title?: string; section_content: string } }>;
}

/** POST /common-pages (extension, sitemap): every content page with its last change. */
export interface ContentPageList {
  pages: Array<{ page_id: number; page_url: string; page_title: string; updated_at?: string | null }>;
}

/** POST /private-class: blocks in page order. */
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

/** POST /get-stores. */
export interface StoreAddress {
  street_address: string;
  locality: string;
  region: string;
  postal_code: string;
  country: string;
}
export interface OpeningHours {
  days: string[];
  opens: string;
  closes: string;
}
export interface StoreLocation {
  location_id: number;
  location_title: string;
  location_image: string;
  /** Extension: what shoppers call the store ("Midtown"; ADR 0155). */
  location_short_name?: string;
  offers_pickup?: boolean;
  offers_delivery?: boolean;
  delivery_rate?: number;
  /** Extensions (structured data): postal address (null when unknown) and weekly hours. */
  location_address?: StoreAddress | null;
  opening_hours?: OpeningHours[];
}
export interface StoreList {
  store_location: StoreLocation[];
}

/** POST /pickup-times (extension, ADR 0155): when a pickup order placed now is ready, per store offering pickup. */
export interface PickupTime {
  location_id: number;
  /** The store's local date (YYYY-MM-DD) and time (HH:MM). */
  ready_date: string;
  ready_time: string;
  /** 'today', 'tomorrow', or a weekday name, in the store's time zone. */
  ready_day: string;
}
export interface PickupTimes {
  pickup_times: PickupTime[];
}

// --- cart and wish list ------------------------------------------------------------------------

/** POST /cart { action: 'view' | 'add' | 'update' | 'delete', product_id?, variation_id?, quantity?, location_id? }. */
export interface CartLine {
  product_id: number;
  uid: string;
  variation_id: number;
  variation_name: string;
  quantity: number;
  product_title: string;
  product_image: string;
  /** Regular price. */
  product_price: number;
  /** Sale price, or null when there is none (as on product cards). */
  product_sell_price: number | null;
  line_total: number;
  product_stock: number;
  /** Extension: the stores that have this size in stock (ADR 0155), so the cart can warn before checkout. */
  store_stock?: StoreStock[];
}
/** What every /cart action and /clear-cart answer: the server cart. */
export interface CartView {
  cart_details: CartLine[];
  total_quantity: number;
  cart_total: number;
  estimatedTax: number;
  delivery_rate: number;
  grand_total: number;
}

/** A promo card shown beside the wish list. */
export interface WishlistPromoCard {
  card_image: { image_url: string };
  card_title: string;
  card_button_title: string;
  card_button_url: string;
  card_price_title: string;
  card_price: string | number;
}
/** What every /wishlist action (List, Add, Delete) answers. */
export interface WishlistView {
  products: ProductCard[];
  promo_cards: WishlistPromoCard[];
}

/** POST /shopper-summary (extension): the signed-in shopper's badges and hearts in one call. */
export interface ShopperSummary {
  /** The cart's total quantity (the cart view's total_quantity). */
  cart_quantity: number;
  /** The wish list's products, newest first, as its List answers them. */
  wishlist_product_ids: number[];
}

// --- orders and payment ------------------------------------------------------------------------

export type PaymentStatus = 'Success' | 'Failure' | 'Pending';
export type DeliveryType = 'pickup' | 'delivery';

/** An address as checkout stores it (billing or shipping). */
export interface OrderAddress {
  first_name: string;
  last_name: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  email: string;
  phone: string;
}

/** POST /billing-address: the address saved at the shopper's last order. */
export interface BillingAddressData {
  billing_address: OrderAddress | null;
}

/** POST /place-order (201 placed, 200 when the idempotency key was seen). */
export interface PlacedOrderData {
  order_id: number;
}

/** POST /create-payment-intent { order_id }. */
export interface PaymentIntentData {
  payment_url: string;
}

export interface OrderLine {
  product_id: number;
  product_title: string;
  variation_name: string;
  quantity: number;
  unit_price: number;
  line_total: number;
}

/** The order as it was priced, shown on the payment result. */
export interface PricedOrderSummary {
  delivery_type: DeliveryType;
  store_title: string | null;
  lines: OrderLine[];
  subtotal: number;
  delivery_rate: number;
  tax: number;
  total: number;
  savings: OrderSavings;
  /** The delivery address (city, post code, country) or null for pickup. */
  ship_to: { address_1: string; address_2: string; city: string; postcode: string; country: string } | null;
}

/** POST /order-status { order_id }. */
export interface OrderStatusData {
  order_id: number;
  payment_status: PaymentStatus;
  /** Extension: the summary the result page shows. */
  order?: PricedOrderSummary;
}

/** POST /orders { page } ('My orders', newest first). */
export interface OrderHistoryEntry {
  order_id: number;
  created_at: string;
  payment_status: PaymentStatus;
  total: number;
  delivery_type: DeliveryType;
  store: string | null;
}
export interface OrderHistoryPage {
  orders: OrderHistoryEntry[];
  page: number;
  page_size: number;
  total_orders: number;
  total_pages: number;
}

/** POST /order-detail { order_id }. */
export interface OrderDetail extends OrderHistoryEntry {
  address: OrderAddress;
  subtotal: number;
  delivery_rate: number;
  tax: number;
  savings: OrderSavings;
  lines: OrderLine[];
}
export interface OrderDetailData {
  order: OrderDetail;
}

// --- accounts ----------------------------------------------------------------------------------

/** What /login, /reset-password, /facebook-login (and /gmail-login's `user`) answer. */
export interface SignedInUser {
  token: string;
  user_id: number;
  user_fullname: string;
  user_email: string;
  /**
   * Extension, /login only: the device token the browser keeps and sends with its next sign-ins
   * (`LoginRequest.device_token`), so strangers' failures cannot lock it out (ADR 0139).
   */
  device_token?: string;
}

/** POST /login. */
export interface LoginRequest {
  email_address: string;
  password: string;
  /** Extension: the device token an earlier /login answered, when the browser has one. */
  device_token?: string;
}
export interface GmailLoginData {
  user: SignedInUser;
}

/** POST /register. */
export interface RegisteredData {
  user_id: number;
}

/** POST /forgot-password: the same answer whether or not the address is known. */
export interface ForgotPasswordData {
  message: string;
}

/** POST /reset-password/check { token }. */
export interface ResetTokenCheckData {
  valid: true;
}

/** POST /back-in-stock { variation_id, email_address? }: the same answer for every address. */
export interface BackInStockData {
  message: string;
}

/** POST /back-in-stock/cancel/check { token }. */
export interface BackInStockCancelCheckData {
  valid: true;
}

/** POST /back-in-stock/cancel { token }: how many open requests of the address were closed. */
export interface BackInStockCancelData {
  cancelled: number;
}

/** POST /contact-us. */
export interface ContactData {
  code: number;
}

/** POST /logout. */
export type LoggedOutData = Record<string, never>;
