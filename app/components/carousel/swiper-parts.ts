// What the carousel takes from Swiper, in one lazily imported module (Carousel.tsx). Static named
// imports let the build keep only these three of Swiper's 23 modules (a dynamic import of
// 'swiper/modules' bundled them all). Autoplay is our own timer (autoplay.ts).
export { Swiper } from 'swiper';
export { A11y, Keyboard, Navigation } from 'swiper/modules';
