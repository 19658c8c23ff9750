/**
 * The build the storefront tests start (`ensureBuild`, here under vitest's NODE_ENV=test) stays in
 * build/ and is what `npm start` serves next. Vite writes the builder's NODE_ENV into the client
 * code, so a build made from a test once shipped React's development build to shoppers: 130 kB of
 * gzip JavaScript where production's is 81, and several times the main-thread work on a phone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ensureBuild, ROOT } from '../security/support/storefront-server';

// A warning only React's development build carries.
const DEVELOPMENT_REACT = 'Each child in a list should have a unique';

it('ships React’s production build to the browser, whoever built it', async () => {
  await ensureBuild();
  const assets = join(ROOT, 'build/client/assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  expect(scripts.filter((name) => readFileSync(join(assets, name), 'utf8').includes(DEVELOPMENT_REACT))).toEqual([]);
}, 300_000);
