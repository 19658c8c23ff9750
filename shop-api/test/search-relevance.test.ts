import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPage } from '../src/contract';
import { createTestShop, type TestShop } from './support';

/**
 * The relevance test set of product search (ADR 0146): queries as shoppers type them and the
 * products that must come first. Expectations are written against the seeded catalogue's facts
 * (titles, brands, categories, regions), never against ids, so they hold for any seed that keeps
 * these names.
 */

interface Fact {
  id: number;
  title: string;
  brand: string;
  category: string;
  parent: string;
  region: string;
}

interface Row {
  query: string;
  /** What the row shows a shopper gets. */
  why: string;
  /** The products that must all be found, ahead of every other result. */
  first?: (p: Fact) => boolean;
  /** No other product is found. */
  only?: boolean;
  /** Finds exactly what this other query finds. */
  sameAs?: string;
  /** Finds nothing, and offers this search instead (null: offers none). */
  nothing?: { didYouMean: string | null };
}

const has = (text: string, word: string) => text.toLowerCase().includes(word.toLowerCase());

const RELEVANCE: Row[] = [
  { query: 'Chênes', why: 'a brand name as written', first: (p) => p.brand === 'Domaine des Trois Chênes', only: true },
  { query: 'chenes', why: 'accents left out, as typed on most keyboards', sameAs: 'Chênes' },
  { query: 'CHÊNES', why: 'case ignored', sameAs: 'Chênes' },
  {
    query: 'rosé',
    why: 'rosés by title first, then the rest of the rosé category',
    first: (p) => has(p.title, 'rosé'),
  },
  { query: 'rosé', why: 'every rosé and nothing else', first: (p) => has(p.title, 'rosé') || p.category === 'Rosé Wine', only: true },
  { query: 'rose', why: 'accent left out: the same rosés', sameAs: 'rosé' },
  { query: 'roses', why: 'a plural finds the singular', sameAs: 'rosé' },
  {
    query: 'cask strength bourbon',
    why: 'several words: all of them',
    first: (p) => has(p.title, 'cask strength bourbon'),
    only: true,
  },
  { query: 'bourbon cask', why: 'words in any order, a word left out', sameAs: 'cask strength bourbon' },
  { query: 'noir pinot', why: 'words in any order', first: (p) => has(p.title, 'pinot noir'), only: true },
  { query: 'sonnenhang', why: 'a brand', first: (p) => p.brand === 'Weingut Sonnenhang', only: true },
  { query: 'sonenhang', why: 'a typo in a brand', sameAs: 'sonnenhang' },
  { query: 'burbon', why: 'a typo in a category', first: (p) => p.category === 'Bourbon' },
  { query: 'shardonay', why: 'a typo in a grape', first: (p) => has(p.title, 'chardonnay'), only: true },
  { query: 'Kaze no Mori', why: 'a brand of several words', first: (p) => p.brand === 'Kaze no Mori', only: true },
  { query: 'grüner veltliner', why: 'a grape with an umlaut', first: (p) => has(p.title, 'grüner veltliner'), only: true },
  { query: 'gruner', why: 'the grape without its umlaut', sameAs: 'grüner veltliner' },
  {
    query: 'islay',
    why: 'a region: named in the title first, then products from there',
    first: (p) => has(p.title, 'islay'),
  },
  { query: 'islay', why: 'a region finds what comes from there', first: (p) => has(p.title, 'islay') || p.region === 'Islay', only: true },
  { query: 'spirits', why: 'a parent category', first: (p) => p.parent === 'Spirits', only: true },
  { query: 'tequila', why: 'a category', first: (p) => p.category === 'Tequila' },
  { query: 'zzzzqqqq', why: 'nothing like it: nothing, and no suggestion', nothing: { didYouMean: null } },
  { query: 'reisling', why: 'letters swapped: nothing, but the grape is offered', nothing: { didYouMean: 'riesling' } },
  { query: 'sonnenhang bourbon', why: 'known words that never meet: nothing to suggest', nothing: { didYouMean: null } },
  { query: '%', why: 'no word at all', nothing: { didYouMean: null } },
];

let shop: TestShop;
let facts: Map<number, Fact>;

async function search(query: string, extra: Record<string, unknown> = {}): Promise<ProductPage> {
  const res = await shop.call('POST', '/products', { body: { search: query, per_page: 1000, ...extra } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as ProductPage;
}

const idsOf = (page: ProductPage) => page.products.map((p) => p.product_id);

beforeAll(async () => {
  shop = await createTestShop();
  const rows = await shop.db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('categories as parent', 'parent.id', 'c.parent_id')
    .leftJoin('terms as b', 'b.id', 'p.brand_id')
    .select(['p.id', 'p.title', 'p.sections', 'b.name as brand', 'c.title as category', 'parent.title as parent'])
    .where('p.not_found', '=', false)
    .execute();
  facts = new Map(
    rows.map((r) => {
      const spec = String((r.sections as Record<string, { section_content?: string }>).specification_section?.section_content ?? '');
      const region = /<strong>Region:<\/strong>\s*([^<]*)/.exec(spec)?.[1].trim() ?? '';
      return [r.id, { id: r.id, title: r.title, brand: r.brand ?? '', category: r.category, parent: r.parent ?? '', region }];
    }),
  );
});
afterAll(() => shop?.close());

describe('search relevance', () => {
  it.each(RELEVANCE)('$query: $why', async (row) => {
    const page = await search(row.query);
    const ids = idsOf(page);
    expect(page.total_count).toBe(ids.length);
    if (row.nothing) {
      expect(ids).toEqual([]);
      expect(page.did_you_mean ?? null).toBe(row.nothing.didYouMean);
      return;
    }
    expect(ids.length, 'finds something').toBeGreaterThan(0);
    expect(page.did_you_mean).toBeUndefined();
    if (row.first) {
      const wanted = [...facts.values()].filter(row.first).map((p) => p.id);
      expect(wanted.length, 'the catalogue holds what the row is about').toBeGreaterThan(0);
      const titles = (list: number[]) => list.map((id) => facts.get(id)?.title);
      expect(titles(ids.slice(0, wanted.length)).sort()).toEqual(titles(wanted).sort());
      if (row.only) expect(ids).toHaveLength(wanted.length);
    }
    if (row.sameAs) expect([...ids].sort()).toEqual(idsOf(await search(row.sameAs)).sort());
  });

  it('follows the chosen sort over relevance', async () => {
    const byPrice = await search('islay', { order: 'ASC' });
    const prices = byPrice.products.map((p) => p.product_sell_price ?? p.product_price);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => (a ?? Infinity) - (b ?? Infinity)));
    expect(idsOf(byPrice).sort()).toEqual(idsOf(await search('islay')).sort());
  });

  it('offers a suggestion only where it finds something under the same filters', async () => {
    const bourbonCategory = await shop.db.selectFrom('categories').select('id').where('slug', '=', 'bourbon').executeTakeFirstOrThrow();
    const filtered = await search('reisling', { category: [bourbonCategory.id] });
    expect(filtered.total_count).toBe(0);
    expect(filtered.did_you_mean).toBeUndefined();
  });

  it("offers the same suggestion without a count (the storefront's suggestions ask so)", async () => {
    const uncounted = (query: string, extra: Record<string, unknown> = {}) => search(query, { per_page: 6, count: false, ...extra });
    const misspelt = await uncounted('reisling');
    expect(misspelt).toMatchObject({ products: [], total_count: null, did_you_mean: 'riesling' });
    expect((await uncounted('zzzzqqqq')).did_you_mean).toBeUndefined();
    // A page past the end of a search that finds something is no reason to suggest another
    // ('burbon' finds bourbons, and its closest search would be 'bourbon').
    const beyond = await uncounted('burbon', { page: 50 });
    expect(beyond.products).toEqual([]);
    expect(beyond.did_you_mean).toBeUndefined();
    const found = await uncounted('sonenhang');
    expect(found.total_count).toBeNull();
    expect(idsOf(found)).toEqual(idsOf(await search('sonenhang', { per_page: 6 })));
  });

  it('keeps every document in step with renamed brands', async () => {
    const brand = await shop.db.selectFrom('terms').select(['id', 'name']).where('name', '=', 'Kaze no Mori').executeTakeFirstOrThrow();
    const before = await search('Kaze no Mori');
    await shop.db.updateTable('terms').set({ name: 'Mori Zephyr' }).where('id', '=', brand.id).execute();
    try {
      expect(idsOf(await search('zephyr')).sort()).toEqual(idsOf(before).sort());
    } finally {
      await shop.db.updateTable('terms').set({ name: brand.name }).where('id', '=', brand.id).execute();
    }
  });
});
