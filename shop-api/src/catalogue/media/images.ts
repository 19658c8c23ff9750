import { BRAND_COLORS, PALETTES, PRODUCT_TYPES, type MediaProductType } from './palette';
import { bottle, bottleHeight, glass, labelCentre } from './shapes';

const FONT = "Georgia,'Times New Roman',serif";

function svg(width: number, height: number, body: string, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<title>${title}</title>${body}</svg>`
  );
}

function linear(id: string, from: string, to: string, vertical = false): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0.4}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** Scale so the bottle is `height` pixels tall. */
const fit = (type: MediaProductType, height: number) => height / bottleHeight(type);

const shadow = (x: number, y: number, rx: number) =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${rx * 0.12}" fill="#000" opacity=".12"/>`;

function backdrop(type: MediaProductType, size: number): string {
  const [a, b] = PALETTES[type].backdrop;
  return (
    `<defs><radialGradient id="bg" cx=".5" cy=".45" r=".65"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></radialGradient></defs>` +
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>`
  );
}

/** Every product picture (front, label, glass, fallback) is a square of this many pixels. */
export const PRODUCT_IMAGE_SIZE = 400;

/** Product front: the bottle on its type's backdrop. */
export function productBottle(type: MediaProductType, variant: number): string {
  return svg(
    PRODUCT_IMAGE_SIZE,
    PRODUCT_IMAGE_SIZE,
    backdrop(type, 400) + shadow(200, 362, 80) + bottle(type, variant, 200, 362, fit(type, 320), 'b'),
    `${type} bottle`,
  );
}

/** Gallery close-up of the label. */
export function productLabel(type: MediaProductType, variant: number): string {
  const p = PALETTES[type];
  const title = type === 'rose' ? 'ROSÉ' : type.toUpperCase();
  return svg(
    PRODUCT_IMAGE_SIZE,
    PRODUCT_IMAGE_SIZE,
    backdrop(type, 400) +
      bottle(type, variant, 200, 240 + 2.6 * labelCentre(type), 2.6, 'b') +
      `<rect x="110" y="60" width="180" height="44" rx="6" fill="${BRAND_COLORS.cream}" opacity=".92"/>` +
      `<text x="200" y="90" font-family="${FONT}" font-size="20" letter-spacing="4" text-anchor="middle" fill="${p.accent}">${title}</text>`,
    `${type} label`,
  );
}

/** Gallery view: a poured glass beside the bottle. */
export function productGlass(type: MediaProductType, variant: number): string {
  return svg(
    PRODUCT_IMAGE_SIZE,
    PRODUCT_IMAGE_SIZE,
    backdrop(type, 400) + shadow(200, 362, 120) + bottle(type, variant, 150, 362, fit(type, 280), 'b') + glass(type, 272, 362, 0.95),
    `${type} poured`,
  );
}

export function fallbackProduct(): string {
  return svg(
    PRODUCT_IMAGE_SIZE,
    PRODUCT_IMAGE_SIZE,
    '<rect width="400" height="400" fill="#f1eeea"/>' +
      '<path d="M178 90h44v28c0 30 40 40 40 80v150a12 12 0 0 1-12 12H150a12 12 0 0 1-12-12V198c0-40 40-50 40-80z" fill="#ddd6cf"/>' +
      '<rect x="150" y="220" width="100" height="70" rx="6" fill="#f1eeea"/>' +
      `<text x="200" y="262" font-family="${FONT}" font-size="16" text-anchor="middle" fill="#9b9088">Liquor Express</text>`,
    'Image coming soon',
  );
}

/** A round category tile: one bottle, or a trio for a parent category. */
export function categoryTile(types: MediaProductType[]): string {
  const [main] = types;
  const spots =
    types.length === 1
      ? [[150, 1]]
      : [
          [95, 0.82],
          [205, 0.82],
          [150, 1],
        ];
  const bottles = types
    .slice(0, spots.length)
    .map((t, i) => bottle(t, i + 1, spots[i][0], 262, fit(t, 210 * spots[i][1]), `c${i}`))
    .join('');
  return svg(300, 300, backdrop(main, 300) + `<circle cx="150" cy="150" r="118" fill="#fff" opacity=".45"/>` + bottles, `${main} category`);
}

/** Wide background for banners and sliders; the storefront writes the titles over it. */
export function banner(types: MediaProductType[], layout: number, width = 1200, height = 480): string {
  const p = PALETTES[types[0]];
  const dark = layout % 2 === 0;
  const from = dark ? '#1d1b22' : p.backdrop[0];
  const to = dark ? p.liquid : p.backdrop[1];
  const side = layout % 3; // 0: bottles right, 1: left, 2: centre trio
  const baseY = height - 40;
  const h = height * 0.72;
  const xs =
    side === 0 ? [width * 0.68, width * 0.85] : side === 1 ? [width * 0.15, width * 0.32] : [width * 0.3, width * 0.5, width * 0.7];
  const bottles = xs
    .map((x, i) => {
      const t = types[i % types.length];
      return bottle(t, (layout + i) % 8, x, baseY, fit(t, h * (i === 1 ? 1 : 0.88)), `k${i}`);
    })
    .join('');
  const dots = Array.from({ length: 6 }, (_, i) => {
    const cx = ((layout * 137 + i * 211) % width) | 0;
    const cy = ((layout * 59 + i * 97) % height) | 0;
    return `<circle cx="${cx}" cy="${cy}" r="${24 + ((i * 17 + layout * 5) % 60)}" fill="${i % 2 ? p.accent : '#fff'}" opacity="${dark ? 0.08 : 0.22}"/>`;
  }).join('');
  return svg(
    width,
    height,
    `<defs>${linear('bg', from, to)}</defs><rect width="${width}" height="${height}" fill="url(#bg)"/>` +
      dots +
      `<rect y="${baseY}" width="${width}" height="${height - baseY}" fill="#000" opacity=".12"/>` +
      bottles,
    `${types.join(' ')} banner`,
  );
}

/** Video poster: a banner with a play button. */
export function videoPoster(type: MediaProductType): string {
  const base = banner([type], 2, 960, 540);
  const play = '<circle cx="480" cy="270" r="56" fill="#000" opacity=".55"/><path d="M462 238l52 32-52 32z" fill="#fff"/>';
  return base.replace('</svg>', `${play}</svg>`);
}

const STORE_COLORS: Record<string, [string, string]> = {
  midtown: ['#7b1a2c', '#f4d9a8'],
  folsom: ['#1f4e5f', '#f1dca8'],
  roseville: ['#3a7d44', '#f6e7c8'],
  'land-park': ['#5b2a0e', '#f3e6cc'],
  davis: ['#173f6b', '#e6eef6'],
};

export const STORE_NAMES = Object.keys(STORE_COLORS);

/** A storefront illustration with a striped awning in the store's colour. */
export function storeFront(name: string): string {
  const [main, wall] = STORE_COLORS[name];
  const stripes = Array.from(
    { length: 10 },
    (_, i) => `<rect x="${90 + i * 42}" y="150" width="21" height="40" fill="#fff" opacity=".85"/>`,
  ).join('');
  return svg(
    600,
    400,
    `<defs>${linear('sky', '#cfe6f5', '#fdf3e3', true)}</defs><rect width="600" height="400" fill="url(#sky)"/>` +
      `<rect x="70" y="90" width="460" height="270" fill="${wall}"/>` +
      `<rect x="70" y="90" width="460" height="50" fill="${main}"/>` +
      `<text x="300" y="124" font-family="${FONT}" font-size="26" letter-spacing="3" text-anchor="middle" fill="#fff">LIQUOR EXPRESS</text>` +
      `<path d="M80 150h440l-10 40H90z" fill="${main}"/>${stripes}` +
      `<rect x="110" y="210" width="150" height="110" fill="#2d3a44"/><rect x="340" y="210" width="150" height="110" fill="#2d3a44"/>` +
      bottle('red', 1, 150, 316, 0.32, 's1') +
      bottle('bourbon', 2, 190, 316, 0.3, 's2') +
      bottle('gin', 3, 228, 316, 0.28, 's3') +
      bottle('sparkling', 4, 380, 316, 0.32, 's4') +
      bottle('vodka', 5, 420, 316, 0.3, 's5') +
      bottle('rose', 6, 458, 316, 0.32, 's6') +
      `<rect x="270" y="220" width="60" height="140" fill="${main}"/><circle cx="318" cy="292" r="4" fill="${wall}"/>` +
      '<rect y="360" width="600" height="40" fill="#9aa3a8"/>',
    `${name} store`,
  );
}

export function logo(light: boolean): string {
  const text = light ? '#fbf6ee' : BRAND_COLORS.ink;
  return svg(
    240,
    64,
    bottle('red', 0, 26, 58, 0.2, 'l') +
      `<text x="52" y="30" font-family="${FONT}" font-size="22" font-weight="bold" fill="${text}">Liquor</text>` +
      `<text x="52" y="54" font-family="${FONT}" font-size="22" font-style="italic" fill="${BRAND_COLORS.gold}">Express</text>`,
    'Liquor Express',
  );
}

/** Promo artwork: a gift box, or bottles on a coloured card. */
export function promo(name: string): string | null {
  if (name === 'box') {
    return svg(
      600,
      600,
      `<defs>${linear('bg', '#fbf0e0', '#efd2a6', true)}</defs><rect width="600" height="600" fill="url(#bg)"/>` +
        bottle('sparkling', 3, 420, 470, 0.95, 'p1') +
        '<rect x="110" y="300" width="260" height="170" rx="6" fill="#7b1a2c"/><rect x="95" y="270" width="290" height="50" rx="6" fill="#8c1c2f"/>' +
        '<rect x="225" y="270" width="30" height="200" fill="#c9a227"/><path d="M240 270c-60-70-110-20-60 0m60 0c60-70 110-20 60 0" fill="none" stroke="#c9a227" stroke-width="14"/>',
      'Gift box',
    );
  }
  const types: Record<string, MediaProductType[]> = {
    'card-1': ['sparkling', 'rose'],
    'card-2': ['bourbon', 'whiskey'],
    'card-3': ['red', 'white'],
  };
  const pair = types[name];
  if (!pair) return null;
  return banner(pair, 1 + Object.keys(types).indexOf(name) * 3, 400, 300);
}

/** Private-class scenes: glasses and bottles on a tasting table. */
export function classScene(name: string): string | null {
  const scenes: Record<string, MediaProductType[]> = {
    banner: ['red', 'white', 'rose'],
    room: ['sparkling', 'red', 'dessert'],
    request: ['whiskey', 'scotch', 'bourbon'],
    trips: ['white', 'rose', 'red'],
    corporate: ['gin', 'vodka', 'tequila'],
    gift: ['liqueur', 'brandy', 'rum'],
  };
  const types = scenes[name];
  if (!types) return null;
  const p = PALETTES[types[0]];
  const items = types.map((t, i) => bottle(t, i + 2, 200 + i * 90, 380, fit(t, 250), `t${i}`) + glass(t, 520 + i * 95, 380, 0.9)).join('');
  return svg(
    800,
    450,
    `<defs>${linear('bg', '#2a1f24', p.liquid)}</defs><rect width="800" height="450" fill="url(#bg)"/>` +
      '<circle cx="640" cy="90" r="70" fill="#fff" opacity=".08"/><circle cx="120" cy="60" r="40" fill="#fff" opacity=".06"/>' +
      '<rect y="380" width="800" height="70" fill="#6b4426"/><rect y="380" width="800" height="8" fill="#8a5a33"/>' +
      items,
    `${name} tasting`,
  );
}

export function isProductType(value: string): value is MediaProductType {
  return (PRODUCT_TYPES as readonly string[]).includes(value);
}
