import { sql, type Kysely } from 'kysely';

/**
 * Stock per store (ADR 0155). `store_stock` holds each variation's units at each store and is the
 * source of truth; `variations.stock` stays as the chain-wide figure every existing reader uses,
 * kept equal to the sum by triggers in the same transaction as any change, whoever writes. The
 * triggers add the change (new minus old) rather than recomputing the sum: under concurrent
 * writes an UPDATE re-reads the locked variation row but not a sum taken from an older snapshot.
 * Stores gain the short name shoppers know them by and the time zone their opening hours are in.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('store_stock')
    .addColumn('variation_id', 'integer', (c) => c.notNull().references('variations.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    .addPrimaryKeyConstraint('store_stock_pkey', ['variation_id', 'store_id'])
    .execute();
  // The listing's "available at my store" filter: a store's variations in stock.
  await sql`create index store_stock_in_stock on store_stock (store_id, variation_id) where stock > 0`.execute(db);

  await db.schema.alterTable('stores').addColumn('short_name', 'text').execute();
  await db.schema
    .alterTable('stores')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('America/Los_Angeles'))
    .execute();
  // Stores already there: the last word of the title (the seed names its own, seed/stores-and-pages.ts).
  await sql`update stores set short_name = regexp_replace(title, '^.*\\s', '')`.execute(db);

  // A database with stock already: all of it at the first store, so the chain-wide figure holds.
  await sql`insert into store_stock (variation_id, store_id, stock)
    select v.id, s.id, v.stock from variations v, (select id from stores order by sort, id limit 1) s where v.stock > 0`.execute(db);

  await sql`create function store_stock_sums_inserted() returns trigger language plpgsql as $$
    begin
      update variations v set stock = v.stock + d.delta
      from (select variation_id, sum(stock) as delta from changed group by variation_id) d
      where v.id = d.variation_id and d.delta <> 0;
      return null;
    end $$`.execute(db);
  await sql`create function store_stock_sums_deleted() returns trigger language plpgsql as $$
    begin
      update variations v set stock = v.stock - d.delta
      from (select variation_id, sum(stock) as delta from gone group by variation_id) d
      where v.id = d.variation_id and d.delta <> 0;
      return null;
    end $$`.execute(db);
  await sql`create function store_stock_sums_updated() returns trigger language plpgsql as $$
    begin
      update variations v set stock = v.stock + d.delta
      from (select variation_id, sum(stock) as delta
            from (select variation_id, stock from changed union all select variation_id, -stock from gone) moved
            group by variation_id) d
      where v.id = d.variation_id and d.delta <> 0;
      return null;
    end $$`.execute(db);
  await sql`create trigger store_stock_sums_insert after insert on store_stock
    referencing new table as changed for each statement execute function store_stock_sums_inserted()`.execute(db);
  await sql`create trigger store_stock_sums_delete after delete on store_stock
    referencing old table as gone for each statement execute function store_stock_sums_deleted()`.execute(db);
  await sql`create trigger store_stock_sums_update after update on store_stock
    referencing old table as gone new table as changed for each statement execute function store_stock_sums_updated()`.execute(db);

  // Shoppers see stock per store: its changes are catalogue changes (migration 010, ADR 0152).
  await sql`create trigger store_stock_catalogue_changed
    after insert or update or delete or truncate on store_stock
    for each statement execute function notify_catalogue_changed()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('store_stock').execute();
  for (const fn of ['store_stock_sums_inserted', 'store_stock_sums_deleted', 'store_stock_sums_updated']) {
    await sql`drop function if exists ${sql.id(fn)}()`.execute(db);
  }
  await db.schema.alterTable('stores').dropColumn('time_zone').execute();
  await db.schema.alterTable('stores').dropColumn('short_name').execute();
}
