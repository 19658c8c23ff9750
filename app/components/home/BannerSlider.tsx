import { BannerCard } from '~/components/banners/BannerCard';
import { Carousel } from '~/components/carousel/Carousel';
import type { SliderItem } from '~/lib/shop-api/types';

/** The home banner slider: every banner in its own layout, 3/2/1 per view with autoplay. */
export function BannerSlider({ banners }: { banners: SliderItem[] }) {
  if (banners.length === 0) return null;
  // The carousel inside is the "Offers" region: a second landmark of that name is ambiguous (axe landmark-unique).
  return (
    <section className="home-block container" data-testid="home-banners">
      <Carousel label="Offers" preset="home" className="banner-slider" controls="sides">
        {banners.map((banner, index) => (
          <BannerCard key={banner.uid || index} item={banner} />
        ))}
      </Carousel>
    </section>
  );
}
