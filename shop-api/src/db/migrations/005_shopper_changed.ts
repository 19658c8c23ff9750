import { sql, type Kysely } from 'kysely';

/**
 * ADR 0132: every write to what a shopper's pages show about them (cart lines, wish-list items)
 * or to what lets them in (sign-in tokens: login, logout, a password reset, an expiry set by a
 * test) says whose it was on the `shopper_changed` channel. A trigger rather than a call in each
 * route: no write path, present or future, can forget it. The API that opened an embedded
 * database listens and tells the storefronts that keep shoppers' summaries; on a PostgreSQL
 * server nobody listens (see connection.ts) and the notifications cost next to nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_shopper_changed() returns trigger
    language plpgsql as $$
    begin
      perform pg_notify('shopper_changed', coalesce(new.user_id, old.user_id)::text);
      return null;
    end $$`.execute(db);
  for (const table of ['cart_lines', 'wishlist_items', 'auth_tokens']) {
    await sql`
      create trigger ${sql.id(`${table}_shopper_changed`)}
      after insert or update or delete on ${sql.table(table)}
      for each row execute function notify_shopper_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['cart_lines', 'wishlist_items', 'auth_tokens']) {
    await sql`drop trigger ${sql.id(`${table}_shopper_changed`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function notify_shopper_changed()`.execute(db);
}
