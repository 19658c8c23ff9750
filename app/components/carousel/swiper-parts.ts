// What the carousel takes from Swiper, in one lazily imported module (Carousel.tsx). Static named
// imports let the build keep only these four of Swiper's 23 modules (a dynamic import of
// 'swiper/modules' bundled them all).
export { Swiper } from 'swiper';
export { A11y, Autoplay, Keyboard, Navigation } from 'swiper/modules';
