/**
 * The scale-out topology of docs/deploy.md on one machine: a database on the PostgreSQL server
 * named by SHOP_TEST_DATABASE_URL (scripts/test-scale.mjs starts one), two shop APIs
 * (`npm run api`'s entry with DATABASE_URL and API_PORT), two storefronts (`npm start`'s entry,
 * WEB_CONCURRENCY=1, SHOP_API_URL at nginx's API pool) and nginx in front of both, configured by
 * the committed deploy/nginx.conf (NGINX_BINARY: which nginx, found by scripts/test-scale.mjs).
 *
 * Ports: SCALE_PORT_BASE and the five after it (shop, API pool, storefronts, APIs), else free ones.
 * SHOP_API_CHANGES passes through to the storefronts (`off`: they do not follow the API's changes).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnNpmStart } from '../../../scripts/npm-start.mjs';
import { throwAwayPostgres } from '../../../shop-api/test/throwaway-postgres';
import { ensureBuild, freePort, ROOT, TEST_SECRETS } from '../../security/support/storefront-server';

const FORWARD_KEY = 'scale-test-forward-key';
/** Sign-in failures one account may have, counted over every API instance. */
export const LOGIN_LIMIT = 3;

export interface Topology {
  /** nginx: the shop as browsers reach it, e.g. http://127.0.0.1:5500 */
  shop: string;
  /** Each storefront's own origin, past the proxy. */
  storefronts: string[];
  /** Each API's own base URL, past the proxy (…/api/v1). */
  apis: string[];
  /** nginx's access log: "METHOD URI STATUS UPSTREAM" a line. */
  accessLog(): string;
  /** Stops one API (SIGTERM, as a deployment does) and waits until it has exited. */
  stopApi(index: number): Promise<void>;
  /** What every process wrote so far, for a failure's message. */
  logs(): string;
  stop(): Promise<void>;
}

interface Child {
  name: string;
  process: ChildProcess;
  output(): string;
}

function startChild(name: string, child: ChildProcess): Child {
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return { name, process: child, output: () => log };
}

async function waitFor(child: Child, isUp: () => Promise<boolean>, seconds = 90): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`${child.name} exited (${child.process.exitCode}):\n${child.output()}`);
    if (await isUp().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${child.name} did not answer within ${seconds} s:\n${child.output()}`);
}

async function stopChild(child: Child): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  const exited = new Promise((resolve) => child.process.once('exit', resolve));
  child.process.kill('SIGTERM');
  const killer = setTimeout(() => child.process.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

/** deploy/nginx.conf with its ${NAMES} filled in; an unknown name is an error, not an empty string. */
function nginxConfig(values: Record<string, string>): string {
  const template = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8');
  return template.replace(/\$\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf names \${${name}}, which the scale test does not fill in`);
    return values[name];
  });
}

export async function startTopology(): Promise<Topology> {
  await ensureBuild();
  const nginx = process.env.NGINX_BINARY;
  if (!nginx) throw new Error('NGINX_BINARY is not set: run the scale test with `npm run test:scale`');
  const postgres = await throwAwayPostgres('le_scale');
  if (!postgres) throw new Error('SHOP_TEST_DATABASE_URL is not set: run the scale test with `npm run test:scale`');

  const base = Number(process.env.SCALE_PORT_BASE) || 0;
  const port = async (offset: number) => (base ? base + offset : await freePort());
  const [shopPort, poolPort, storefrontPorts, apiPorts] = [
    await port(0),
    await port(1),
    [await port(2), await port(3)],
    [await port(4), await port(5)],
  ];
  const shop = `http://127.0.0.1:${shopPort}`;
  const children: Child[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'le-scale-'));

  const stop = async () => {
    await Promise.all(children.map(stopChild));
    rmSync(dir, { recursive: true, force: true });
    await postgres.drop();
  };

  try {
    // The first API creates and seeds the database; the second opens it as it is.
    for (const [i, apiPort] of apiPorts.entries()) {
      const api = startChild(
        `API ${i + 1}`,
        spawn(process.execPath, ['--import', 'tsx', 'shop-api/src/serve.ts'], {
          cwd: ROOT,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: {
            ...process.env,
            NODE_ENV: 'production',
            DATABASE_URL: postgres.url,
            API_PORT: String(apiPort),
            SHOP_API_FORWARD_KEY: FORWARD_KEY,
            STOREFRONT_ORIGIN: shop,
            SHOP_API_PUBLIC_URL: `${shop}/api/v1`,
            E2E_TEST_HOOKS: '1',
            MAIL_DIR: join(dir, 'mail'),
            RATE_LIMIT_LOGIN_PER_ACCOUNT: `${LOGIN_LIMIT}/900`,
            RATE_LIMIT_LOGIN_PER_ADDRESS: '100000/900',
            RATE_LIMIT_REGISTER_PER_ADDRESS: '100000/3600',
          },
        }),
      );
      children.push(api);
      await waitFor(api, async () => (await fetch(`http://127.0.0.1:${apiPort}/api/v1/get-stores`, { method: 'POST', body: '{}' })).ok);
    }

    const logs = join(dir, 'logs');
    mkdirSync(logs);
    for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      mkdirSync(join(dir, temp));
      // nginx's workers drop root for nobody when started as root.
      chmodSync(join(dir, temp), 0o777);
    }
    writeFileSync(
      join(dir, 'liquor-express.conf'),
      nginxConfig({
        STOREFRONT_1: `127.0.0.1:${storefrontPorts[0]}`,
        STOREFRONT_2: `127.0.0.1:${storefrontPorts[1]}`,
        API_1: `127.0.0.1:${apiPorts[0]}`,
        API_2: `127.0.0.1:${apiPorts[1]}`,
        SHOP_LISTEN: `127.0.0.1:${shopPort}`,
        API_POOL_LISTEN: `127.0.0.1:${poolPort}`,
        SHOP_API_FORWARD_KEY: FORWARD_KEY,
      }),
    );
    writeFileSync(
      join(dir, 'nginx.conf'),
      `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${logs}/error.log warn;
events { worker_connections 512; }
http {
  log_format upstreams '$request_method $request_uri $status $upstream_addr';
  access_log ${logs}/access.log upstreams;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/liquor-express.conf;
}
`,
    );
    const proxy = startChild(
      'nginx',
      spawn(nginx, ['-p', dir, '-e', join(logs, 'error.log'), '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    children.push(proxy);

    const storefronts = storefrontPorts.map((storefrontPort, i) =>
      startChild(
        `storefront ${i + 1}`,
        spawnNpmStart(
          {
            ...process.env,
            ...TEST_SECRETS,
            NODE_ENV: 'production',
            WEB_CONCURRENCY: '1',
            PORT: String(storefrontPort),
            STOREFRONT_ORIGIN: shop,
            SHOP_API_URL: `http://127.0.0.1:${poolPort}/api/v1`,
            SHOP_API_FORWARD_KEY: FORWARD_KEY,
          },
          { stdio: ['ignore', 'pipe', 'pipe'] },
        ),
      ),
    );
    children.push(...storefronts);
    await Promise.all(
      storefronts.map((storefront, i) =>
        waitFor(storefront, async () => (await fetch(`http://127.0.0.1:${storefrontPorts[i]}/favicon.svg`)).ok),
      ),
    );
    await waitFor(proxy, async () => (await fetch(`${shop}/favicon.svg`)).ok);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    shop,
    storefronts: storefrontPorts.map((p) => `http://127.0.0.1:${p}`),
    apis: apiPorts.map((p) => `http://127.0.0.1:${p}/api/v1`),
    accessLog: () => readFileSync(join(dir, 'logs', 'access.log'), 'utf8'),
    stopApi: (index) => stopChild(children[index]),
    logs: () => children.map((child) => `--- ${child.name}\n${child.output()}`).join('\n'),
    stop,
  };
}
