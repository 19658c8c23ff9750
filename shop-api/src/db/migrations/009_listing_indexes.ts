import { sql, type Kysely } from 'kysely';

/**
 * A catalogue of any size (ADR 0147). Each product keeps its card price: the sale (else regular)
 * price of the variation its card shows, the first available size in stock, else the first
 * available (pickCardVariation in catalogue/product-cards.ts); null when no size is available.
 * Triggers on variations keep it current whatever changes a variation (an order's stock, a
 * test hook), so listings filter and sort by price through an index instead of working out every
 * product's card on each request. Indexes serve the listing's orders, the filters and the filter
 * master's "is this option used" checks, and the product page's ranked lists.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('card_price', sql`numeric(10,2)`)
    .execute();

  // One definition of the card price, for the given products: = any(ids) finds them by primary key.
  await sql`create function set_card_prices(ids integer[]) returns void language sql as $$
    update products p set card_price = (
      select coalesce(v.sale_price, v.regular_price) from variations v
      where v.product_id = p.id and v.regular_price is not null
      order by v.stock > 0 desc, v.sort, v.id limit 1)
    where p.id = any(ids) $$`.execute(db);
  await sql`select set_card_prices(array(select id from products))`.execute(db);

  // Statement-level triggers with transition tables: one update per statement, however many rows
  // it touched.
  await sql`create function card_prices_of_changed() returns trigger language plpgsql as $$
    begin perform set_card_prices(array(select distinct product_id from changed)); return null; end $$`.execute(db);
  await sql`create function card_prices_of_moved() returns trigger language plpgsql as $$
    begin perform set_card_prices(array(select product_id from changed union select product_id from gone)); return null; end $$`.execute(
    db,
  );
  await sql`create trigger variations_card_price_insert after insert on variations
    referencing new table as changed for each statement execute function card_prices_of_changed()`.execute(db);
  await sql`create trigger variations_card_price_delete after delete on variations
    referencing old table as changed for each statement execute function card_prices_of_changed()`.execute(db);
  await sql`create trigger variations_card_price_update after update on variations
    referencing old table as gone new table as changed for each statement execute function card_prices_of_moved()`.execute(db);

  // Listed products only (not_found = false), in each order the listing offers; id breaks ties.
  await sql`create index products_listed_newest on products (created_at desc, id desc) where not_found = false`.execute(db);
  await sql`create index products_listed_price on products (card_price, id) where not_found = false`.execute(db);
  await sql`create index products_listed_price_desc on products (card_price desc nulls last, id) where not_found = false`.execute(db);
  await sql`create index products_listed_category on products (category_id, updated_at) where not_found = false`.execute(db);
  await sql`create index products_listed_brand on products (brand_id) where not_found = false`.execute(db);
  await sql`create index products_listed_country on products (country_id) where not_found = false`.execute(db);
  await sql`create index products_listed_season on products (season_id) where not_found = false`.execute(db);
  await sql`create index variations_size on variations (size_id, product_id) where regular_price is not null`.execute(db);
  // The product page's Top Selling, Top Rated and Trending lists (catalogue/product-detail.ts).
  await sql`create index products_listed_top_selling on products (review_count desc, id) where not_found = false`.execute(db);
  await sql`create index products_listed_top_rated on products (rating desc, review_count desc, id) where not_found = false`.execute(db);
  await sql`create index products_listed_trending on products ((rating * ln(2 + review_count)) desc, id) where not_found = false`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'products_listed_trending',
    'products_listed_top_rated',
    'products_listed_top_selling',
    'variations_size',
    'products_listed_season',
    'products_listed_country',
    'products_listed_brand',
    'products_listed_category',
    'products_listed_price_desc',
    'products_listed_price',
    'products_listed_newest',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const trigger of ['variations_card_price_insert', 'variations_card_price_delete', 'variations_card_price_update']) {
    await sql`drop trigger if exists ${sql.id(trigger)} on variations`.execute(db);
  }
  await sql`drop function if exists card_prices_of_changed()`.execute(db);
  await sql`drop function if exists card_prices_of_moved()`.execute(db);
  await sql`drop function if exists set_card_prices(integer[])`.execute(db);
  await db.schema.alterTable('products').dropColumn('card_price').execute();
}
