/**
 * The 14 banner layouts the CMS can name. Each is a class on the same markup (BannerCard);
 * catalogue's home.css gives each its arrangement. Unknown layout numbers fall back to 1.
 */
export const BANNER_LAYOUTS = {
  1: 'overlay-start', // full-bleed image, text bottom-left over a dark gradient
  2: 'overlay-center', // full-bleed image, centred text
  3: 'overlay-end', // full-bleed image, text right
  4: 'split-media-start', // image left, wine panel right
  5: 'split-media-end', // cream panel left, image right
  6: 'card', // image on top, text below
  7: 'caption', // text in a strip along the bottom
  8: 'floating-card', // white card floating over the image
  9: 'spotlight', // cream background, round image beside the text
  10: 'price-tag', // big price badge in the corner
  11: 'ribbon', // offer tagline as a ribbon across the top
  12: 'tall', // portrait, text at the top
  13: 'framed', // inset gold frame, serif title centred
  14: 'noir', // dark panel, image faded in from the right, gold accents
} as const;

export type BannerLayout = keyof typeof BANNER_LAYOUTS;

export function bannerLayout(value: unknown): BannerLayout {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 14 ? (n as BannerLayout) : 1;
}
