/**
 * Which way imports may run in app/ (ADR 0112):
 * - the shop API's contract reaches the storefront as types only, so no bundle (the Worker's in
 *   particular) carries server code and the storefront still deploys against another API;
 * - API and loader types live in app/lib, so libraries and routes never take types from
 *   components;
 * - app/lib's machinery (cache, render, security) knows nothing of the shop: it takes nothing from
 *   the domain folders (cart, catalogue, checkout, shopper) or from the load context that wires
 *   them together (settings are fine), so it can be read, tested and replaced on its own.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP, ROOT, sourcesUnder } from './support/app-sources';

const root = ROOT;

interface ImportStatement {
  file: string;
  text: string;
  /** Absolute path the specifier names, or the bare package name. */
  target: string;
  typeOnly: boolean;
  /** Some specifiers are types (`import { a, type B }`). */
  namesAType: boolean;
}

// Static imports and re-exports (possibly over several lines), side-effect imports, dynamic imports.
const STATEMENT =
  /\b(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveSpecifier(file: string, specifier: string): string {
  if (specifier.startsWith('~/')) return join(APP, specifier.slice(2));
  if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
  return specifier;
}

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

function importsOf(file: string, source: string): ImportStatement[] {
  return [...withoutComments(source).matchAll(STATEMENT)].map((m) => {
    const specifier = m[4] ?? m[5] ?? m[6];
    const clause = m[3] ?? '';
    return {
      file: relative(root, file),
      text: m[0].replace(/\s+/g, ' '),
      target: resolveSpecifier(file, specifier),
      typeOnly: Boolean(m[2]),
      namesAType: /[{,]\s*type\s/.test(clause),
    };
  });
}

const files = sourcesUnder(APP);
const imports = files.flatMap((file) => importsOf(file, readFileSync(file, 'utf8')));
const under = (dir: string) => (target: string) => target === dir || target.startsWith(`${dir}/`);

describe('app/ layering', () => {
  it('reads the imports', () => {
    expect(imports.filter((i) => under(join(root, 'shop-api'))(i.target)).length).toBeGreaterThan(0);
    expect(imports.filter((i) => under(join(APP, 'components'))(i.target)).length).toBeGreaterThan(50);
  });

  it('imports the shop API only as types', () => {
    const runtime = imports.filter((i) => under(join(root, 'shop-api'))(i.target) && !i.typeOnly);
    expect(runtime.map((i) => `${i.file}: ${i.text}`)).toEqual([]);
  });

  it('imports the shop API only through its contract', () => {
    const contract = join(root, 'shop-api/src/contract');
    const other = imports.filter((i) => under(join(root, 'shop-api'))(i.target) && i.target.replace(/\.ts$/, '') !== contract);
    expect(other.map((i) => `${i.file}: ${i.text}`)).toEqual([]);
  });

  it('takes no types from components in app/lib and app/routes', () => {
    const fromLibOrRoutes = (i: ImportStatement) => /^app\/(lib|routes)\//.test(i.file);
    const backwards = imports.filter((i) => fromLibOrRoutes(i) && under(join(APP, 'components'))(i.target) && (i.typeOnly || i.namesAType));
    expect(backwards.map((i) => `${i.file}: ${i.text}`)).toEqual([]);
  });
});

describe('app/lib folders', () => {
  const MACHINERY = ['cache', 'render', 'security'].map((folder) => join(APP, 'lib', folder));
  const SHOP = ['cart', 'catalogue', 'checkout', 'shopper', 'platform/context.server'].map((folder) => join(APP, 'lib', folder));

  it('has machinery that takes nothing from the shop', () => {
    const machinery = imports.filter((i) => MACHINERY.some((dir) => under(relative(root, dir))(i.file)));
    expect(machinery.length).toBeGreaterThan(5);
    const reachingIn = machinery.filter((i) => SHOP.some((dir) => under(dir)(i.target.replace(/\.tsx?$/, ''))));
    expect(reachingIn.map((i) => `${i.file}: ${i.text}`)).toEqual([]);
  });
});

describe('importsOf (the checker itself)', () => {
  const file = join(APP, 'lib/example.ts');

  it('sees a runtime import of the shop API', () => {
    const [found] = importsOf(file, "import { createShopApi } from '../../shop-api/src/app';");
    expect(found).toMatchObject({ target: join(root, 'shop-api/src/app'), typeOnly: false });
  });

  it('sees type-only imports, inline type specifiers and multi-line clauses', () => {
    const found = importsOf(
      file,
      "import type { A } from '../../shop-api/src/contract';\nimport {\n  Thing,\n  type Crumb,\n} from '~/components/catalogue/Breadcrumb';",
    );
    expect(found.map((i) => [i.typeOnly, i.namesAType])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(found[1].target).toBe(join(APP, 'components/catalogue/Breadcrumb'));
  });

  it('ignores imports written in comments', () => {
    expect(importsOf(file, "/** e.g. import { x } from '../../shop-api/src/app'; */\n// import '../../shop-api/src/app';")).toEqual([]);
  });

  it('sees re-exports and dynamic imports', () => {
    const found = importsOf(file, "export type { A } from '../../shop-api/src/contract';\nconst m = import('../../shop-api/src/app');");
    expect(found.map((i) => i.typeOnly)).toEqual([true, false]);
  });
});
