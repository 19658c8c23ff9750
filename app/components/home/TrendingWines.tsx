import { BannerCard } from '~/components/banners/BannerCard';
import { Carousel } from '~/components/carousel/Carousel';
import type { SliderItem } from '~/lib/shop-api/types';
import type { ProductCardView } from '~/lib/catalogue/views';
import { ProductCard } from '~/components/product/ProductCard';

const BESIDE_SLIDER = 3;

/** Trending wines: the first 3 products beside the slider, the rest in a row after it. */
export function TrendingWines({ title, products, slides }: { title: string; products: ProductCardView[]; slides: SliderItem[] }) {
  const beside = products.slice(0, BESIDE_SLIDER);
  const after = products.slice(BESIDE_SLIDER);
  return (
    <section className="home-block trending container" aria-labelledby="trending-title" data-testid="home-trending">
      <div className="section-heading">
        <h2 id="trending-title">{title}</h2>
        <a className="section-heading__link" href="/product-listing">
          View all
        </a>
      </div>
      <div className="trending__top">
        <div className="trending__products">
          {beside.map((product) => (
            <ProductCard key={product.uid || product.product_id} product={product} />
          ))}
        </div>
        {slides.length > 0 && (
          <Carousel label={`${title} offers`} preset="hero" className="trending__slider">
            {slides.map((slide, index) => (
              <BannerCard key={slide.uid || index} item={slide} layout={slide.layout ?? 12} />
            ))}
          </Carousel>
        )}
      </div>
      {after.length > 0 && (
        <Carousel label={`More ${title.toLowerCase()}`} preset="product" className="trending__rest" controls="sides">
          {after.map((product) => (
            <ProductCard key={product.uid || product.product_id} product={product} />
          ))}
        </Carousel>
      )}
    </section>
  );
}
