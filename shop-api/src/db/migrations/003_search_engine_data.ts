import { sql, type Kysely } from 'kysely';

/**
 * For search engines (ADR 0101): when catalogue data last changed, for the sitemap's <lastmod>
 * (products, content pages, CMS documents; existing products start from their created_at), and
 * each store's address and opening hours.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`update products set updated_at = created_at`.execute(db);
  await db.schema
    .alterTable('pages')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .alterTable('cms_documents')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A store's postal address and weekly opening hours (LiquorStore structured data).
  await db.schema.alterTable('stores').addColumn('address', 'jsonb').execute();
  await db.schema
    .alterTable('stores')
    .addColumn('opening_hours', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stores').dropColumn('opening_hours').execute();
  await db.schema.alterTable('stores').dropColumn('address').execute();
  await db.schema.alterTable('cms_documents').dropColumn('updated_at').execute();
  await db.schema.alterTable('pages').dropColumn('updated_at').execute();
  await db.schema.alterTable('products').dropColumn('updated_at').execute();
}
