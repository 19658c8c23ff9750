import { sql, type Kysely } from 'kysely';

/**
 * A listing's count and a page of cards at 50,000 products (ADR 0158). Products' rows are wide
 * (page sections, search document): a count that filters by price, category, country, brand,
 * season or rating read thousands of them. The price index now carries those columns, so such
 * counts read the index alone. The cards' variations and each one's stock per store are read
 * from their indexes too, instead of one table page per row. A card price is written only when it
 * changes: each write of a wide row leaves a dead copy behind and runs the search vocabulary's
 * trigger, and most stock changes leave the card price as it was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Product by product (each id through the primary key), the price worked out once per product.
  await sql`create or replace function set_card_prices(ids integer[]) returns void language sql as $$
    update products p set card_price = card.price
    from unnest(ids) as changed(id)
    cross join lateral (select (
      select coalesce(v.sale_price, v.regular_price) from variations v
      where v.product_id = changed.id and v.regular_price is not null
      order by v.stock > 0 desc, v.sort, v.id limit 1) as price) as card
    where p.id = changed.id and p.card_price is distinct from card.price $$`.execute(db);
  await sql`drop index products_listed_price`.execute(db);
  await sql`create index products_listed_price on products (card_price, id)
    include (category_id, country_id, brand_id, season_id, rating) where not_found = false`.execute(db);
  await sql`drop index variations_product`.execute(db);
  await sql`create index variations_product on variations (product_id) include (id, sort, size_id, regular_price, sale_price, stock)`.execute(
    db,
  );
  await sql`create index store_stock_of_variation on store_stock (variation_id, store_id) include (stock) where stock > 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function set_card_prices(ids integer[]) returns void language sql as $$
    update products p set card_price = (
      select coalesce(v.sale_price, v.regular_price) from variations v
      where v.product_id = p.id and v.regular_price is not null
      order by v.stock > 0 desc, v.sort, v.id limit 1)
    where p.id = any(ids) $$`.execute(db);
  await sql`drop index store_stock_of_variation`.execute(db);
  await sql`drop index variations_product`.execute(db);
  await sql`create index variations_product on variations (product_id)`.execute(db);
  await sql`drop index products_listed_price`.execute(db);
  await sql`create index products_listed_price on products (card_price, id) where not_found = false`.execute(db);
}
