import { SIZE_PRICE_FACTOR, SIZE_WEIGHT, SIZES, SEASONS, REGIONS, TYPE_SPECS, type ProductType, type TypeSpec } from './catalogue-data';
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

function makeTitle(rng: SeededRandom, spec: TypeSpec, brand: string, style: string, taken: Set<string>): string {
  for (let attempt = 0; attempt < 30; attempt++) {
    const descriptor = rng.pick(spec.descriptors);
    const vintage = rng.chance(spec.vintageChance) ? String(rng.int(2014, 2023)) : '';
    const title = [brand, descriptor, style, vintage].filter(Boolean).join(' ');
    if (!taken.has(title)) return title;
  }
  let n = 2;
  while (taken.has(`${brand} ${style} No. ${n}`)) n++;
  return `${brand} ${style} No. ${n}`;
}

function makeProduct(rng: SeededRandom, spec: TypeSpec, index: number, taken: Set<string>, notFound: boolean): ProductSeed {
  const [brand, country, brandStyles] = rng.pick(spec.brands);
  const style = rng.pick(brandStyles ?? spec.styles);
  const title = notFound ? `${brand} Discontinued ${style}` : makeTitle(rng, spec, brand, style, taken);
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

/**
 * The whole product list, deterministic for a seed: the listed products of every type
 * (interleaved so ids do not cluster by type) plus three products flagged not found.
 */
export function generateProducts(seed = 20250601): ProductSeed[] {
  const rng = new SeededRandom(seed);
  const taken = new Set<string>();
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
  const products = queue.map((spec, i) => makeProduct(rng, spec, i, taken, false));
  for (const type of ['red', 'bourbon', 'gin'] as const) {
    const spec = TYPE_SPECS.find((s) => s.type === type)!;
    products.push(makeProduct(rng, spec, products.length, taken, true));
  }
  // Distinct creation times: a shuffled rank, six hours apart, so "newest" is a stable order.
  const ranks = rng.shuffle(products.map((_, i) => i));
  products.forEach((p, i) => (p.created_at = new Date(NEWEST - ranks[i] * 6 * HOUR)));
  // Slugs must be unique even when two titles slugify alike.
  const slugs = new Set<string>();
  for (const p of products) {
    let slug = p.slug;
    for (let n = 2; slugs.has(slug); n++) slug = `${p.slug}-${n}`;
    p.slug = slug;
    slugs.add(slug);
  }
  return products;
}
