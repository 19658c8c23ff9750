import { PRODUCT_TYPES, type MediaProductType } from './palette';
import {
  banner,
  categoryTile,
  classScene,
  fallbackProduct,
  isProductType,
  logo,
  productBottle,
  productGlass,
  productLabel,
  promo,
  storeFront,
  STORE_NAMES,
  videoPoster,
} from './images';
import { videoPage } from './video-page';

interface MediaFile {
  body: string;
  contentType: string;
}

const SVG = 'image/svg+xml';
const VARIANTS = 8;

/** Category slug → the product types its tile shows. */
const CATEGORY_TILES: Record<string, MediaProductType[]> = {
  wine: ['red', 'white', 'rose'],
  spirits: ['whiskey', 'gin', 'vodka'],
  'red-wine': ['red'],
  'white-wine': ['white'],
  'rose-wine': ['rose'],
  'sparkling-wine': ['sparkling'],
  'dessert-wine': ['dessert'],
  ...Object.fromEntries(PRODUCT_TYPES.filter((t) => !['red', 'white', 'rose', 'sparkling', 'dessert'].includes(t)).map((t) => [t, [t]])),
};

const HERO: Record<string, MediaProductType[]> = {
  'hero-1': ['rose', 'white'],
  'hero-2': ['bourbon', 'whiskey'],
  'hero-3': ['sparkling', 'rose'],
  'box-1': ['white', 'gin'],
  'box-2': ['red', 'dessert'],
  'trend-1': ['red', 'white'],
  'trend-2': ['red', 'dessert'],
  unlock: ['sparkling', 'red'],
  'cta-1': ['red', 'white', 'rose'],
  'cta-2': ['scotch', 'bourbon'],
  'cta-3': ['liqueur', 'sparkling'],
};

function typeAndVariant(name: string): [MediaProductType, number] | null {
  const match = /^([a-z]+)-(\d)$/.exec(name);
  if (!match || !isProductType(match[1]) || Number(match[2]) >= VARIANTS) return null;
  return [match[1], Number(match[2])];
}

function bannerImage(name: string): string | null {
  if (HERO[name]) return banner(HERO[name], Object.keys(HERO).indexOf(name) + 1);
  const layout = /^layout-(\d{1,2})$/.exec(name);
  if (layout) {
    const n = Number(layout[1]);
    // One layout per product type, so all 14 banners look different.
    return n >= 1 && n <= 14 ? banner([PRODUCT_TYPES[n - 1], PRODUCT_TYPES[(n + 6) % 14]], n) : null;
  }
  const typed = /^(info|video)-([a-z]+)$/.exec(name);
  if (typed && isProductType(typed[2])) return typed[1] === 'info' ? banner([typed[2]], 3) : videoPoster(typed[2]);
  return null;
}

function render(folder: string, name: string, extension: string): MediaFile | null {
  if (folder === 'video') {
    return extension === 'html' && isProductType(name) ? { body: videoPage(name), contentType: 'text/html; charset=utf-8' } : null;
  }
  if (extension !== 'svg') return null;
  let body: string | null = null;
  switch (folder) {
    case 'bottle':
    case 'label':
    case 'glass': {
      const parsed = typeAndVariant(name);
      if (parsed) body = (folder === 'bottle' ? productBottle : folder === 'label' ? productLabel : productGlass)(...parsed);
      break;
    }
    case 'product':
      body = name === 'fallback' ? fallbackProduct() : null;
      break;
    case 'category':
      body = CATEGORY_TILES[name] ? categoryTile(CATEGORY_TILES[name]) : null;
      break;
    case 'store':
      body = STORE_NAMES.includes(name) ? storeFront(name) : null;
      break;
    case 'banner':
      body = bannerImage(name);
      break;
    case 'promo':
      body = promo(name);
      break;
    case 'class':
      body = classScene(name);
      break;
    case 'brand':
      body = name === 'logo' ? logo(false) : name === 'logo-light' ? logo(true) : null;
      break;
  }
  return body === null ? null : { body, contentType: SVG };
}

// Only real images are cached: the name space is finite, so the cache stays small.
const cache = new Map<string, MediaFile>();

/** The generated file at media/{folder}/{file}, or null when there is no such image. */
export function renderMedia(folder: string, file: string): MediaFile | null {
  const match = /^([a-z0-9-]{1,40})\.(svg|html)$/.exec(file);
  if (!/^[a-z]{1,20}$/.test(folder) || !match) return null;
  const key = `${folder}/${file}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const rendered = render(folder, match[1], match[2]);
  if (rendered) cache.set(key, rendered);
  return rendered;
}
