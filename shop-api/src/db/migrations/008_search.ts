import { sql, type Kysely } from 'kysely';

/**
 * Product search with PostgreSQL's own engine (ADR 0146): every product keeps a weighted
 * full-text document (title A, brand B, category C, specification D) with accents folded, and
 * a vocabulary of the words shoppers may mean (for typos and "Did you mean"), both kept by
 * triggers so every write path, the seed of any size included, fills them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Embedded PGlite loads these as contrib extensions (connection.ts); on a server they are
  // trusted extensions a database owner may create.
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create extension if not exists unaccent`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select extnamespace::regnamespace::text as schema from pg_extension where extname = 'unaccent'`.execute(db);
  const unaccentSchema = rows[0].schema;

  // unaccent() is only STABLE (its dictionary could change), so it cannot be indexed. Naming the
  // dictionary and its schema pins it: the wrapper may then promise IMMUTABLE.
  await sql`
    create or replace function search_unaccent(text) returns text
    language sql immutable strict parallel safe as
    ${sql.lit(`select ${unaccentSchema}.unaccent('${unaccentSchema}.unaccent'::regdictionary, $1)`)}`.execute(db);

  // One field as search terms: 'simple' keeps every word as written (names in French, German,
  // Italian, Spanish are not English and must not be stemmed into something else) and serves
  // prefix matches; 'english' adds the stems that make plurals match ("roses", "wines").
  await sql`
    create or replace function search_vector(text) returns tsvector
    language sql immutable parallel safe as $$
      select to_tsvector('simple'::regconfig, search_unaccent(coalesce($1, '')))
          || to_tsvector('english'::regconfig, search_unaccent(coalesce($1, '')))
    $$`.execute(db);

  // The specification section's values (type, style, brand, country, region, sizes, SKU) as
  // text: its labels and tags dropped. Tasting notes stay out: "rose petal" or "vanilla" would
  // make a gin answer a search for rosé.
  await sql`
    create or replace function product_specification_text(sections jsonb) returns text
    language sql immutable parallel safe as $$
      select regexp_replace(
        regexp_replace(coalesce(sections -> 'specification_section' ->> 'section_content', ''), '<strong>[^<]*</strong>', ' ', 'g'),
        '<[^>]*>|&[a-z]+;|&#[0-9]+;', ' ', 'g')
    $$`.execute(db);

  // The four ranked fields of a product: title, brand, category with its parent, and the rest.
  await sql`
    create or replace function product_search_fields(title text, brand_id integer, category_id integer, country_id integer, sections jsonb)
    returns text[] language sql stable parallel safe as $$
      select array[
        title,
        (select name from terms where id = brand_id),
        (select concat_ws(' ', c.title, parent.title) from categories c left join categories parent on parent.id = c.parent_id where c.id = category_id),
        concat_ws(' ', (select name from terms where id = country_id), product_specification_text(sections))
      ]
    $$`.execute(db);

  await sql`
    create or replace function search_document(fields text[]) returns tsvector
    language sql immutable parallel safe as $$
      select setweight(search_vector(fields[1]), 'A') || setweight(search_vector(fields[2]), 'B')
          || setweight(search_vector(fields[3]), 'C') || setweight(search_vector(fields[4]), 'D')
    $$`.execute(db);

  await sql`alter table products add column search_document tsvector not null default ''`.execute(db);
  await sql`
    create or replace function products_fill_search_document() returns trigger
    language plpgsql as $$
    begin
      new.search_document := search_document(product_search_fields(new.title, new.brand_id, new.category_id, new.country_id, new.sections));
      return new;
    end $$`.execute(db);
  await sql`
    create trigger products_search_document
    before insert or update of title, brand_id, category_id, country_id, sections on products
    for each row execute function products_fill_search_document()`.execute(db);
  await sql`create index products_search_document on products using gin (search_document)`.execute(db);

  // The vocabulary: each word of the searched fields once, unaccented (`word`, what a shopper's
  // typing is compared with), as written (`display`, what "Did you mean" shows) and stemmed.
  // Words with digits (vintages, sizes, SKUs) are no one's typo to correct.
  await sql`
    create table search_words (
      word text primary key,
      display text not null,
      stem text not null
    )`.execute(db);
  await sql`create index search_words_trigram on search_words using gin (word gin_trgm_ops)`.execute(db);
  await sql`create index search_words_stem on search_words (stem)`.execute(db);
  await sql`
    create or replace function products_add_search_words() returns trigger
    language plpgsql as $$
    begin
      insert into search_words (word, display, stem)
      select distinct on (search_unaccent(w)) search_unaccent(w), w,
        coalesce((ts_lexize('english_stem', search_unaccent(w)))[1], search_unaccent(w))
      from changed_products p,
        unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
          array_to_string(product_search_fields(p.title, p.brand_id, p.category_id, p.country_id, p.sections), ' ')))) w
      where length(w) >= 3 and w !~ '[0-9]'
      order by search_unaccent(w), w
      on conflict (word) do nothing;
      return null;
    end $$`.execute(db);
  // A trigger with a transition table takes one event only: one for inserts, one for updates.
  // Per statement, so a seed inserting in batches adds each batch's words in one go.
  for (const event of ['insert', 'update'] as const) {
    await sql`
      create trigger ${sql.id(`products_search_words_${event}`)}
      after ${sql.raw(event)} on products referencing new table as changed_products
      for each statement execute function products_add_search_words()`.execute(db);
  }
  // Products already there (a database migrated before this) get their document and words.
  await sql`update products set title = title`.execute(db);

  // A renamed brand, country or category renames it in its products' documents too.
  await sql`
    create or replace function products_refresh_search_documents() returns trigger
    language plpgsql as $$
    begin
      if tg_table_name = 'terms' then
        update products set title = title where brand_id = new.id or country_id = new.id;
      else
        update products set title = title
        where category_id in (select id from categories where id = new.id or parent_id = new.id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger terms_search_documents after update of name on terms
    for each row execute function products_refresh_search_documents()`.execute(db);
  await sql`
    create trigger categories_search_documents after update of title on categories
    for each row execute function products_refresh_search_documents()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger categories_search_documents on categories`.execute(db);
  await sql`drop trigger terms_search_documents on terms`.execute(db);
  await sql`drop trigger products_search_words_update on products`.execute(db);
  await sql`drop trigger products_search_words_insert on products`.execute(db);
  await sql`drop trigger products_search_document on products`.execute(db);
  await sql`drop table search_words`.execute(db);
  await sql`alter table products drop column search_document`.execute(db);
  for (const fn of [
    'products_refresh_search_documents()',
    'products_add_search_words()',
    'products_fill_search_document()',
    'search_document(text[])',
    'product_search_fields(text, integer, integer, integer, jsonb)',
    'product_specification_text(jsonb)',
    'search_vector(text)',
    'search_unaccent(text)',
  ]) {
    await sql`drop function ${sql.raw(fn)}`.execute(db);
  }
}
