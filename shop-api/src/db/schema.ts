import type { ColumnType, Generated } from 'kysely';
// Billing and shipping are stored as the API answers them.
import type { OrderAddress } from '../contract';

/** Columns the database fills in (serial ids, timestamps, defaults). */
type Default<T> = ColumnType<T, T | undefined, T>;
type Json<T> = ColumnType<T, T | string, T | string>;

export interface StoresTable {
  id: Generated<number>;
  title: string;
  image: string;
  offers_pickup: Default<boolean>;
  offers_delivery: Default<boolean>;
  delivery_rate: Default<number>;
  sort: Default<number>;
  address: Json<StoreAddress> | null;
  opening_hours: ColumnType<OpeningHours[], OpeningHours[] | string | undefined, OpeningHours[] | string>;
  /** The name shoppers know the store by ("Midtown"); null: the last word of the title. */
  short_name: Default<string | null>;
  /** IANA zone of the opening hours (migration 011). */
  time_zone: Default<string>;
}

export interface StoreAddress {
  street_address: string;
  locality: string;
  region: string;
  postal_code: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** Open on these days (schema.org day names) from `opens` to `closes` (HH:MM, local time). */
export interface OpeningHours {
  days: Array<'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday'>;
  opens: string;
  closes: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  title: string;
  slug: string;
  image: string;
  sort: Default<number>;
}

export type TermKind = 'size' | 'country' | 'brand' | 'season';
export interface TermsTable {
  id: Generated<number>;
  kind: TermKind;
  name: string;
  slug: string;
  sort: Default<number>;
}

export interface ProductsTable {
  id: Generated<number>;
  uid: string;
  title: string;
  slug: string;
  category_id: number;
  brand_id: number | null;
  country_id: number | null;
  season_id: number | null;
  image: string | null;
  gallery: Json<string[]>;
  rating: Default<number>;
  review_count: Default<number>;
  have_offer: Default<boolean>;
  offer_label: string | null;
  weight: string | null;
  /** Product-detail sections keyed as the API answers them (specification_section, ...). */
  sections: Json<Record<string, unknown>>;
  not_found: Default<boolean>;
  created_at: Default<Date>;
  /** When the product's data last changed (sitemap lastmod). */
  updated_at: Default<Date>;
  /** Its card's price (sale, else regular), kept by triggers on variations (migration 009); null: no size available. */
  card_price: Generated<number | null>;
}

/**
 * What a search reads of each product (migration 016, ADR 0160): its document and the listing
 * columns, named as in `products`, kept by triggers on `products`.
 */
/** Listed products per brand and category (migration 017), kept by triggers on `products`. */
export interface BrandListingsTable {
  brand_id: number;
  category_id: number;
  listed: number;
}

export interface ProductSearchTable {
  id: number;
  created_at: Date;
  category_id: number;
  country_id: number | null;
  brand_id: number | null;
  season_id: number | null;
  rating: number;
  card_price: number | null;
  not_found: boolean;
}

export interface VariationsTable {
  id: Generated<number>;
  product_id: number;
  size_id: number;
  regular_price: number | null;
  sale_price: number | null;
  stock: Default<number>;
  sort: Default<number>;
}

/** Units of a variation at a store (migration 011); variations.stock is their sum. */
export interface StoreStockTable {
  variation_id: number;
  store_id: number;
  stock: number;
}

/** Each listed product's card as JSON, kept current by triggers (migration 019). */
export interface ProductCardsTable {
  product_id: number;
  card: Json<unknown>;
}

export interface PagesTable {
  id: number;
  path: string;
  title: string;
  sections: Json<unknown[]>;
  updated_at: Default<Date>;
}

export interface CmsDocumentsTable {
  key: string;
  data: Json<unknown>;
  updated_at: Default<Date>;
}

export interface UsersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string | null;
  phone: string | null;
  country: string | null;
  google_id: string | null;
  facebook_id: string | null;
  created_at: Default<Date>;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Date;
  created_at: Default<Date>;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Default<Date>;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  message: string;
  created_at: Default<Date>;
}

export interface BillingAddressesTable {
  user_id: number;
  first_name: string;
  last_name: string;
  company: Default<string>;
  country: Default<string>;
  address_1: Default<string>;
  address_2: Default<string>;
  city: Default<string>;
  state: Default<string>;
  postcode: Default<string>;
  phone: Default<string>;
  email: Default<string>;
  updated_at: Default<Date>;
}

export interface CartLinesTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  variation_id: number;
  quantity: number;
  location_id: number | null;
  created_at: Default<Date>;
}

export interface WishlistItemsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  variation_id: number | null;
  location_id: number | null;
  created_at: Default<Date>;
}

type PaymentStatus = 'Pending' | 'Success' | 'Failure';

export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  payment_status: Default<PaymentStatus>;
  delivery_type: 'pickup' | 'delivery';
  location_id: number | null;
  subtotal: number;
  delivery_rate: number;
  tax: number;
  total: number;
  billing: Json<OrderAddress>;
  shipping: Json<OrderAddress>;
  order_notes: Default<string>;
  idempotency_key: string | null;
  created_at: Default<Date>;
  paid_at: Date | null;
  promo_code_id: Default<number | null>;
  /** The code as the shopper's order was priced with it (upper-case), or null. */
  promo_code: Default<string | null>;
  promo_saving: Default<number>;
  mixed_case_saving: Default<number>;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  variation_id: number;
  product_title: string;
  variation_name: string;
  unit_price: number;
  quantity: number;
  line_total: number;
}

export interface PaymentIntentsTable {
  id: string;
  order_id: number;
  amount: number;
  status: Default<'requires_payment' | 'succeeded' | 'failed'>;
  card_last4: string | null;
  failure_reason: string | null;
  created_at: Default<Date>;
  completed_at: Date | null;
}

/** Fixed-window counters of the rate limits (src/security/rate-limits.ts). */
export interface RateLimitsTable {
  scope: string;
  key: string;
  window_started_at: Date;
  hits: number;
}

/** "E-mail me when it's back" requests (src/commerce/back-in-stock.ts, migration 012). */
export interface BackInStockRequestsTable {
  id: Generated<number>;
  variation_id: number;
  email: string;
  user_id: number | null;
  created_at: Default<Date>;
  due_at: Date | null;
  closed_at: Date | null;
  closed_reason: 'mailed' | 'cancelled' | null;
  cancel_token_hash: string | null;
}

/** Discount codes (src/commerce/promo-codes.ts). */
export interface PromoCodesTable {
  id: Generated<number>;
  code: string;
  kind: 'percent' | 'fixed';
  amount: number;
  min_subtotal: Default<number>;
  starts_at: Date | null;
  ends_at: Date | null;
  max_uses: number | null;
  max_uses_per_shopper: number | null;
  uses: Default<number>;
  category_ids: ColumnType<number[], number[] | string | undefined, number[] | string>;
}

/** Browsers that signed in to an account before (src/auth/known-devices.ts). */
export interface KnownDevicesTable {
  user_id: number;
  token_hash: string;
  last_sign_in_at: Date;
}

export interface Database {
  stores: StoresTable;
  categories: CategoriesTable;
  terms: TermsTable;
  products: ProductsTable;
  product_search: ProductSearchTable;
  brand_listings: BrandListingsTable;
  variations: VariationsTable;
  store_stock: StoreStockTable;
  product_cards: ProductCardsTable;
  pages: PagesTable;
  cms_documents: CmsDocumentsTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  password_resets: PasswordResetsTable;
  contact_messages: ContactMessagesTable;
  billing_addresses: BillingAddressesTable;
  cart_lines: CartLinesTable;
  wishlist_items: WishlistItemsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  payment_intents: PaymentIntentsTable;
  rate_limits: RateLimitsTable;
  known_devices: KnownDevicesTable;
  promo_codes: PromoCodesTable;
  back_in_stock_requests: BackInStockRequestsTable;
}
