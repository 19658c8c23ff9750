import type { TypeSpec } from './catalogue-data';
import { SeededRandom, slugify } from './random';

/**
 * Invented brands for catalogues larger than the default: a large shop lists far more houses
 * than the hand-written ones in catalogue-data.ts. Each copies the country (and so the styles)
 * of a hand-written brand of its type, and is named the way houses of that country are.
 */
type Brand = TypeSpec['brands'][number];

const ROMANCE_ROOTS = [
  'Belvar',
  'Corvale',
  'Montessa',
  'Rivaldo',
  'Valmonte',
  'Lirano',
  'Castelle',
  'Mirabel',
  'Fontaine',
  'Serrano',
  'Aurelle',
  'Delcora',
  'Bellanova',
  'Marisol',
  'Travesa',
  'Orsini',
  'Calvera',
  'Piedra Alta',
  'Santa Lucía',
  'Rocaforte',
];
const ANGLO_FIRST = [
  'Ash',
  'Bram',
  'Cold',
  'Elder',
  'Fox',
  'Grey',
  'Hart',
  'Iron',
  'Kings',
  'Lark',
  'Mill',
  'North',
  'Oak',
  'Raven',
  'Stone',
  'Wil',
];
const ANGLO_LAST = ['brook', 'ford', 'dale', 'ridge', 'field', 'wood', 'hollow', 'creek', 'haven', 'mere', 'stead', 'ton'];
const GAELIC_ROOTS = [
  'Arden',
  'Torrin',
  'Morven',
  'Carrow',
  'Fiann',
  'Avich',
  'Drummond',
  'Kinnaird',
  'Lochay',
  'Strathor',
  'Balmore',
  'Corrie',
];

const WINE_PREFIXES: Record<string, string[]> = {
  France: ['Château', 'Domaine', 'Clos', 'Maison'],
  Italy: ['Tenuta', 'Cantina', 'Podere', 'Villa'],
  Spain: ['Bodega', 'Viñedos'],
  Portugal: ['Quinta', 'Casa'],
  Germany: ['Weingut'],
  Argentina: ['Bodega', 'Finca'],
  Chile: ['Viña'],
};
const SPIRIT_PREFIXES: Record<string, string[]> = {
  Scotland: ['Glen', 'Ben', 'Isle of', 'Loch'],
  Ireland: ['Glen'],
  Mexico: ['Casa', 'Hacienda', 'Rancho'],
  Guatemala: ['Casa'],
  'Puerto Rico': ['Casa', 'Hacienda'],
  Peru: ['Hacienda'],
};
const WINE_SUFFIXES = ['Vineyards', 'Cellars', 'Estate', 'Winery', 'Wines'];
const SPIRIT_SUFFIXES = ['Distillery', 'Distilling Co.', 'Spirits', 'Still House'];

function brandName(rng: SeededRandom, spec: TypeSpec, country: string): string {
  const prefixes = (spec.family === 'wine' ? WINE_PREFIXES : SPIRIT_PREFIXES)[country];
  if (prefixes) {
    const roots = country === 'Scotland' || country === 'Ireland' ? GAELIC_ROOTS : ROMANCE_ROOTS;
    return `${rng.pick(prefixes)} ${rng.pick(roots)}`;
  }
  const suffixes = spec.family === 'wine' ? WINE_SUFFIXES : SPIRIT_SUFFIXES;
  return `${rng.pick(ANGLO_FIRST)}${rng.pick(ANGLO_LAST)} ${rng.pick(suffixes)}`;
}

/**
 * `count` new brands for one type, deterministic for the seed; `taken` holds the slugs of every
 * brand already named (brand slugs are unique), and gains the new ones.
 */
export function generatedBrands(seed: number, spec: TypeSpec, count: number, taken: Set<string>): Brand[] {
  const rng = new SeededRandom(seed);
  const brands: Brand[] = [];
  for (let attempt = 0; brands.length < count && attempt < count * 50; attempt++) {
    const [, country, styles] = rng.pick(spec.brands);
    const name = brandName(rng, spec, country);
    if (taken.has(slugify(name))) continue;
    taken.add(slugify(name));
    brands.push(styles ? [name, country, styles] : [name, country]);
  }
  return brands;
}
