import { sql, type Kysely } from 'kysely';

// Discount codes and the savings an order was priced with (docs/decisions/0145-promotions.md).
// A code is stored upper-case and matched upper-case; `uses` counts paid orders and is raised
// in the payment's own transaction, under the row's lock, so it never passes `max_uses`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('promo_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('percent', 'fixed')`))
    // Whole percent for 'percent', dollars for 'fixed'.
    .addColumn('amount', sql`numeric(10,2)`, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('min_subtotal', sql`numeric(10,2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('max_uses', 'integer')
    .addColumn('max_uses_per_shopper', 'integer')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    // Category ids (a parent category covers its subcategories); empty: every product.
    .addColumn('category_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('promo_code_id', 'integer', (c) => c.references('promo_codes.id'))
    .addColumn('promo_code', 'text')
    .addColumn('promo_saving', sql`numeric(10,2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('mixed_case_saving', sql`numeric(10,2)`, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('orders_promo_code_user').on('orders').columns(['promo_code_id', 'user_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_promo_code_user').ifExists().execute();
  await db.schema
    .alterTable('orders')
    .dropColumn('promo_code_id')
    .dropColumn('promo_code')
    .dropColumn('promo_saving')
    .dropColumn('mixed_case_saving')
    .execute();
  await db.schema.dropTable('promo_codes').ifExists().execute();
}
