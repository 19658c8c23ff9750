import { sql, type Kysely } from 'kysely';

/**
 * Back-in-stock requests (ADR 0156): a shopper asks to be mailed when a sold-out size returns.
 * When a variation's chain-wide stock rises from nothing, a row trigger marks its open requests
 * due in the same transaction, whichever writer raised it (an API route, a back office, a
 * script); the API mails and closes due requests after the commit (commerce/back-in-stock.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('back_in_stock_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('variation_id', 'integer', (c) => c.notNull().references('variations.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull()) // stored lower-cased
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Set by the trigger when the stock returns; the mail goes out for due, open requests.
    .addColumn('due_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('closed_reason', 'text', (c) => c.check(sql`closed_reason in ('mailed', 'cancelled')`))
    // SHA-256 of the cancel link's token, set when the mail is sent (the raw token is only in the mail).
    .addColumn('cancel_token_hash', 'text', (c) => c.unique())
    .execute();
  // One open request per size and address: asking again changes nothing.
  await sql`create unique index back_in_stock_open on back_in_stock_requests (variation_id, email) where closed_at is null`.execute(db);
  await sql`create index back_in_stock_due on back_in_stock_requests (id) where due_at is not null and closed_at is null`.execute(db);
  await sql`create index back_in_stock_open_email on back_in_stock_requests (email) where closed_at is null`.execute(db);

  await sql`
    create function mark_back_in_stock_due() returns trigger
    language plpgsql as $$
    begin
      update back_in_stock_requests set due_at = now()
        where variation_id = new.id and closed_at is null and due_at is null;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger variations_back_in_stock
    after update of stock on variations
    for each row when (old.stock <= 0 and new.stock > 0)
    execute function mark_back_in_stock_due()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger variations_back_in_stock on variations`.execute(db);
  await sql`drop function mark_back_in_stock_due()`.execute(db);
  await db.schema.dropTable('back_in_stock_requests').execute();
}
