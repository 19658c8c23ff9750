import { createShopApi, type ShopApi } from './app';
import { readShopApiConfig, type ShopApiConfig } from './config';
import { createDatabase, type ShopDb } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { isSeeded, seedDatabase } from '../seed';

export interface OpenedShopApi extends ShopApi {
  db: ShopDb;
  config: ShopApiConfig;
  close(): Promise<void>;
}

/**
 * Opens the database named by the environment (DATABASE_URL, else embedded PGlite in
 * PGLITE_DIR or .data/pglite), migrates it, seeds it when empty, and returns the handler.
 */
export async function openShopApi(env: Record<string, string | undefined> = process.env): Promise<OpenedShopApi> {
  const db = createDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : (env.PGLITE_DIR ?? '.data/pglite'),
  });
  await migrateToLatest(db);
  if (!(await isSeeded(db))) await seedDatabase(db);
  const config = readShopApiConfig(env);
  return { ...createShopApi({ db, config }), db, config, close: () => db.destroy() };
}
