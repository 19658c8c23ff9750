import { sql, type Kysely } from 'kysely';

/**
 * A narrow table for searches (ADR 0160): each product's search document with the listing
 * columns a search filters and sorts on, under the same names as in `products`. A broad search
 * ranks every match; read from `products` (wide rows, about 4,000 pages at 50,000 products) that
 * meant reading most of the table from the data folder for each search. Kept by triggers on
 * `products`, so every writer (seed, checkout, renames) keeps it in step.
 */
const COLUMNS = [
  'created_at',
  'category_id',
  'country_id',
  'brand_id',
  'season_id',
  'rating',
  'card_price',
  'not_found',
  'search_document',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const columns = sql.join(COLUMNS.map((c) => sql.id(c)));
  // Fixed-width columns first: no padding between them.
  await sql`
    create table product_search (
      id integer primary key references products (id) on delete cascade,
      created_at timestamptz not null,
      category_id integer not null,
      country_id integer,
      brand_id integer,
      season_id integer,
      rating numeric(2,1) not null,
      card_price numeric(10,2),
      not_found boolean not null,
      search_document tsvector not null
    )`.execute(db);
  // Rows of a category and brand side by side: a search for a type or a brand ("bourbon", "red
  // wine") finds its matches on a tenth of the pages it would read in insertion order. The seed
  // clusters again after inserting (seed/index.ts); products added later go at the end.
  await sql`create index product_search_clustered on product_search (category_id, brand_id)`.execute(db);
  await sql`alter table product_search cluster on product_search_clustered`.execute(db);
  await sql`insert into product_search (id, ${columns}) select id, ${columns} from products order by category_id, brand_id, id`.execute(db);
  await sql`create index product_search_document on product_search using gin (search_document) with (fastupdate = off)`.execute(db);
  // Searches no longer read products' own document index; dropping it spares each write of a document one GIN update.
  await sql`drop index products_search_document`.execute(db);

  // Inserts per statement (a seed's batch of 500 in one go); updates per row, and only when a
  // column of the copy changed: a stock change that keeps the card price writes nothing here.
  await sql`
    create function product_search_add() returns trigger language plpgsql as $$
    begin
      insert into product_search (id, ${columns}) select id, ${columns} from added_products;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger products_search_rows_insert after insert on products
    referencing new table as added_products for each statement execute function product_search_add()`.execute(db);
  const set = sql.join(COLUMNS.map((c) => sql`${sql.id(c)} = new.${sql.id(c)}`));
  await sql`
    create function product_search_update() returns trigger language plpgsql as $$
    begin
      update product_search set ${set} where id = new.id;
      return null;
    end $$`.execute(db);
  const oldRow = sql.join(COLUMNS.map((c) => sql`old.${sql.id(c)}`));
  const newRow = sql.join(COLUMNS.map((c) => sql`new.${sql.id(c)}`));
  // No column list: the document is written by a BEFORE trigger, which an UPDATE OF list does not see.
  await sql`
    create trigger products_search_rows_update after update on products
    for each row when ((${oldRow}) is distinct from (${newRow})) execute function product_search_update()`.execute(db);
  await sql`analyze product_search`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger products_search_rows_update on products`.execute(db);
  await sql`drop trigger products_search_rows_insert on products`.execute(db);
  await sql`drop function product_search_update()`.execute(db);
  await sql`drop function product_search_add()`.execute(db);
  await sql`drop table product_search`.execute(db);
  await sql`create index products_search_document on products using gin (search_document) with (fastupdate = off)`.execute(db);
}
