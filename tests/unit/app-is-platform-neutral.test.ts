/**
 * app/ runs unchanged on Node and on Workers (ADR 0040): only the platform entries (server.ts,
 * server/worker.ts) may know where they run. This fails when app/ reaches for a Node module, the
 * process environment, AsyncLocalStorage or a globalThis registry.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP, ROOT, sourcesUnder } from './support/app-sources';

const root = ROOT;

const FORBIDDEN: [string, RegExp][] = [
  ['a node: module', /['"]node:/],
  [
    'a Node built-in by bare name',
    /from\s+['"](fs|path|crypto|stream|async_hooks|buffer|http|https|net|os|url|util|zlib|child_process)(\/[^'"]*)?['"]/,
  ],
  ['process.env', /process\.env/],
  ['the process global', /\bprocess\.(env|argv|exit|on|cwd)\b/],
  ['AsyncLocalStorage', /AsyncLocalStorage/],
  ['globalThis', /globalThis/],
  ['Buffer', /\bBuffer\./],
  // Cookie and session primitives come from the platform package the entry hands in.
  ['a platform cookie/session factory', /\b(createCookieSessionStorage|createCookie)\b[^;]*from\s+['"]@remix-run\/(node|cloudflare)['"]/],
  ['a placeholder Request', /storefront\.local/],
];

describe('app/ is platform-neutral', () => {
  const files = sourcesUnder(APP);

  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  for (const [what, pattern] of FORBIDDEN) {
    it(`uses no ${what}`, () => {
      const offenders = files.filter((file) => pattern.test(readFileSync(file, 'utf8'))).map((file) => relative(root, file));
      expect(offenders).toEqual([]);
    });
  }
});
