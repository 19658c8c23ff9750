import { LABEL_VARIANTS, PALETTES, isDark, type BottleShape, type MediaProductType } from './palette';

interface Geometry {
  /** half body width, body height, shoulder height, half neck width, neck height, bottom radius, cap height */
  bw: number;
  bh: number;
  sh: number;
  nw: number;
  nh: number;
  r: number;
  capH: number;
  capW?: number;
}

const GEOMETRY: Record<BottleShape, Geometry> = {
  bordeaux: { bw: 34, bh: 150, sh: 40, nw: 11, nh: 62, r: 6, capH: 28 },
  champagne: { bw: 38, bh: 140, sh: 60, nw: 13, nh: 50, r: 8, capH: 58, capW: 17 },
  dessert: { bw: 27, bh: 150, sh: 32, nw: 9, nh: 70, r: 5, capH: 26 },
  square: { bw: 44, bh: 150, sh: 18, nw: 13, nh: 40, r: 5, capH: 28, capW: 18 },
  round: { bw: 48, bh: 130, sh: 42, nw: 12, nh: 44, r: 28, capH: 24 },
  slim: { bw: 30, bh: 185, sh: 24, nw: 12, nh: 38, r: 4, capH: 24 },
  squat: { bw: 52, bh: 118, sh: 22, nw: 16, nh: 30, r: 12, capH: 34, capW: 22 },
  decanter: { bw: 56, bh: 96, sh: 62, nw: 12, nh: 44, r: 44, capH: 30, capW: 20 },
};

/** Outline of a bottle standing on (0,0), growing upwards (negative y). */
function outline(g: Geometry, inset = 0): string {
  const bw = g.bw - inset;
  const nw = Math.max(2, g.nw - inset);
  const r = Math.max(1, g.r - inset);
  const bottom = -inset;
  const shoulder = -g.bh;
  const neck = shoulder - g.sh;
  const top = neck - g.nh;
  return [
    `M${-bw} ${bottom - r}`,
    `L${-bw} ${shoulder}`,
    `C${-bw} ${shoulder - g.sh * 0.7} ${-nw} ${neck + g.sh * 0.35} ${-nw} ${neck}`,
    `L${-nw} ${top}`,
    `L${nw} ${top}`,
    `L${nw} ${neck}`,
    `C${nw} ${neck + g.sh * 0.35} ${bw} ${shoulder - g.sh * 0.7} ${bw} ${shoulder}`,
    `L${bw} ${bottom - r}`,
    `Q${bw} ${bottom} ${bw - r} ${bottom}`,
    `L${-bw + r} ${bottom}`,
    `Q${-bw} ${bottom} ${-bw} ${bottom - r}`,
    'Z',
  ].join(' ');
}

/** Height above the base of the label's centre, for close-ups. */
export function labelCentre(type: MediaProductType): number {
  const g = GEOMETRY[PALETTES[type].shape];
  return g.bh * 0.78 - Math.min(g.bh * 0.5, 78) / 2;
}

export function bottleHeight(type: MediaProductType): number {
  const g = GEOMETRY[PALETTES[type].shape];
  return g.bh + g.sh + g.nh + g.capH * 0.4;
}

/**
 * One bottle as an SVG group at (x, y) = the middle of its base. `id` keeps gradient ids
 * unique when several bottles share an image.
 */
export function bottle(type: MediaProductType, variant: number, x: number, y: number, scale: number, id: string): string {
  const p = PALETTES[type];
  const g = GEOMETRY[p.shape];
  const label = variant === 0 ? p.label : LABEL_VARIANTS[variant % LABEL_VARIANTS.length];
  const ink = isDark(label) ? '#f6efe2' : '#2a2328';
  const clear = !isDark(p.glass);
  const top = -(g.bh + g.sh + g.nh);
  const capW = g.capW ?? g.nw + 2;
  const lw = g.bw * 0.8;
  const lh = Math.min(g.bh * 0.5, 78);
  const ly = -g.bh * 0.78;
  const emblem =
    variant % 3 === 0
      ? `<circle cx="0" cy="${ly + 18}" r="9" fill="none" stroke="${p.accent}" stroke-width="2.5"/>`
      : variant % 3 === 1
        ? `<path d="M0 ${ly + 8}l10 10-10 10-10-10z" fill="${p.accent}"/>`
        : `<path d="M-12 ${ly + 22}h24M-8 ${ly + 14}h16" stroke="${p.accent}" stroke-width="3"/>`;
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<defs><linearGradient id="${id}g" x1="0" x2="1"><stop offset="0" stop-color="${p.glass}" stop-opacity=".95"/>` +
    `<stop offset=".45" stop-color="${p.glass}" stop-opacity="${clear ? 0.55 : 0.85}"/><stop offset="1" stop-color="#000" stop-opacity=".55"/></linearGradient></defs>` +
    `<path d="${outline(g)}" fill="url(#${id}g)"/>` +
    (clear ? `<path d="M${-g.bw + 5} -5V${-g.bh * 0.88}H${g.bw - 5}V-5Z" fill="${p.liquid}" opacity=".8"/>` : '') +
    `<rect x="${-lw}" y="${ly}" width="${lw * 2}" height="${lh}" rx="4" fill="${label}"/>` +
    emblem +
    `<path d="M${-lw * 0.6} ${ly + lh * 0.62}h${lw * 1.2}M${-lw * 0.4} ${ly + lh * 0.8}h${lw * 0.8}" stroke="${ink}" stroke-width="3" stroke-linecap="round"/>` +
    `<rect x="${-capW}" y="${top - g.capH * 0.4}" width="${capW * 2}" height="${g.capH}" rx="3" fill="${p.accent}"/>` +
    `<path d="M${-g.bw * 0.62} ${-g.bh * 0.1}V${-g.bh * 0.95}" stroke="#fff" stroke-opacity=".35" stroke-width="5" stroke-linecap="round"/>` +
    '</g>'
  );
}

/** A stemmed wine glass or a tumbler holding the drink's colour, standing on (x, y). */
export function glass(type: MediaProductType, x: number, y: number, scale: number): string {
  const p = PALETTES[type];
  const wine = ['red', 'white', 'rose', 'sparkling', 'dessert'].includes(type);
  const body = wine
    ? '<path d="M-38 -190C-40 -140 -30 -112 0 -105C30 -112 40 -140 38 -190Z" fill="#fff" fill-opacity=".35" stroke="#8a8f98" stroke-width="2.5"/>' +
      `<path d="M-37 -160C-34 -130 -25 -113 0 -108C25 -113 34 -130 37 -160Z" fill="${p.liquid}"/>` +
      '<path d="M0 -105V-6M-30 0H30" stroke="#8a8f98" stroke-width="4" stroke-linecap="round"/>'
    : '<path d="M-42 -110L-36 0H36L42 -110Z" fill="#fff" fill-opacity=".35" stroke="#8a8f98" stroke-width="2.5"/>' +
      `<path d="M-39 -60L-36 -4H36L39 -60Z" fill="${p.liquid}"/>` +
      '<rect x="-20" y="-78" width="26" height="24" rx="4" fill="#fff" fill-opacity=".7" transform="rotate(-12)"/>';
  return `<g transform="translate(${x} ${y}) scale(${scale})">${body}</g>`;
}
