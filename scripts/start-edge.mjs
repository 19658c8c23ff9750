// `npm run start:edge`: the Worker build (build-edge/, `npm run build:edge` first) in workerd via
// `wrangler dev` (local mode, no Cloudflare account), talking over HTTP to the Node shop API
// (`npm run api`, started here too). One command: Ctrl-C / SIGTERM stops both.
// It runs the very script `wrangler deploy` uploads (build-edge/worker/worker.js, --no-bundle):
// no rebundling or file watching at run time.
//   PORT          the Worker's port (default 8787)
//   API_PORT      the shop API's port (default 4000); PGLITE_DIR / DATABASE_URL as for `npm run api`
//   INSPECTOR_PORT  workerd's debugger port (default 9229)
//   SHOP_API_URL  when set, no API is started: the Worker talks to that one instead
// Secrets come from the environment, else from .data/local-secrets.json (as `npm start`).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { localSecrets } from './local-secrets.mjs';

const root = new URL('..', import.meta.url).pathname;
const BUNDLE = 'build-edge/worker/worker.js';
if (!existsSync(join(root, BUNDLE))) {
  console.error('No Worker build in build-edge/: run `npm run build:edge` first.');
  process.exit(1);
}

const port = Number(process.env.PORT ?? 8787);
const apiPort = Number(process.env.API_PORT ?? 4000);
const origin = process.env.STOREFRONT_ORIGIN ?? `http://localhost:${port}`;
const env = { ...process.env, STOREFRONT_ORIGIN: origin, WRANGLER_SEND_METRICS: 'false' };
if (env.NODE_ENV !== 'production') {
  for (const [key, value] of Object.entries(localSecrets())) env[key] ??= value;
}

const children = [];
let stopping = false;
function start(name, args, childEnv) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: childEnv });
  child.on('exit', (code, signal) => {
    // One half gone means the pair is useless: stop the other and report.
    if (!stopping) console.error(`${name} stopped (${signal ?? code}); stopping the rest.`);
    stop(code ?? 1);
  });
  children.push(child);
}

let shopApiUrl = env.SHOP_API_URL;
if (!shopApiUrl) {
  shopApiUrl = `http://localhost:${apiPort}/api/v1`;
  // The API believes the shopper address the Worker forwards (per-address rate limits, ADR 0050)
  // only with this shared key; both halves are started here, so a fresh one per run will do.
  env.SHOP_API_FORWARD_KEY ??= randomBytes(24).toString('hex');
  start('The shop API', ['--import', 'tsx', 'shop-api/src/serve.ts'], { ...env, API_PORT: String(apiPort) });
  await untilAnswering(shopApiUrl);
}

// The storefront's settings, handed to the Worker as vars (a deployment sets them in
// wrangler.jsonc and as secrets); only those set here are passed.
const WORKER_VARS = [
  'SESSION_SECRET',
  'TOAST_SECRET',
  'HONEYPOT_SECRET',
  'STOREFRONT_ORIGIN',
  'PAYMENT_ORIGIN',
  'SHOP_API_PUBLIC_URL',
  'SHOP_API_BUDGET_MS',
  'SHOP_API_FORWARD_KEY',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GOOGLE_AUTH_URL',
  'GOOGLE_REDIRECT_URI',
  'FACEBOOK_APP_ID',
  'FACEBOOK_APP_SECRET',
  'FACEBOOK_DIALOG_URL',
  'FACEBOOK_GRAPH_URL',
];
const vars = {
  ...Object.fromEntries(WORKER_VARS.filter((name) => env[name]).map((name) => [name, env[name]])),
  SHOP_API_URL: shopApiUrl,
};
const wrangler = join(root, 'node_modules/wrangler/bin/wrangler.js');
start(
  'The Worker (wrangler dev)',
  [
    wrangler,
    'dev',
    BUNDLE,
    '--no-bundle',
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--inspector-port',
    String(process.env.INSPECTOR_PORT ?? 9229),
    '--show-interactive-dev-session=false',
    ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
  ],
  env,
);
console.log(`Worker storefront on http://localhost:${port} (shop API: ${shopApiUrl})`);

/** The Worker starts once the API answers, so its first pages are not error states. */
async function untilAnswering(url) {
  const deadline = Date.now() + 120_000;
  while (!stopping) {
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > deadline) {
        console.error(`The shop API did not answer at ${url} within 2 minutes.`);
        stop(1);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 5_000);
  force.unref();
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.on('exit', resolve)) : null))).then(() =>
    process.exit(code),
  );
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
