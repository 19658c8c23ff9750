import { sql, type Kysely } from 'kysely';

/** The tables whose rows make up what catalogue readers see. */
const CATALOGUE_TABLES = ['stores', 'categories', 'terms', 'products', 'variations', 'pages', 'cms_documents'];

/**
 * ADR 0152: every write to the catalogue, from the API or from anything else writing to the
 * database (a back office, a script), says so on the `catalogue_changed` channel. A statement
 * trigger rather than a call in each route: no writer can forget it, and PostgreSQL folds the
 * identical notifications of one transaction into one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_catalogue_changed() returns trigger
    language plpgsql as $$
    begin
      perform pg_notify('catalogue_changed', '');
      return null;
    end $$`.execute(db);
  for (const table of CATALOGUE_TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_catalogue_changed`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function notify_catalogue_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of CATALOGUE_TABLES) {
    await sql`drop trigger ${sql.id(`${table}_catalogue_changed`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function notify_catalogue_changed()`.execute(db);
}
