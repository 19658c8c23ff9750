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

  // One field as search terms. 'simple' keeps every word as written: names in French, German,
  // Italian or Spanish are not English and an English stemmer would mangle them. Plurals are
  // matched through the vocabulary's stems instead (search-terms.ts), which keeps the
  // documents half the size and their upkeep half the cost of also storing English stems.
  await sql`
    create or replace function search_vector(text) returns tsvector
    language sql immutable parallel safe as $$
      select to_tsvector('simple'::regconfig, search_unaccent(coalesce($1, '')))
    $$`.execute(db);

  // The values of a product's specification_section (type, style, brand, country, region, sizes, SKU): its
  // labels dropped. The text search parser skips the HTML tags and entities on its own, so one
  // regular expression is all the parsing (the seed of 50,000 products runs it for each).
  // Tasting notes stay out: "rose petal" or "vanilla" would make a gin answer a search for rosé.
  await sql`
    create or replace function product_specification_text(sections jsonb) returns text
    language sql immutable parallel safe as $$
      select regexp_replace(coalesce(sections -> 'specification_section' ->> 'section_content', ''), '<strong>[^<]*</strong>', ' ', 'g')
    $$`.execute(db);

  // A product's document, ranked by field: title A, brand B, category and its parent C, country
  // and specification D. PL/pgSQL keeps the lookups' plans for the session: a seed of 50,000
  // products pays for planning once.
  await sql`alter table products add column search_document tsvector not null default ''`.execute(db);
  await sql`
    create or replace function products_fill_search_document() returns trigger
    language plpgsql as $$
    declare
      brand text;
      category text;
      country text;
    begin
      select name into brand from terms where id = new.brand_id;
      select concat_ws(' ', c.title, parent.title) into category
        from categories c left join categories parent on parent.id = c.parent_id where c.id = new.category_id;
      select name into country from terms where id = new.country_id;
      new.search_document := setweight(search_vector(new.title), 'A') || setweight(search_vector(brand), 'B')
        || setweight(search_vector(category), 'C')
        || setweight(search_vector(concat_ws(' ', country, product_specification_text(new.sections))), 'D');
      return new;
    end $$`.execute(db);
  await sql`
    create trigger products_search_document
    before insert or update of title, brand_id, category_id, country_id, sections on products
    for each row execute function products_fill_search_document()`.execute(db);
  await sql`create index products_search_document on products using gin (search_document) with (fastupdate = off)`.execute(db);

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
  // Set-based over the statement's rows. The words come from their documents, already parsed;
  // only titles and names (short) are parsed again, for the words' accented forms.
  await sql`
    create or replace function products_add_search_words() returns trigger
    language plpgsql as $$
    begin
      with lexemes as (
        select distinct w as word from changed_products p, unnest(tsvector_to_array(p.search_document)) w
      ),
      written as (
        select distinct on (search_unaccent(w)) search_unaccent(w) as word, w as display
        from (
          select distinct w from (
            select title as text from changed_products union all select name from terms union all select title from categories
          ) source, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, source.text))) w
        ) names
        order by search_unaccent(w), w
      )
      insert into search_words (word, display, stem)
      select l.word, coalesce(written.display, l.word), coalesce((ts_lexize('english_stem', l.word))[1], l.word)
      from lexemes l left join written on written.word = l.word
      where length(l.word) >= 3 and l.word !~ '[0-9]'
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
    'product_specification_text(jsonb)',
    'search_vector(text)',
    'search_unaccent(text)',
  ]) {
    await sql`drop function ${sql.raw(fn)}`.execute(db);
  }
}
