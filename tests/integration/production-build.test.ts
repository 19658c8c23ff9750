/**
 * The build the storefront tests start (`ensureBuild`, here under vitest's NODE_ENV=test) stays in
 * build/ and is what `npm start` serves next. Vite writes the builder's NODE_ENV into the client
 * code, so a build made from a test once shipped React's development build to shoppers: 130 kB of
 * gzip JavaScript where production's is 81, and several times the main-thread work on a phone.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { ensureBuild, ROOT } from '../security/support/storefront-server';

const execFileAsync = promisify(execFile);

// A warning only React's development build carries.
const DEVELOPMENT_REACT = 'Each child in a list should have a unique';

it('ships React’s production build to the browser, whoever built it', async () => {
  await ensureBuild();
  const assets = join(ROOT, 'build/client/assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  expect(scripts.filter((name) => readFileSync(join(assets, name), 'utf8').includes(DEVELOPMENT_REACT))).toEqual([]);
}, 300_000);

// ADR 0134: what a Node server loads only when it is used. CommonJS packages imported from ES
// modules land in require's cache, so a fresh process lists them after importing the entries.
it('starts the Node server without the PostgreSQL driver, the mailer or the Workers’ renderer', async () => {
  await ensureBuild();
  const openApi = readdirSync(join(ROOT, 'build/node')).find((name) => /^open-.*\.js$/.test(name));
  expect(openApi).toBeDefined();
  const probe = `
    import { createRequire } from 'node:module';
    await import('./build/node/${openApi}');
    await import('./build/server/index.js');
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    console.log(JSON.stringify(loaded.filter((path) => path.includes('/node_modules/')).map((path) => path.split('/node_modules/').pop())));`;
  const { stdout } = await execFileAsync(process.execPath, ['--input-type=module', '-e', probe], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const loaded: string[] = JSON.parse(stdout);
  // The probe does see the CommonJS packages the entries load.
  expect(loaded).toContain('@remix-run/react/dist/index.js');
  expect(loaded.filter((path) => /^(pg|nodemailer)\/|^react-dom\/server\.browser/.test(path))).toEqual([]);
}, 300_000);
