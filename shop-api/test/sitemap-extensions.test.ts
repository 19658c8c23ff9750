import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, eventually, type TestShop } from './support';

// The contract extensions the storefront's sitemap needs (ADR 0101): updated_at on products,
// categories, pages and the private-class document; per_page on /products; /common-pages.
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop?.close());

const isIsoDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value)) && value.endsWith('Z');

describe('POST /products per_page', () => {
  it('pages through every listed product exactly once with a bigger page', async () => {
    const first = await shop.call('POST', '/products', { body: { per_page: 100, page: 1 } });
    expect(first.status).toBe(200);
    expect(first.body.data.per_page).toBe(100);
    const total = first.body.data.total_count as number;
    const ids: number[] = [];
    for (let page = 1; page <= Math.ceil(total / 100); page++) {
      const res = await shop.call('POST', '/products', { body: { per_page: 100, page } });
      ids.push(...res.body.data.products.map((p: { product_id: number }) => p.product_id));
    }
    expect(ids.length).toBe(total);
    expect(new Set(ids).size).toBe(total);
  });

  it('keeps 12 by default, clamps to 1..1000 and refuses a non-number', async () => {
    expect((await shop.call('POST', '/products', { body: {} })).body.data.per_page).toBe(12);
    expect((await shop.call('POST', '/products', { body: { per_page: 10_000 } })).body.data.per_page).toBe(1000);
    expect((await shop.call('POST', '/products', { body: { per_page: 0 } })).body.data.per_page).toBe(1);
    const bad = await shop.call('POST', '/products', { body: { per_page: 'many' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.per_page).toBeDefined();
  });
});

describe('updated_at', () => {
  it('is on every product card and on the product detail, from the product row', async () => {
    const res = await shop.call('POST', '/products', { body: { per_page: 5 } });
    const card = res.body.data.products[0];
    expect(isIsoDate(card.updated_at)).toBe(true);
    await shop.db
      .updateTable('products')
      .set({ updated_at: new Date('2026-01-02T03:04:05Z') })
      .where('id', '=', card.product_id)
      .execute();
    const changed = (value: string) => value === '2026-01-02T03:04:05.000Z';
    const detail = await eventually(
      async () =>
        (await shop.call('POST', '/product-detail', { body: { product_id: card.product_id } })).body.data.product_detail.updated_at,
      changed,
    );
    expect(detail).toBe('2026-01-02T03:04:05.000Z');
    const again = await eventually(
      async () => (await shop.call('POST', '/products', { body: { per_page: 5 } })).body.data.products[0].updated_at,
      changed,
    );
    expect(again).toBe('2026-01-02T03:04:05.000Z');
  });

  it('is on every category of the filter master: the newest change of its listed products', async () => {
    const res = await shop.call('POST', '/filter-master');
    const categories = res.body.data.find((s: { section_key: string }) => s.section_key === 'category').section_listing;
    for (const parent of categories) {
      expect(isIsoDate(parent.updated_at), parent.category_slug).toBe(true);
      for (const child of parent.children) {
        if (child.updated_at !== null) expect(Date.parse(parent.updated_at)).toBeGreaterThanOrEqual(Date.parse(child.updated_at));
      }
    }
  });

  it('is on the private-class document', async () => {
    const res = await shop.call('POST', '/private-class');
    expect(isIsoDate(res.body.data.updated_at)).toBe(true);
    expect(Array.isArray(res.body.data.section_data)).toBe(true);
  });
});

describe('POST /common-pages', () => {
  it('lists every content page with its url, title and last change', async () => {
    const res = await shop.call('POST', '/common-pages');
    expect(res.status).toBe(200);
    const pages = res.body.data.pages as Array<{ page_id: number; page_url: string; page_title: string; updated_at: string }>;
    expect(pages.map((p) => p.page_url)).toContain('/about/our-story/');
    expect(pages.length).toBe(
      Number(
        (
          await shop.db
            .selectFrom('pages')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst()
        )?.n,
      ),
    );
    for (const page of pages) {
      expect(page.page_url).toMatch(/^\/[a-z0-9-]+\/[a-z0-9-]+\/$/);
      expect(page.page_title).not.toBe('');
      expect(isIsoDate(page.updated_at)).toBe(true);
    }
  });
});

describe('POST /get-stores address and opening hours', () => {
  it('gives every store a postal address and its weekly opening hours', async () => {
    const res = await shop.call('POST', '/get-stores');
    const stores = res.body.data.store_location as Array<Record<string, any>>;
    expect(stores.length).toBeGreaterThan(0);
    for (const store of stores) {
      expect(store.location_address).toMatchObject({
        street_address: expect.any(String),
        locality: expect.any(String),
        region: expect.any(String),
        postal_code: expect.stringMatching(/^\d{5}$/),
        country: 'US',
      });
      expect(store.location_title).toContain(store.location_address.locality);
      expect(store.opening_hours.length).toBeGreaterThan(0);
      for (const hours of store.opening_hours) {
        expect(hours.days.length).toBeGreaterThan(0);
        expect(hours.opens).toMatch(/^\d\d:\d\d$/);
        expect(hours.closes > hours.opens).toBe(true);
      }
    }
  });
});
