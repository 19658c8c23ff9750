import { sql, type Kysely } from 'kysely';

// One migration for the first schema; later changes add numbered files beside it.
export async function up(db: Kysely<unknown>): Promise<void> {
  // ---- catalogue -------------------------------------------------------------------------
  await db.schema
    .createTable('stores')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull()) // "{name} {Area}": last word is the area
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('offers_pickup', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('offers_delivery', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('delivery_rate', sql`numeric(10,2)`, (c) => c.notNull().defaultTo('4.99'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('categories_parent_slug').unique().on('categories').columns(['parent_id', 'slug']).execute();

  // Sizes, countries, brands and seasonal releases: the filterable terms of a product.
  await db.schema
    .createTable('terms')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('size','country','brand','season')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('terms_kind_slug').unique().on('terms').columns(['kind', 'slug']).execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('brand_id', 'integer', (c) => c.references('terms.id'))
    .addColumn('country_id', 'integer', (c) => c.references('terms.id'))
    .addColumn('season_id', 'integer', (c) => c.references('terms.id'))
    .addColumn('image', 'text')
    .addColumn('gallery', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('rating', sql`numeric(2,1)`, (c) => c.notNull().defaultTo('0'))
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('have_offer', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('offer_label', 'text')
    .addColumn('weight', 'text')
    // product-detail sections (specification_section, …) as stored HTML/JSON
    .addColumn('sections', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('not_found', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('products_category').on('products').column('category_id').execute();

  await db.schema
    .createTable('variations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('size_id', 'integer', (c) => c.notNull().references('terms.id'))
    .addColumn('regular_price', sql`numeric(10,2)`) // null: the variation is unavailable
    .addColumn('sale_price', sql`numeric(10,2)`)
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('variations_product').on('variations').column('product_id').execute();

  // Content pages (privacy 24637, terms 24636, /{slug}/{slug} pages).
  await db.schema
    .createTable('pages')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('path', 'text', (c) => c.notNull().unique()) // e.g. "/about/our-story/"
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sections', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();

  // CMS documents: home, theme options, private class, wish-list promos.
  await db.schema
    .createTable('cms_documents')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .execute();

  // ---- accounts --------------------------------------------------------------------------
  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique()) // stored lower-cased
    .addColumn('password_hash', 'text') // null for accounts made by social sign-in
    .addColumn('phone', 'text')
    .addColumn('country', 'text')
    .addColumn('google_id', 'text', (c) => c.unique())
    .addColumn('facebook_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('auth_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('billing_addresses')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address_1', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address_2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postcode', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // ---- commerce --------------------------------------------------------------------------
  await db.schema
    .createTable('cart_lines')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('variation_id', 'integer', (c) => c.notNull().references('variations.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('location_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The spec identifies a cart line by product: one line per product per user.
  await db.schema.createIndex('cart_lines_user_product').unique().on('cart_lines').columns(['user_id', 'product_id']).execute();

  await db.schema
    .createTable('wishlist_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('variation_id', 'integer', (c) => c.references('variations.id').onDelete('set null'))
    .addColumn('location_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('wishlist_user_product').unique().on('wishlist_items').columns(['user_id', 'product_id']).execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('payment_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Pending')
        .check(sql`payment_status in ('Pending','Success','Failure')`),
    )
    .addColumn('delivery_type', 'text', (c) => c.notNull().check(sql`delivery_type in ('pickup','delivery')`))
    .addColumn('location_id', 'integer', (c) => c.references('stores.id'))
    .addColumn('subtotal', sql`numeric(10,2)`, (c) => c.notNull())
    .addColumn('delivery_rate', sql`numeric(10,2)`, (c) => c.notNull())
    .addColumn('tax', sql`numeric(10,2)`, (c) => c.notNull())
    .addColumn('total', sql`numeric(10,2)`, (c) => c.notNull())
    .addColumn('billing', 'jsonb', (c) => c.notNull()) // first_name, last_name, company, address_1, ...
    .addColumn('shipping', 'jsonb', (c) => c.notNull())
    .addColumn('order_notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('orders_user_idempotency').unique().on('orders').columns(['user_id', 'idempotency_key']).execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('variation_id', 'integer', (c) => c.notNull().references('variations.id'))
    .addColumn('product_title', 'text', (c) => c.notNull())
    .addColumn('variation_name', 'text', (c) => c.notNull())
    .addColumn('unit_price', sql`numeric(10,2)`, (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('line_total', sql`numeric(10,2)`, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payment_intents')
    .addColumn('id', 'text', (c) => c.primaryKey()) // random, unguessable: it is the /pay/{intent} URL
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('amount', sql`numeric(10,2)`, (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('requires_payment')
        .check(sql`status in ('requires_payment','succeeded','failed')`),
    )
    .addColumn('card_last4', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'payment_intents',
    'order_lines',
    'orders',
    'wishlist_items',
    'cart_lines',
    'billing_addresses',
    'contact_messages',
    'password_resets',
    'auth_tokens',
    'users',
    'cms_documents',
    'pages',
    'variations',
    'products',
    'terms',
    'categories',
    'stores',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
