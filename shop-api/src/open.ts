import { createShopApi, type ShopApi } from './app';
import { readShopApiConfig, type ShopApiConfig } from './config';
import { createDatabase, listenForCatalogueChanges, type ShopDb } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { sweepPeriodically } from './housekeeping';
import { isSeeded, seedDatabase } from '../seed';
import { parseCatalogueSize, seedProgressLogger } from '../seed/catalogue-size';

export interface OpenedShopApi extends ShopApi {
  db: ShopDb;
  config: ShopApiConfig;
  close(): Promise<void>;
}

/**
 * Opens the database named by the environment (DATABASE_URL, else embedded PGlite in
 * PGLITE_DIR or .data/pglite), migrates it, seeds it when empty (SEED_PRODUCTS products, read
 * only then: an existing catalogue is never reseeded), sweeps expired rows hourly
 * (housekeeping.ts), and returns the handler.
 */
export async function openShopApi(env: Record<string, string | undefined> = process.env): Promise<OpenedShopApi> {
  const products = parseCatalogueSize(env.SEED_PRODUCTS);
  const db = createDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : (env.PGLITE_DIR ?? '.data/pglite'),
  });
  await migrateToLatest(db);
  if (!(await isSeeded(db))) {
    await seedDatabase(db, { products, progress: seedProgressLogger('[shop-api]') });
  }
  const config = readShopApiConfig(env);
  const api = createShopApi({ db, config });
  const stopListening = await listenForCatalogueChanges(db, env.DATABASE_URL, api.catalogueChanges, api.hearCatalogue);
  const stopSweeping = sweepPeriodically(db, config);
  return {
    ...api,
    db,
    config,
    close: async () => {
      await stopSweeping();
      await stopListening();
      await db.destroy();
    },
  };
}
