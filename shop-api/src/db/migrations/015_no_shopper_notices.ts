import { sql, type Kysely } from 'kysely';
import { up as createShopperNotices } from './005_shopper_changed';

/**
 * Migration 005's notices of each shopper's writes fed the storefronts' kept summaries (ADR 0132),
 * which did not pay on real traffic and are gone (ADR 0159): nobody listens, so the triggers go
 * and cart, wish-list and sign-in writes stop raising them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['cart_lines', 'wishlist_items', 'auth_tokens']) {
    await sql`drop trigger if exists ${sql.id(`${table}_shopper_changed`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists notify_shopper_changed()`.execute(db);
}

/** Back to migration 005's triggers, exactly as it made them. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await createShopperNotices(db);
}
