/** Colours of each product type: glass, the drink inside, label and accent (cap, foil, emblem). */
interface TypePalette {
  glass: string;
  liquid: string;
  label: string;
  accent: string;
  /** Soft background behind the bottle. */
  backdrop: [string, string];
  shape: BottleShape;
}

export type BottleShape = 'bordeaux' | 'champagne' | 'dessert' | 'square' | 'round' | 'slim' | 'squat' | 'decanter';

export const PRODUCT_TYPES = [
  'red',
  'white',
  'rose',
  'sparkling',
  'dessert',
  'whiskey',
  'bourbon',
  'scotch',
  'vodka',
  'gin',
  'rum',
  'tequila',
  'brandy',
  'liqueur',
] as const;
export type MediaProductType = (typeof PRODUCT_TYPES)[number];

export const PALETTES: Record<MediaProductType, TypePalette> = {
  red: { glass: '#2b0f17', liquid: '#7b1a2c', label: '#f4ead8', accent: '#8c1c2f', backdrop: ['#f7e6e8', '#e9c4ca'], shape: 'bordeaux' },
  white: { glass: '#b9c98a', liquid: '#efe2a2', label: '#fbf8ef', accent: '#c9a227', backdrop: ['#f8f6e4', '#e9e3b8'], shape: 'bordeaux' },
  rose: { glass: '#f2b8c0', liquid: '#f08ea0', label: '#fff7f4', accent: '#d45d79', backdrop: ['#fdeef0', '#f7cdd5'], shape: 'bordeaux' },
  sparkling: {
    glass: '#24402b',
    liquid: '#e9d98f',
    label: '#f8f1dc',
    accent: '#c9a227',
    backdrop: ['#f6f1de', '#e5d9a8'],
    shape: 'champagne',
  },
  dessert: { glass: '#5a3210', liquid: '#c17f24', label: '#fbf1de', accent: '#9d5b12', backdrop: ['#fbf0e0', '#efd2a6'], shape: 'dessert' },
  whiskey: { glass: '#c7d3d6', liquid: '#b86a1e', label: '#1f2a36', accent: '#b8892f', backdrop: ['#f6ede2', '#e6cfb0'], shape: 'square' },
  bourbon: { glass: '#c7d3d6', liquid: '#9a4a12', label: '#f3e6cc', accent: '#5b2a0e', backdrop: ['#f5e9dd', '#e1c3a2'], shape: 'square' },
  scotch: { glass: '#c7d3d6', liquid: '#c98a2b', label: '#0f3b2e', accent: '#c9a227', backdrop: ['#eef2ea', '#cfdccb'], shape: 'round' },
  vodka: { glass: '#dbe9f2', liquid: '#f3f8fb', label: '#173f6b', accent: '#8fb6d8', backdrop: ['#eef5fb', '#cfe1f1'], shape: 'slim' },
  gin: { glass: '#b9e0dc', liquid: '#eaf7f5', label: '#f7fbf9', accent: '#2f7d6d', backdrop: ['#eaf6f3', '#c6e6df'], shape: 'squat' },
  rum: { glass: '#c7d3d6', liquid: '#6a3210', label: '#f1dca8', accent: '#1e4e5f', backdrop: ['#f4ece0', '#dfc7a3'], shape: 'round' },
  tequila: { glass: '#dde9e4', liquid: '#f1e2a6', label: '#f9f3e3', accent: '#3a7d44', backdrop: ['#f3f7e8', '#dbe8c0'], shape: 'squat' },
  brandy: { glass: '#c7d3d6', liquid: '#a0521a', label: '#2a1a12', accent: '#c9a227', backdrop: ['#f7ebe0', '#e6c8ad'], shape: 'decanter' },
  liqueur: { glass: '#4a2340', liquid: '#8e3b6e', label: '#fdf3e7', accent: '#e08a2e', backdrop: ['#f8ebf2', '#e8c6d9'], shape: 'round' },
};

/** Label colours cycled by an image's variant number, so bottles of one type still differ. */
export const LABEL_VARIANTS = ['#f4ead8', '#1f2a36', '#f8f1dc', '#0f3b2e', '#fdf3e7', '#7b1a2c', '#ffffff', '#173f6b'];

export const BRAND_COLORS = { wine: '#7b1a2c', gold: '#c9a227', ink: '#1d1b22', cream: '#fbf6ee' };

export function isDark(hex: string): boolean {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return r * 0.299 + g * 0.587 + b * 0.114 < 140;
}
