/**
 * Starts the REAL shop API over HTTP for the security tests: `shop-api/src/serve.ts` (what
 * `npm run api` runs) in its own process, on a free port, with a fresh embedded PGlite database
 * in a temp folder (removed on stop). `prepare` runs on that database before the server opens it
 * (e.g. to set a product's stock), so a test knows exactly what it starts from.
 * With SHOP_TEST_DATABASE_URL set (CI), it runs on a throw-away database on that PostgreSQL
 * server instead, so the concurrency tests also meet real parallel connections.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ShopDb } from '../../../shop-api/src/db/connection';
import { openShopApi } from '../../../shop-api/src/open';
import pg from 'pg';
import { randomBytes } from 'node:crypto';

/** Parsed JSON answers: tests read what they assert on. */

export type Json = any;

export interface ApiServer {
  /** e.g. http://127.0.0.1:43123/api/v1 */
  baseUrl: string;
  port: number;
  /** JSON POST (or any method) to a path under /api/v1; answers status and parsed body. */
  call<T = Json>(
    path: string,
    init?: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: T; response: Response }>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startApiServer(
  options: { env?: Record<string, string>; prepare?: (db: ShopDb) => Promise<void> } = {},
): Promise<ApiServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'le-security-api-'));
  const postgres = await throwAwayPostgres();
  const database = postgres ? { DATABASE_URL: postgres.url } : { PGLITE_DIR: dataDir, DATABASE_URL: '' };
  if (options.prepare) {
    const opened = await openShopApi(database);
    try {
      await options.prepare(opened.db);
    } finally {
      await opened.close();
    }
  }
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'shop-api/src/serve.ts'], {
    env: {
      ...process.env,
      ...options.env,
      API_PORT: String(port),
      ...database,
      NODE_ENV: 'production',
    },
    cwd: fileURLToPath(new URL('../../../', import.meta.url)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));

  const baseUrl = `http://127.0.0.1:${port}/api/v1`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`shop API exited (${child.exitCode}):\n${log}`);
    try {
      const response = await fetch(`${baseUrl}/get-stores`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`shop API did not start within 60 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    baseUrl,
    port,
    async call(path, init = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...init.headers };
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      const response = await fetch(baseUrl + path, {
        method: init.method ?? 'POST',
        headers,
        body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
        redirect: 'manual',
      });
      const text = await response.clone().text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // HTML (the payment page) stays text
      }
      return { status: response.status, body: body as Json, response };
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 8_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
      await postgres?.drop();
    },
  };
}

/** A new database on SHOP_TEST_DATABASE_URL's server, or null when it is not set. */
async function throwAwayPostgres(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const serverUrl = process.env.SHOP_TEST_DATABASE_URL;
  if (!serverUrl) return null;
  const name = `le_security_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

let counter = 0;

/** Registers a fresh shopper (not signed in). */
export async function registerShopper(api: ApiServer, password = 'Sommelier1!') {
  const email = `security.${process.pid}.${Date.now()}.${++counter}@example.com`;
  const registered = await api.call('/registration', {
    body: {
      firstname: 'Sec',
      lastname: 'Test',
      email_address: email,
      password,
      phonenumber: '+1 555 010 2030',
      country: 'United States',
    },
  });
  if (registered.status !== 201) throw new Error(`registration failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  return { email, password };
}

export async function signIn(api: ApiServer, email: string, password: string): Promise<string> {
  const login = await api.call('/login', { body: { email_address: email, password } });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body.data.token as string;
}
