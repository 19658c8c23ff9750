import { BannerCard } from '~/components/banners/BannerCard';
import { Carousel } from '~/components/carousel/Carousel';
import type { SliderItem } from '~/lib/shop-api/types';

/** The hero slider with its side boxes. The first slide's image is the page's LCP image. */
export function HeroSection({ slides, boxes }: { slides: SliderItem[]; boxes: SliderItem[] }) {
  return (
    <section className="hero container" aria-label="Featured">
      <div className="hero__main">
        <Carousel label="Featured offers" preset="hero" className="hero__slider">
          {slides.map((slide, index) => (
            <BannerCard key={slide.uid || index} item={slide} layout={slide.layout ?? 1} priority={index === 0} headingLevel={2} />
          ))}
        </Carousel>
      </div>
      {boxes.length > 0 && (
        <div className="hero__boxes">
          {boxes.slice(0, 2).map((box, index) => (
            <BannerCard key={box.uid || index} item={box} layout={box.layout ?? (index === 0 ? 8 : 9)} headingLevel={2} />
          ))}
        </div>
      )}
    </section>
  );
}
