/**
 * Looks up real catalogue data through the shop API, so the tests follow the seed instead of
 * hard-coding ids and prices.
 */
import { generateProducts } from '../../../shop-api/seed/products';
import type { Page } from '@playwright/test';
import { API_URL, expect } from '../support/fixtures';
import type { ProductVariation } from '../../../shop-api/src/contract';

async function api<T>(path: string, payload: unknown = {}): Promise<{ status: number; data: T }> {
  const response = await fetch(`${API_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const body = (await response.json()) as { data: T };
  return { status: response.status, data: body.data };
}

interface Term {
  category_id: number;
  category_name: string;
  category_slug: string;
  children?: Term[];
  /** Brands: listed products per category id. */
  category_counts?: Record<string, number>;
}
interface FilterSection {
  section_key: string;
  section_title: string;
  section_listing: Array<Term & { from: number; to: number }>;
}

async function filterMaster(): Promise<FilterSection[]> {
  return (await api<FilterSection[]>('/filter-master')).data;
}

export async function section(key: string): Promise<FilterSection> {
  const found = (await filterMaster()).find((s) => s.section_key === key);
  expect(found?.section_key, `filter master has ${key}`).toBe(key);
  return found!;
}

/**
 * The brands with listed products in `categories` (every category when omitted), most listed
 * first, ties in the filter master's order: what the listing's Brand section offers (ADR 0168).
 */
export async function brandsByListed(categories?: number[]): Promise<Term[]> {
  const listed = (brand: Term) =>
    Object.entries(brand.category_counts ?? {})
      .filter(([category]) => !categories || categories.includes(Number(category)))
      .reduce((sum, [, count]) => sum + count, 0);
  const brands = (await section('brand')).section_listing.map((brand) => ({ brand, listed: listed(brand) }));
  return brands
    .filter((b) => b.listed > 0)
    .sort((a, b) => b.listed - a.listed)
    .map((b) => b.brand);
}

interface Detail {
  product_detail: { id: number; name: string; gallery: string[]; variations: ProductVariation[] };
  video_section?: { section_video_url: string };
}

async function productDetail(id: number): Promise<Detail | null> {
  const { status, data } = await api<Detail>('/product-detail', { product_id: id });
  return status === 200 ? data : null;
}

/** The first product (by id) that satisfies `test`. */
export async function findProduct(test: (detail: Detail) => boolean, maxId = 120): Promise<Detail> {
  for (let id = 1; id <= maxId; id++) {
    const detail = await productDetail(id);
    if (detail && test(detail)) return detail;
  }
  throw new Error('no product in the seed matches');
}

/** The first page of products the API lists for a /products payload. */
export async function listProducts(payload: Record<string, unknown>): Promise<Array<{ product_id: number; product_title: string }>> {
  return (await api<{ products: Array<{ product_id: number; product_title: string }> }>('/products', payload)).data.products;
}

export async function countProducts(payload: Record<string, unknown>): Promise<number> {
  return (await api<{ total_count: number }>('/products', payload)).data.total_count;
}

/**
 * The id of a product the seed flags not found. Ids follow the seed's order, so the generator
 * (deterministic) tells which; the API confirms it hides that product from listings.
 */
export async function flaggedNotFoundId(): Promise<number> {
  const index = generateProducts().findIndex((p) => p.not_found);
  expect(index, 'the seed has a product flagged not found').toBeGreaterThanOrEqual(0);
  const id = index + 1;
  const listed = await countProducts({});
  expect(id, 'flagged products come after the listed ones').toBeGreaterThan(listed);
  return id;
}

/** Current prices shown on the product cards, in page order. */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('product-card').locator('.price__current').allTextContents();
  return texts.map((t) => Number(t.replace(/[^0-9.]/g, '')));
}

/** Horizontal overflow of the document (0 when nothing sticks out). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
