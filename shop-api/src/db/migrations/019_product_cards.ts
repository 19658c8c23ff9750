import { sql, type Kysely } from 'kysely';

/**
 * Each listed product's card, kept as JSON (ADR 0174): the columns a card shows and its sizes,
 * each with its stock per store, as catalogue/product-cards.ts reads them. At 50,000 products a
 * page of twelve cards read from products, variations, terms and store stock cost about 3.5 ms
 * of the API's CPU, almost always for products no page had asked for; read from here, 0.6 ms.
 *
 * Statement triggers with transition tables keep it current whatever writes the catalogue (an
 * order's stock, a back office, a test hook, the seed): one refresh per statement, however many
 * rows it touched, of the products it touched. A product that is not listed has no card.
 */
const CARD = sql`json_build_object('id', p.id, 'uid', p.uid, 'title', p.title, 'slug', p.slug, 'image', p.image,
  'rating', p.rating, 'review_count', p.review_count, 'have_offer', p.have_offer, 'offer_label', p.offer_label,
  'updated_at', p.updated_at, 'variations', coalesce((
    select json_agg(json_build_object('id', v.id, 'size', t.name, 'regular_price', v.regular_price,
      'sale_price', v.sale_price, 'stock', v.stock, 'store_stock', coalesce((
        select json_agg(json_build_object('store_id', ss.store_id, 'stock', ss.stock) order by ss.store_id)
        from store_stock ss where ss.variation_id = v.id and ss.stock > 0), '[]'::json)) order by v.sort, v.id)
    from variations v join terms t on t.id = v.size_id where v.product_id = p.id), '[]'::json))`;

/** Each table whose writes change cards, and the products a statement's rows name. */
const SOURCES = {
  products: sql`select id from touched`,
  variations: sql`select product_id from touched`,
  store_stock: sql`select v.product_id from variations v where v.id in (select variation_id from touched)`,
  terms: sql`select v.product_id from variations v where v.size_id in (select id from touched)`,
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table product_cards (
    product_id integer primary key references products (id) on delete cascade,
    card json not null)`.execute(db);
  // The cards are locked before they are worked out. A statement of a function like this one sees
  // what was committed when it began, so a card worked out after the lock sees the write of any
  // transaction that held it: two orders for sizes of one product at once, on a PostgreSQL server,
  // each leave their stock in the card.
  await sql`create function set_product_cards(ids integer[]) returns void language sql as $$
    insert into product_cards (product_id, card)
      select p.id, '{}'::json from products p where p.id = any(ids) and p.not_found = false
      on conflict (product_id) do nothing;
    select 1 from product_cards c where c.product_id = any(ids) order by c.product_id for update;
    delete from product_cards c where c.product_id = any(ids)
      and not exists (select 1 from products p where p.id = c.product_id and p.not_found = false);
    update product_cards c set card = ${CARD} from products p where p.id = c.product_id and c.product_id = any(ids) $$`.execute(db);
  await sql`select set_product_cards(array(select id from products))`.execute(db);

  for (const [table, products] of Object.entries(SOURCES)) {
    // PostgreSQL lets a trigger with transition tables name one event: three per table, each
    // naming its rows "touched" (an update's old rows too, for a row that moved to another product).
    await sql`create function ${sql.id(`${table}_cards`)}() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' then
          perform set_product_cards(array(with touched as (select * from changed union all select * from gone) ${products}));
        elsif tg_op = 'INSERT' then
          perform set_product_cards(array(with touched as (select * from changed) ${products}));
        else
          perform set_product_cards(array(with touched as (select * from gone) ${products}));
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger ${sql.id(`${table}_cards_insert`)} after insert on ${sql.table(table)}
      referencing new table as changed for each statement execute function ${sql.id(`${table}_cards`)}()`.execute(db);
    await sql`create trigger ${sql.id(`${table}_cards_update`)} after update on ${sql.table(table)}
      referencing old table as gone new table as changed for each statement execute function ${sql.id(`${table}_cards`)}()`.execute(db);
    await sql`create trigger ${sql.id(`${table}_cards_delete`)} after delete on ${sql.table(table)}
      referencing old table as gone for each statement execute function ${sql.id(`${table}_cards`)}()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.keys(SOURCES)) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger ${sql.id(`${table}_cards_${event}`)} on ${sql.table(table)}`.execute(db);
    }
    await sql`drop function ${sql.id(`${table}_cards`)}()`.execute(db);
  }
  await sql`drop function set_product_cards(integer[])`.execute(db);
  await sql`drop table product_cards`.execute(db);
}
