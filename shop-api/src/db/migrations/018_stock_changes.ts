import { sql, type Kysely } from 'kysely';

/**
 * A write that changes only stock says so (ADR 0169): its `catalogue_changed` notice carries
 * 'stock'. Readers then keep what stock cannot change, above all the listing index, which takes a
 * quarter of a second to rebuild at 50,000 products and was rebuilt after every paid order.
 *
 * Store stock is only stock. A variation's stock column is stock; its other columns (the size,
 * prices, order, product) still notify as any change, and are named here so that an update
 * setting them with the stock notifies both ways. A card price that stock moves is written to
 * `products` (migration 014), whose own notice says 'any'.
 *
 * Every update of variations also ran an update of `products` for the card prices (migration
 * 009), and a statement trigger fires even when no row changes: so every stock change said 'any'.
 * Now the card prices are worked out only for products whose sizes changed in what the card price
 * reads (prices, order, product, being in stock), and not at all when none did.
 */
const VARIATION_COLUMNS_BUT_STOCK = ['id', 'product_id', 'size_id', 'regular_price', 'sale_price', 'sort'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function card_prices_of_moved() returns trigger language plpgsql as $$
    declare
      moved integer[];
    begin
      moved := array(
        select coalesce(c.product_id, g.product_id) from changed c full join gone g on g.id = c.id
        where (c.product_id, c.regular_price, c.sale_price, c.sort, c.stock > 0)
          is distinct from (g.product_id, g.regular_price, g.sale_price, g.sort, g.stock > 0)
        union
        select g.product_id from changed c join gone g on g.id = c.id where g.product_id <> c.product_id);
      if cardinality(moved) > 0 then
        perform set_card_prices(moved);
      end if;
      return null;
    end $$`.execute(db);
  // The trigger's argument, when it has one, is the notice's payload.
  await sql`
    create or replace function notify_catalogue_changed() returns trigger
    language plpgsql as $$
    begin
      perform pg_notify('catalogue_changed', coalesce(tg_argv[0], ''));
      return null;
    end $$`.execute(db);
  await sql`drop trigger store_stock_catalogue_changed on store_stock`.execute(db);
  await sql`
    create trigger store_stock_catalogue_changed
    after insert or update or delete or truncate on store_stock
    for each statement execute function notify_catalogue_changed('stock')`.execute(db);
  await sql`drop trigger variations_catalogue_changed on variations`.execute(db);
  await sql`
    create trigger variations_catalogue_changed
    after insert or delete or truncate or update of ${sql.join(VARIATION_COLUMNS_BUT_STOCK.map((c) => sql.id(c)))} on variations
    for each statement execute function notify_catalogue_changed()`.execute(db);
  await sql`
    create trigger variations_stock_changed after update of stock on variations
    for each statement execute function notify_catalogue_changed('stock')`.execute(db);
}

// notify_catalogue_changed keeps reading its argument: without one it notifies as before 018.
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger variations_stock_changed on variations`.execute(db);
  for (const table of ['variations', 'store_stock']) {
    await sql`drop trigger ${sql.id(`${table}_catalogue_changed`)} on ${sql.table(table)}`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_catalogue_changed`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function notify_catalogue_changed()`.execute(db);
  }
  await sql`create or replace function card_prices_of_moved() returns trigger language plpgsql as $$
    begin perform set_card_prices(array(select product_id from changed union select product_id from gone)); return null; end $$`.execute(
    db,
  );
}
