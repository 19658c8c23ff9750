import { sql, type Kysely } from 'kysely';

// Known devices (ADR 0139): which browsers signed in to which account, by the SHA-256 of the
// opaque device token the browser keeps in a cookie. One token may name the browser for several
// accounts (a shared computer), hence the pair as the key; the index finds a token for any account.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('known_devices')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('last_sign_in_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('known_devices_pk', ['user_id', 'token_hash'])
    .execute();
  await db.schema.createIndex('known_devices_token_hash').on('known_devices').column('token_hash').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('known_devices').ifExists().execute();
}
