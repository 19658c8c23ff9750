import { sql, type Kysely } from 'kysely';

/**
 * When catalogue data last changed, for the sitemap's <lastmod> (issue 13): products, content
 * pages and CMS documents. Existing products start from their created_at.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`update products set updated_at = created_at`.execute(db);
  await db.schema.alterTable('pages').addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
  await db.schema.alterTable('cms_documents').addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cms_documents').dropColumn('updated_at').execute();
  await db.schema.alterTable('pages').dropColumn('updated_at').execute();
  await db.schema.alterTable('products').dropColumn('updated_at').execute();
}
