/**
 * Carousel settings (docs/product.md, "Numbers"). The CSS of the server-rendered scroll-snap row
 * (catalogue.css, `.carousel--{preset}`) uses the same slides-per-view and gaps at the same
 * breakpoints, so Swiper taking over after hydration moves nothing.
 */
export type CarouselPreset = 'hero' | 'home' | 'product' | 'category';

interface PresetSettings {
  /** Slides per view below the first breakpoint. */
  slidesPerView: number;
  /** min-width (px) -> slides per view. */
  breakpoints: Record<number, number>;
  /** Gap between slides in px. */
  spaceBetween: number;
  /** Autoplay delay in ms, or null for no autoplay. */
  autoplayDelay: number | null;
}

/** Generic carousel defaults: slide speed 500 ms, touch threshold 5 px. */
export const SLIDE_SPEED_MS = 500;
export const TOUCH_THRESHOLD_PX = 5;

export const CAROUSEL_PRESETS: Record<CarouselPreset, PresetSettings> = {
  // The hero: one slide at a time, home autoplay.
  hero: { slidesPerView: 1, breakpoints: {}, spaceBetween: 0, autoplayDelay: 5000 },
  // Home carousels: 3, 2 under 1024 px, 1 under 600 px; autoplay 5000 ms.
  home: { slidesPerView: 1, breakpoints: { 600: 2, 1024: 3 }, spaceBetween: 16, autoplayDelay: 5000 },
  // Product carousels: 5, then 4, 3, 2 at 1024, 768, 480 px.
  product: { slidesPerView: 2, breakpoints: { 480: 3, 768: 4, 1024: 5 }, spaceBetween: 16, autoplayDelay: null },
  // Round category tiles are small: one more per row than products.
  category: { slidesPerView: 3, breakpoints: { 480: 4, 768: 5, 1024: 6 }, spaceBetween: 16, autoplayDelay: null },
};

/** Swiper's `breakpoints` option for a preset. */
export function swiperBreakpoints(settings: PresetSettings): Record<number, { slidesPerView: number }> {
  return Object.fromEntries(Object.entries(settings.breakpoints).map(([width, perView]) => [width, { slidesPerView: perView }]));
}
