import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';
import { catalogueChangeOf, type CatalogueChanges } from '../catalogue/changes';

export type ShopDb = Kysely<Database>;

interface DatabaseOptions {
  /** A PostgreSQL server. When set, PGlite is not used. */
  databaseUrl?: string;
  /** Folder for the embedded database; omitted means in memory (tests). */
  dataDir?: string;
}

// numeric (money, ratings) and bigint (counts) are read as JS numbers by both drivers, so
// queries return the same types on PGlite and on a PostgreSQL server. Money is computed in
// cents (see money.ts) so float rounding never reaches a total.
const NUMERIC_OID = 1700;
const INT8_OID = 20;

// The PostgreSQL driver is loaded only when a server is used: the embedded database never needs
// it, and loading it costs every `npm start` a few MB of memory (ADR 0134).
async function openPostgresPool(connectionString: string) {
  const { default: pg } = await import('pg');
  pg.types.setTypeParser(NUMERIC_OID, (value) => Number(value));
  pg.types.setTypeParser(INT8_OID, (value) => Number(value));
  return new pg.Pool({ connectionString, max: 10 });
}

// PostgreSQL's default 128 MB of shared buffers lives in PGlite's WASM heap and is soon touched
// in full: the shop's catalogue fits in far less, and 16 MB cuts the embedded database's resident
// memory by about 100 MB (ADR 0121). Its default 1 GB of write-ahead log before a checkpoint
// stayed on disk after a large seed (945 MB at 50,000 products): capped at 128 MB it left 129 (ADR 0172).
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'max_wal_size=128MB', '-c', 'min_wal_size=32MB'],
];

/** The PGlite client under each embedded database, for what Kysely cannot do (listening). */
const embedded = new WeakMap<ShopDb, PGlite>();

export function createDatabase(options: DatabaseOptions): ShopDb {
  if (options.databaseUrl) {
    const { databaseUrl } = options;
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: () => openPostgresPool(databaseUrl) }) });
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    dataDir: options.dataDir,
    startParams: PGLITE_START_PARAMS,
    // Product search (migration 008): trigram similarity and accent folding.
    extensions: { pg_trgm, unaccent },
    parsers: { [NUMERIC_OID]: Number, [INT8_OID]: Number },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  embedded.set(db, client);
  return db;
}

/** Whether the catalogue listener is connected: while it is not, a change may go unheard. */
type CatalogueHearing = (hearing: boolean) => void;

/**
 * Tells `feed` of every write to the catalogue tables (migration 010, ADR 0152), from any writer.
 * Embedded: PGlite delivers it before the writing query resolves. A PostgreSQL server: one
 * connection of its own listens, a moment after the writer commits; when that connection drops,
 * `hearing(false)` until it is back, and the feed is told once on reconnecting, since changes
 * made meanwhile were not heard. Returns the call that stops listening.
 */
export async function listenForCatalogueChanges(
  db: ShopDb,
  databaseUrl: string | undefined,
  feed: CatalogueChanges,
  hearing: CatalogueHearing,
): Promise<() => Promise<void>> {
  const client = embedded.get(db);
  if (client) {
    const stop = await client.listen('catalogue_changed', (payload) => feed.notify(catalogueChangeOf(payload)));
    hearing(true);
    return () => stop();
  }
  if (!databaseUrl) return async () => undefined;
  const { default: pg } = await import('pg');
  let listener: InstanceType<typeof pg.Client> | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    const lost = () => {
      if (listener !== next) return;
      listener = undefined;
      hearing(false);
      next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), 1_000);
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (notice) => feed.notify(catalogueChangeOf(notice.payload)));
    listener = next;
    try {
      await next.connect();
      await next.query('listen catalogue_changed');
      hearing(true);
      // Whatever changed while nobody listened.
      feed.notify('any');
    } catch {
      lost();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = listener;
    listener = undefined;
    await last?.end().catch(() => undefined);
  };
}
