import { sql, type Kysely } from 'kysely';

/**
 * How many listed products each brand has in each category (ADR 0168), kept by triggers on
 * `products` so every writer keeps it in step. Counting them from `products` for the filter
 * master read every listed product: about 20 ms at 50,000 products on PGlite, against a few
 * hundred rows here. A row whose count falls to 0 stays; readers skip it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table brand_listings (
      brand_id integer not null,
      category_id integer not null,
      listed integer not null,
      primary key (brand_id, category_id)
    )`.execute(db);
  await sql`
    insert into brand_listings (brand_id, category_id, listed)
    select brand_id, category_id, count(*) from products where not_found = false and brand_id is not null group by 1, 2`.execute(db);

  // Inserts per statement (a seed's batch of 500 in one go); updates and deletes per row, and
  // only when the brand, the category or being listed changed.
  await sql`
    create or replace function brand_listings_add() returns trigger language plpgsql as $$
    begin
      insert into brand_listings (brand_id, category_id, listed)
      select brand_id, category_id, count(*) from added_products where not_found = false and brand_id is not null group by 1, 2
      on conflict (brand_id, category_id) do update set listed = brand_listings.listed + excluded.listed;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger products_brand_listings_insert after insert on products
    referencing new table as added_products for each statement execute function brand_listings_add()`.execute(db);
  await sql`
    create or replace function brand_listings_change() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' and not old.not_found and old.brand_id is not null then
        update brand_listings set listed = listed - 1 where brand_id = old.brand_id and category_id = old.category_id;
      end if;
      if tg_op <> 'DELETE' and not new.not_found and new.brand_id is not null then
        insert into brand_listings (brand_id, category_id, listed) values (new.brand_id, new.category_id, 1)
        on conflict (brand_id, category_id) do update set listed = brand_listings.listed + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger products_brand_listings_update after update on products
    for each row when ((old.brand_id, old.category_id, old.not_found) is distinct from (new.brand_id, new.category_id, new.not_found))
    execute function brand_listings_change()`.execute(db);
  await sql`
    create trigger products_brand_listings_delete after delete on products
    for each row execute function brand_listings_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger products_brand_listings_delete on products`.execute(db);
  await sql`drop trigger products_brand_listings_update on products`.execute(db);
  await sql`drop trigger products_brand_listings_insert on products`.execute(db);
  await sql`drop function brand_listings_change()`.execute(db);
  await sql`drop function brand_listings_add()`.execute(db);
  await sql`drop table brand_listings`.execute(db);
}
