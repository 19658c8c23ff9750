import { SIZE_PRICE_FACTOR, SIZE_WEIGHT, SIZES, SEASONS, REGIONS, TYPE_SPECS, type ProductType, type TypeSpec } from './catalogue-data';
import { generatedBrands } from './generated-brands';
import { productSections } from './product-sections';
import { SeededRandom, slugify } from './random';

export interface VariationSeed {
  size: string;
  /** null: the variation is unavailable. */
  regular_price: number | null;
  sale_price: number | null;
  stock: number;
}

export interface ProductSeed {
  uid: string;
  title: string;
  slug: string;
  type: ProductType;
  family: 'wine' | 'spirits';
  categorySlug: string;
  style: string;
  brand: string;
  country: string;
  season: string | null;
  /** Media path, or null for a product shown with the fallback image. */
  image: string | null;
  gallery: string[];
  rating: number;
  review_count: number;
  have_offer: boolean;
  offer_label: string | null;
  weight: string;
  sections: Record<string, unknown>;
  not_found: boolean;
  created_at: Date;
  variations: VariationSeed[];
}

const NEWEST = Date.UTC(2025, 5, 1, 12, 0, 0);
const HOUR = 3600 * 1000;
const OFFER_PERCENTS = [10, 15, 20, 25, 30];

const round2 = (n: number) => Math.round(n * 100) / 100;
/** Shop prices end in .99. */
const shelfPrice = (n: number) => Math.max(2.99, Math.round(n) - 0.01);

function makeVariations(rng: SeededRandom, spec: TypeSpec, salePercent: number | null, soldOut: boolean): VariationSeed[] {
  const count = rng.pick([1, 2, 2, 3, 3]);
  // The 750ml (or first standard) bottle is always offered; extra sizes are drawn from the rest.
  const standard = spec.sizes.includes('750ml') ? '750ml' : spec.sizes[0];
  const extras = rng.sample(
    spec.sizes.filter((s) => s !== standard),
    Math.min(count - 1, spec.sizes.length - 1),
  );
  // Standard bottle first (so cards show it), then the other sizes smallest first.
  const bySize = (a: string, b: string) => SIZES.indexOf(a as never) - SIZES.indexOf(b as never);
  const sizes = [standard, ...extras.sort(bySize)];
  const skew = Math.pow(rng.next(), 1.7);
  const base = spec.price[0] + skew * (spec.price[1] - spec.price[0]);

  const variations = sizes.map((size): VariationSeed => {
    const regular = shelfPrice(base * SIZE_PRICE_FACTOR[size]);
    const sale = salePercent === null ? null : Math.max(0.99, round2(Math.floor(regular * (1 - salePercent / 100)) - 0.01));
    const stock = soldOut || rng.chance(0.08) ? 0 : rng.int(2, 60);
    return { size, regular_price: regular, sale_price: sale, stock };
  });
  // Some products have one size without a regular price (unavailable), never all of them.
  if (variations.length > 1 && rng.chance(0.3)) {
    const v = variations[rng.int(0, variations.length - 1)];
    v.regular_price = null;
    v.sale_price = null;
    v.stock = 0;
  }
  return variations;
}

/**
 * How titles vary beyond brand, descriptor and style. The default catalogue uses none (its
 * titles must not change); a larger one adds bottlings and older vintages, as a large shop has.
 */
interface TitleRange {
  editions: (rng: SeededRandom) => string;
  firstVintage: number;
}
const DEFAULT_TITLES: TitleRange = { editions: () => '', firstVintage: 2014 };
const WINE_EDITIONS = ['Block', 'Lot', 'Parcel'];
const SPIRIT_EDITIONS = ['Limited Release', 'Special Edition', "Distiller's Cut", 'Anniversary Edition', 'Heritage'];
const WIDE_TITLES: Record<TypeSpec['family'], TitleRange> = {
  wine: { editions: (rng) => (rng.chance(0.5) ? '' : `${rng.pick(WINE_EDITIONS)} ${rng.int(1, 40)}`), firstVintage: 2005 },
  spirits: {
    editions: (rng) => (rng.chance(0.3) ? '' : rng.chance(0.6) ? `Batch ${rng.int(1, 99)}` : rng.pick(SPIRIT_EDITIONS)),
    firstVintage: 2005,
  },
};

function makeTitle(rng: SeededRandom, spec: TypeSpec, brand: string, style: string, taken: Set<string>, range: TitleRange): string {
  for (let attempt = 0; attempt < 30; attempt++) {
    const descriptor = rng.pick(spec.descriptors);
    const edition = range.editions(rng);
    const vintage = rng.chance(spec.vintageChance) ? String(rng.int(range.firstVintage, 2023)) : '';
    const title = [brand, descriptor, style, edition, vintage].filter(Boolean).join(' ');
    if (!taken.has(title)) return title;
  }
  let n = 2;
  while (taken.has(`${brand} ${style} No. ${n}`)) n++;
  return `${brand} ${style} No. ${n}`;
}

function makeProduct(
  rng: SeededRandom,
  spec: TypeSpec,
  index: number,
  taken: Set<string>,
  notFound: boolean,
  titles: TitleRange = DEFAULT_TITLES,
): ProductSeed {
  const [brand, country, brandStyles] = rng.pick(spec.brands);
  const style = rng.pick(brandStyles ?? spec.styles);
  const title = notFound ? `${brand} Discontinued ${style}` : makeTitle(rng, spec, brand, style, taken, titles);
  taken.add(title);

  const onOffer = rng.chance(0.3);
  const salePercent = onOffer ? rng.pick(OFFER_PERCENTS) : null;
  const soldOut = rng.chance(0.05);
  const variations = makeVariations(rng, spec, salePercent, soldOut);

  const unrated = rng.chance(0.05);
  const rating = unrated ? 0 : rng.chance(0.08) ? round1(1.5 + rng.next() * 1.5) : round1(Math.min(5, 3.2 + rng.next() * 1.9));
  const reviewCount = unrated ? 0 : 1 + Math.floor(Math.pow(rng.next(), 2) * 480);
  const season = rng.chance(0.22) ? rng.pick(SEASONS) : null;
  const art = rng.int(0, 7);
  const image = rng.chance(0.04) ? null : `bottle/${spec.type}-${art}.svg`;
  const region = rng.pick(REGIONS[country] ?? [country]);
  const abv = round1(spec.abv[0] + rng.next() * (spec.abv[1] - spec.abv[0]));
  const uid = `LE-${String(index + 1).padStart(5, '0')}`;
  const sections = productSections(rng, { spec, title, brand, style, country, region, abv, reviewCount, rating, variations, uid });

  return {
    uid,
    title,
    slug: slugify(title),
    type: spec.type,
    family: spec.family,
    categorySlug: spec.category.slug,
    style,
    brand,
    country,
    season,
    image,
    gallery: image ? [image, `label/${spec.type}-${art}.svg`, `glass/${spec.type}-${art}.svg`] : [],
    rating,
    review_count: reviewCount,
    have_offer: salePercent !== null,
    offer_label: salePercent === null ? null : `${salePercent}% OFF`,
    weight: SIZE_WEIGHT[variations[0].size] ?? '1.3 kg',
    sections,
    not_found: notFound,
    created_at: new Date(NEWEST),
    variations,
  };
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

const DEFAULT_SEED = 20250601;

/** Types of the products flagged not found (an old link's product), on top of the listed ones. */
const NOT_FOUND_TYPES = ['red', 'bourbon', 'gin'] as const;
export const NOT_FOUND_PRODUCTS = NOT_FOUND_TYPES.length;

/** Listed products of the default catalogue (the hand-tuned counts of catalogue-data.ts). */
export const DEFAULT_PRODUCT_COUNT = TYPE_SPECS.reduce((n, s) => n + s.count, 0);

/** The types of the default catalogue in insertion order: round-robin, so ids do not cluster by type. */
function typeQueue(): TypeSpec[] {
  const queue: TypeSpec[] = [];
  const remaining = new Map(TYPE_SPECS.map((s) => [s.type, s.count]));
  // Round-robin over the types so every page of "newest first" mixes wine and spirits.
  while ([...remaining.values()].some((n) => n > 0)) {
    for (const spec of TYPE_SPECS) {
      const left = remaining.get(spec.type)!;
      if (left > 0) {
        queue.push(spec);
        remaining.set(spec.type, left - 1);
      }
    }
  }
  return queue;
}

/** Gives each product a unique slug (two titles may slugify alike), in order; `slugs` holds those taken. */
function uniqueSlugs(products: ProductSeed[], slugs: Set<string>): void {
  for (const p of products) {
    let slug = p.slug;
    for (let n = 2; slugs.has(slug); n++) slug = `${p.slug}-${n}`;
    p.slug = slug;
    slugs.add(slug);
  }
}

/**
 * The default catalogue, deterministic for a seed: the listed products of every type plus three
 * products flagged not found. A larger catalogue starts with exactly these.
 */
function defaultCatalogue(rng: SeededRandom, taken: Set<string>, slugs: Set<string>): ProductSeed[] {
  const products = typeQueue().map((spec, i) => makeProduct(rng, spec, i, taken, false));
  for (const type of NOT_FOUND_TYPES) {
    const spec = TYPE_SPECS.find((s) => s.type === type)!;
    products.push(makeProduct(rng, spec, products.length, taken, true));
  }
  // Distinct creation times: a shuffled rank, six hours apart, so "newest" is a stable order.
  const ranks = rng.shuffle(products.map((_, i) => i));
  products.forEach((p, i) => (p.created_at = new Date(NEWEST - ranks[i] * 6 * HOUR)));
  uniqueSlugs(products, slugs);
  return products;
}

/** Products past the default catalogue arrived over these last three years. */
const EXTRA_SPAN = 3 * 365 * 24 * HOUR;
/** A prime: i * STRIDE mod n visits every rank once, a shuffle that needs no array of n. */
const STRIDE = 1_000_003;
/** A larger catalogue gets one invented brand per this many products of a type, at most MAX_NEW_BRANDS a type. */
const PRODUCTS_PER_NEW_BRAND = 150;
const MAX_NEW_BRANDS = 12;

/** Each type with the invented brands a catalogue of `count` products adds to it (none for the default). */
function widenedSpecs(count: number, seed: number): Map<ProductType, TypeSpec> {
  const extra = count - DEFAULT_PRODUCT_COUNT;
  const brandSlugs = new Set(TYPE_SPECS.flatMap((s) => s.brands.map(([b]) => slugify(b))));
  return new Map(
    TYPE_SPECS.map((spec, t) => {
      const ofType = Math.ceil((extra * spec.count) / DEFAULT_PRODUCT_COUNT);
      const brands = generatedBrands(seed + 1 + t, spec, Math.min(MAX_NEW_BRANDS, Math.ceil(ofType / PRODUCTS_PER_NEW_BRAND)), brandSlugs);
      return [spec.type, { ...spec, brands: [...spec.brands, ...brands] }];
    }),
  );
}

/** Every brand a catalogue of `count` products may use: the seed makes a brand term of each. */
export function catalogueBrands(count = DEFAULT_PRODUCT_COUNT, seed = DEFAULT_SEED): string[] {
  const names = [...widenedSpecs(count, seed).values()].flatMap((spec) => spec.brands.map(([b]) => b));
  return [...new Set(names)].sort((a, b) => a.localeCompare(b));
}

/**
 * The catalogue of `count` listed products in batches of about `batchSize` (so 50,000 products
 * are never held at once): first the default catalogue exactly, then products drawn by the same
 * generator in the default catalogue's mix of types, with invented brands, more bottlings and
 * older vintages, and creation times spread over three years. Deterministic for a seed and count.
 */
export function* productBatches(count = DEFAULT_PRODUCT_COUNT, batchSize = 1000, seed = DEFAULT_SEED): Generator<ProductSeed[]> {
  if (!Number.isInteger(count) || count < DEFAULT_PRODUCT_COUNT)
    throw new Error(`A catalogue has at least ${DEFAULT_PRODUCT_COUNT} products`);
  const taken = new Set<string>();
  const slugs = new Set<string>();
  const base = defaultCatalogue(new SeededRandom(seed), taken, slugs);
  yield base;

  const extra = count - DEFAULT_PRODUCT_COUNT;
  if (extra === 0) return;
  const queue = typeQueue();
  const widened = widenedSpecs(count, seed);
  const rng = new SeededRandom(seed ^ 0x51ed);
  const step = Math.max(1000, Math.floor(EXTRA_SPAN / extra / 1000) * 1000);
  for (let from = 0; from < extra; from += batchSize) {
    const batch: ProductSeed[] = [];
    for (let i = from; i < Math.min(extra, from + batchSize); i++) {
      const spec = widened.get(queue[i % queue.length].type)!;
      const p = makeProduct(rng, spec, base.length + i, taken, false, WIDE_TITLES[spec.family]);
      // Seven seconds off the default catalogue's six-hour grid, so its times stay its own.
      p.created_at = new Date(NEWEST - ((i * STRIDE) % extra) * step - 7000);
      batch.push(p);
    }
    uniqueSlugs(batch, slugs);
    yield batch;
  }
}

/** The whole product list of a catalogue of `count` listed products, deterministic for a seed. */
export function generateProducts(seed = DEFAULT_SEED, count = DEFAULT_PRODUCT_COUNT): ProductSeed[] {
  return [...productBatches(count, count, seed)].flat();
}
