import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { ShopDb } from './connection';
import * as m001 from './migrations/001_initial';
import * as m002 from './migrations/002_rate_limits';
import * as m003 from './migrations/003_search_engine_data';
import * as m004 from './migrations/004_planned_once_reads';
import * as m005 from './migrations/005_shopper_changed';
import * as m006 from './migrations/006_known_devices';
import * as m007 from './migrations/007_promotions';
import * as m008 from './migrations/008_search';
import * as m009 from './migrations/009_listing_indexes';
import * as m010 from './migrations/010_catalogue_changed';
import * as m011 from './migrations/011_store_stock';
import * as m012 from './migrations/012_back_in_stock';
import * as m013 from './migrations/013_category_neighbours';
import * as m014 from './migrations/014_covering_listing_indexes';
import * as m015 from './migrations/015_no_shopper_notices';
import * as m016 from './migrations/016_product_search_table';
import * as m017 from './migrations/017_brand_listings';
import * as m018 from './migrations/018_stock_changes';
import * as m019 from './migrations/019_product_cards';

// Migrations are imported statically so they bundle and run the same from tsx, vitest or a build.
// Work on parallel branches adds them out of order: each still runs once, missing ones first.
const migrations: Record<string, Migration> = {
  '001_initial': m001,
  '002_rate_limits': m002,
  '003_search_engine_data': m003,
  '004_planned_once_reads': m004,
  '005_shopper_changed': m005,
  '006_known_devices': m006,
  '007_promotions': m007,
  '008_search': m008,
  '009_listing_indexes': m009,
  '010_catalogue_changed': m010,
  '011_store_stock': m011,
  '012_back_in_stock': m012,
  '013_category_neighbours': m013,
  '014_covering_listing_indexes': m014,
  '015_no_shopper_notices': m015,
  '016_product_search_table': m016,
  '017_brand_listings': m017,
  '018_stock_changes': m018,
  '019_product_cards': m019,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: ShopDb): Promise<void> {
  const { error, results } = await new Migrator({ db, provider, allowUnorderedMigrations: true }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
