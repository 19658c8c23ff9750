/**
 * `npm run db:reset`: empties the configured database and rebuilds it: migrations, then the
 * deterministic seed (`-- --products N` or SEED_PRODUCTS=N for a catalogue of N products). Embedded PGlite: the data folder is deleted and recreated. PostgreSQL
 * (DATABASE_URL): every table of the connection's current schema is dropped. Stop any running
 * server on the same database first.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { isSeeded, seedDatabase } from '../seed';
import { catalogueSizeFrom, seedProgressLogger } from '../seed/catalogue-size';
import { createDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';

async function main(): Promise<void> {
  const products = catalogueSizeFrom(process.argv.slice(2), process.env);
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = databaseUrl ? undefined : (process.env.PGLITE_DIR ?? '.data/pglite');
  if (dataDir) {
    rmSync(resolve(dataDir), { recursive: true, force: true });
    console.log(`[db:reset] removed embedded database ${dataDir}`);
  }
  const db = createDatabase({ databaseUrl, dataDir });
  try {
    if (databaseUrl) {
      const { rows } = await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = current_schema()`.execute(db);
      for (const { tablename } of rows) await sql`drop table if exists ${sql.id(tablename)} cascade`.execute(db);
      console.log(`[db:reset] dropped ${rows.length} tables`);
    }
    await migrateToLatest(db);
    const started = Date.now();
    await seedDatabase(db, { products, progress: seedProgressLogger('[db:reset]') });
    if (!(await isSeeded(db))) throw new Error('seeding left the catalogue empty');
    const { n } = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(`[db:reset] migrated and seeded ${n} products in ${Date.now() - started} ms`);
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  console.error('[db:reset] failed:', error);
  process.exit(1);
});
