import { createShopApi, type ShopApi } from '../src/app';
import { readShopApiConfig, type ShopApiConfig } from '../src/config';
import { createDatabase, listenForCatalogueChanges, type ShopDb } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { seedDatabase, type SeedOptions } from '../seed';
import type { MailMessage, Mailer } from '../src/mail/mailer';
import { throwAwayPostgres } from './throwaway-postgres';

export interface CallOptions {
  body?: unknown;
  /** Raw body text, for malformed-JSON tests. */
  rawBody?: string;
  token?: string | null;
  headers?: Record<string, string>;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  response: Response;
}

/** The mails the test shop sent (kept in memory). */
export interface TestOutbox {
  messages: MailMessage[];
  /** The first mail to `to` (matching `subject` when given), waiting up to 2 s: mails go out in the background. */
  waitFor(to: string, subject?: RegExp): Promise<MailMessage>;
}

function createTestOutbox(): TestOutbox & { mailer: Mailer } {
  const messages: MailMessage[] = [];
  const find = (to: string, subject?: RegExp) => messages.find((m) => m.to === to && (!subject || subject.test(m.subject)));
  return {
    messages,
    mailer: { send: async (message) => void messages.push(message) },
    async waitFor(to, subject) {
      for (let i = 0; i < 100; i++) {
        const found = find(to, subject);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(
        `No mail to ${to}${subject ? ` matching ${subject}` : ''}; sent: ${messages.map((m) => `${m.to}: ${m.subject}`).join('; ')}`,
      );
    },
  };
}

export interface TestShop {
  db: ShopDb;
  outbox: TestOutbox;
  api: ShopApi;
  config: ShopApiConfig;
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<CallResult<T>>;
  /** Removes accounts, carts, wish lists, orders and messages; the catalogue stays. */
  resetUserData(): Promise<void>;
  close(): Promise<void>;
}

export const TEST_ORIGIN = 'http://shop.test';

/**
 * A real shop API on a fresh, migrated and seeded database: in-memory PGlite, or a new
 * database on the PostgreSQL server named by SHOP_TEST_DATABASE_URL (dropped on close).
 * Create one per test file (beforeAll) and reset user data between tests.
 */
export async function createTestShop(env: Record<string, string | undefined> = {}, seed: SeedOptions = {}): Promise<TestShop> {
  const postgres = await throwAwayPostgres('le_test');
  const db: ShopDb = createDatabase(postgres ? { databaseUrl: postgres.url } : {});
  const dropDatabase = postgres?.drop;
  await migrateToLatest(db);
  await seedDatabase(db, seed);

  const config = readShopApiConfig({ STOREFRONT_ORIGIN: TEST_ORIGIN, ...env });
  const outbox = createTestOutbox();
  const api = createShopApi({ db, config, mailer: outbox.mailer });
  // As openShopApi does: catalogue writes, even straight to the database, reach the read cache.
  const stopListening = await listenForCatalogueChanges(db, postgres?.url, api.catalogueChanges, api.hearCatalogue);

  return {
    db,
    outbox,
    api,
    config,
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      let body: string | undefined;
      if (options.rawBody !== undefined) body = options.rawBody;
      else if (options.body !== undefined) body = JSON.stringify(options.body);
      if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const response = await api.fetch(new Request(`${TEST_ORIGIN}/api/v1${path}`, { method, headers, body }));
      const text = await response.clone().text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // HTML pages (the payment page) stay text.
      }
      return { status: response.status, body: parsed as any, response };
    },
    async resetUserData() {
      for (const table of [
        'payment_intents',
        'order_lines',
        'orders',
        'cart_lines',
        'wishlist_items',
        'billing_addresses',
        'password_resets',
        'auth_tokens',
        'known_devices',
        'contact_messages',
        'back_in_stock_requests',
        'users',
        'rate_limits',
      ] as const) {
        await db.deleteFrom(table).execute();
      }
      outbox.messages.length = 0;
    },
    async close() {
      await stopListening();
      await db.destroy();
      await dropDatabase?.();
    },
  };
}

/**
 * Reads until `holds` is true (or about a second has passed) and returns the last read. A write
 * straight to the database reaches the API's read cache through NOTIFY: at once on PGlite, a
 * moment after the commit on a PostgreSQL server (ADR 0152).
 */
export async function eventually<T>(read: () => Promise<T>, holds: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 50 && !holds(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}
