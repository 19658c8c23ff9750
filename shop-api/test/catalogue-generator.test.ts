/**
 * The seed's catalogue generator at sizes beyond the default (no database): deterministic for a
 * size, the default catalogue unchanged inside it, believable fields, and the size parsing of
 * SEED_PRODUCTS / `db:reset -- --products`.
 */
import { describe, expect, it } from 'vitest';
import { TYPE_SPECS } from '../seed/catalogue-data';
import { MAX_PRODUCT_COUNT, catalogueSizeFrom, parseCatalogueSize } from '../seed/catalogue-size';
import { DEFAULT_PRODUCT_COUNT, NOT_FOUND_PRODUCTS, catalogueBrands, generateProducts, productBatches } from '../seed/products';
import { renderMedia } from '../src/catalogue/media';

const SIZE = 2000;
const catalogue = generateProducts(undefined, SIZE);
const listed = catalogue.filter((p) => !p.not_found);

describe('a catalogue of 2,000 products', () => {
  it('is deterministic for its size, and starts with the default catalogue exactly', () => {
    expect(JSON.stringify(generateProducts(undefined, SIZE))).toBe(JSON.stringify(catalogue));
    expect(catalogue).toHaveLength(SIZE + NOT_FOUND_PRODUCTS);
    expect(listed).toHaveLength(SIZE);
    const defaults = generateProducts();
    expect(DEFAULT_PRODUCT_COUNT).toBe(212);
    expect(JSON.stringify(catalogue.slice(0, defaults.length))).toBe(JSON.stringify(defaults));
    // Batches are the same products as the whole list, a batch at a time.
    const batches = [...productBatches(SIZE, 500)];
    expect(Math.max(...batches.slice(1).map((b) => b.length))).toBe(500);
    expect(JSON.stringify(batches.flat())).toBe(JSON.stringify(catalogue));
  });

  it('keeps the default mix of types, with unique uids, slugs and titles', () => {
    for (const spec of TYPE_SPECS) {
      const share = listed.filter((p) => p.type === spec.type).length / SIZE;
      expect(share, spec.type).toBeCloseTo(spec.count / DEFAULT_PRODUCT_COUNT, 2);
    }
    for (const key of ['uid', 'slug', 'title'] as const) expect(new Set(catalogue.map((p) => p[key])).size, key).toBe(catalogue.length);
    expect(catalogue.at(-1)!.uid).toBe(`LE-0${SIZE + NOT_FOUND_PRODUCTS}`);
  });

  it('has believable products: brand in the title, country of the brand, vintages, shelf prices, stock, offers, ratings and real images', () => {
    const brands = new Set(catalogueBrands(SIZE));
    const countryOf = new Map<string, string>();
    const vintages: number[] = [];
    for (const p of listed.slice(DEFAULT_PRODUCT_COUNT)) {
      expect(brands.has(p.brand), p.brand).toBe(true);
      expect(p.title.startsWith(`${p.brand} `), p.title).toBe(true);
      expect(countryOf.get(p.brand) ?? p.country, p.brand).toBe(p.country);
      countryOf.set(p.brand, p.country);
      const vintage = /(\d{4})$/.exec(p.title);
      if (vintage) vintages.push(Number(vintage[1]));
      expect(p.variations.length).toBeGreaterThanOrEqual(1);
      expect(p.variations.length).toBeLessThanOrEqual(3);
      expect(p.variations.some((v) => v.regular_price !== null)).toBe(true);
      for (const v of p.variations) {
        if (v.regular_price !== null) expect(v.regular_price.toFixed(2), p.title).toMatch(/\.99$/);
        if (v.sale_price !== null) expect(v.sale_price).toBeLessThan(v.regular_price!);
      }
      expect(p.have_offer).toBe(p.offer_label !== null);
      expect(p.rating).toBeGreaterThanOrEqual(0);
      expect(p.rating).toBeLessThanOrEqual(5);
      for (const image of [p.image, ...p.gallery].filter((i): i is string => i !== null)) {
        const [folder, file] = image.split('/');
        expect(renderMedia(folder, file), image).not.toBeNull();
      }
      expect(p.created_at.getTime()).toBeLessThanOrEqual(Date.UTC(2025, 5, 1, 12));
      expect(p.created_at.getTime()).toBeGreaterThan(Date.UTC(2022, 4, 1));
    }
    expect(Math.min(...vintages)).toBeGreaterThanOrEqual(2005);
    expect(Math.max(...vintages)).toBeLessThanOrEqual(2023);
    const extra = listed.slice(DEFAULT_PRODUCT_COUNT);
    expect(extra.filter((p) => p.have_offer).length / extra.length).toBeGreaterThan(0.2);
    expect(extra.filter((p) => p.variations.every((v) => v.stock === 0)).length).toBeGreaterThan(0);
    expect(extra.filter((p) => p.season !== null).length / extra.length).toBeGreaterThan(0.15);
    // Newest first mixes the new products in with the default ones.
    const newest = [...listed].sort((a, b) => b.created_at.getTime() - a.created_at.getTime()).slice(0, 50);
    expect(newest.some((p) => Number(p.uid.slice(3)) > DEFAULT_PRODUCT_COUNT + NOT_FOUND_PRODUCTS)).toBe(true);
  });

  it('invents more brands as the catalogue grows, but a bounded number', () => {
    const defaults = catalogueBrands();
    const small = catalogueBrands(SIZE);
    const large = catalogueBrands(50_000);
    expect(small.length).toBeGreaterThan(defaults.length);
    expect(large.length).toBeGreaterThan(small.length);
    expect(large.length).toBeLessThanOrEqual(defaults.length + TYPE_SPECS.length * 12);
    expect(large).toEqual(expect.arrayContaining(defaults));
  });
});

describe('the catalogue size', () => {
  it('defaults to 212 and takes whole numbers from 212 to the maximum', () => {
    expect(parseCatalogueSize(undefined)).toBe(212);
    expect(parseCatalogueSize(' ')).toBe(212);
    expect(parseCatalogueSize('50000')).toBe(50_000);
    expect(parseCatalogueSize('50_000')).toBe(50_000);
    expect(parseCatalogueSize('20,000')).toBe(20_000);
    expect(parseCatalogueSize(String(MAX_PRODUCT_COUNT))).toBe(MAX_PRODUCT_COUNT);
    for (const bad of ['100', '211', '1e5', '-5', '2000.5', 'lots', String(MAX_PRODUCT_COUNT + 1)]) {
      expect(() => parseCatalogueSize(bad), bad).toThrow(/SEED_PRODUCTS must be a whole number of products from 212 to 200000/);
    }
  });

  it('reads --products before SEED_PRODUCTS', () => {
    expect(catalogueSizeFrom(['--products', '2000'], { SEED_PRODUCTS: '5000' })).toBe(2000);
    expect(catalogueSizeFrom(['--products=3000'], {})).toBe(3000);
    expect(catalogueSizeFrom([], { SEED_PRODUCTS: '5000' })).toBe(5000);
    expect(catalogueSizeFrom([], {})).toBe(212);
    expect(() => catalogueSizeFrom(['--products'], {})).toThrow(/--products must be a whole number/);
  });
});
