import { sql, type Kysely } from 'kysely';

/**
 * The product page's "Customers Also Viewed" takes the product's neighbours in its category by
 * id (catalogue/product-detail.ts): this index finds them without reading the whole category,
 * which at 50,000 products holds thousands.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index products_listed_category_id on products (category_id, id) where not_found = false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index products_listed_category_id`.execute(db);
}
