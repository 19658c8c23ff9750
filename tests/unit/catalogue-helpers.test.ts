import { describe, expect, it } from 'vitest';
import { bannerLayout } from '~/components/banners/banner-layouts';
import { CAROUSEL_PRESETS, swiperBreakpoints } from '~/components/carousel/carousel-presets';
import type { ProductDetail } from '~/lib/shop-api/types';
import { productJsonLd } from '~/lib/seo/structured-data';
import { isAvailable, preselectVariation } from '~/components/product/variations';
import { videoEmbed } from '~/lib/catalogue/video-embed';

describe('videoEmbed', () => {
  it('embeds YouTube and Vimeo links with their players', () => {
    expect(videoEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      kind: 'iframe',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    });
    expect(videoEmbed('https://youtu.be/dQw4w9WgXcQ')?.src).toContain('/embed/dQw4w9WgXcQ');
    expect(videoEmbed('https://vimeo.com/76979871')).toEqual({ kind: 'iframe', src: 'https://player.vimeo.com/video/76979871?autoplay=1' });
  });

  it('plays video files natively and embeds other pages as they are', () => {
    expect(videoEmbed('https://cdn.example.com/clip.mp4')).toEqual({ kind: 'native', src: 'https://cdn.example.com/clip.mp4' });
    expect(videoEmbed('http://localhost:3000/api/v1/media/video/maker-1.html')).toEqual({
      kind: 'iframe',
      src: 'http://localhost:3000/api/v1/media/video/maker-1.html',
    });
  });

  it('refuses what is not an http(s) URL', () => {
    expect(videoEmbed('javascript:alert(1)')).toBeNull();
    expect(videoEmbed('not a url')).toBeNull();
    expect(videoEmbed('https://www.youtube.com/watch?v=<script>')).toBeNull();
  });
});

const product: ProductDetail = {
  id: 7,
  uid: 'LE-00007',
  name: 'Moonridge Estate Reserve Syrah',
  slug: 'moonridge',
  image: 'https://x/img.svg',
  gallery: ['https://x/img.svg', 'https://x/2.svg'],
  average_rating: 4.4,
  review_count: 12,
  have_offer: false,
  offer_label: null,
  in_wishlist: false,
  category: { category_id: 3, category_title: 'Red Wine', category_slug: 'red-wine' },
  brand: { id: 1, name: 'Moonridge Estate', slug: 'moonridge-estate' },
  country: { id: 2, name: 'USA', slug: 'usa' },
  variations: [
    { variation_id: 1, size: '1.5L', sale_price: null, regular_price: null, stock: 0 },
    { variation_id: 2, size: '750ml', sale_price: 19.5, regular_price: 24, stock: 3 },
    { variation_id: 3, size: '375ml', sale_price: null, regular_price: 12, stock: 0 },
  ],
};

describe('variations', () => {
  it('a variation is available only with a regular price', () => {
    expect(isAvailable(product.variations[0])).toBe(false);
    expect(isAvailable(product.variations[2])).toBe(true);
  });

  it('preselects the first available variation, or an available requested one', () => {
    expect(preselectVariation(product, null)).toBe(2);
    expect(preselectVariation(product, 3)).toBe(3);
    expect(preselectVariation(product, 1)).toBe(2); // unavailable: ignored
    expect(preselectVariation(product, 999)).toBe(2);
    expect(preselectVariation({ variations: [product.variations[0]] }, null)).toBeNull();
  });

  it('preselects the first available size in stock over a sold-out first size', () => {
    const soldOutFirst = {
      variations: [
        { variation_id: 1, size: '750 ml', sale_price: null, regular_price: 20, stock: 0 },
        { variation_id: 2, size: '375 ml', sale_price: null, regular_price: 12, stock: 4 },
      ],
    };
    expect(preselectVariation(soldOutFirst, null)).toBe(2);
    expect(preselectVariation({ variations: [soldOutFirst.variations[0]] }, null)).toBe(1);
  });
});

describe('productJsonLd', () => {
  it('describes the product with one offer per available variation', () => {
    const json = productJsonLd(product, 'https://shop.example') as Record<string, any>;
    expect(json['@type']).toBe('Product');
    expect(json.url).toBe('https://shop.example/product/7');
    expect(json.brand).toEqual({ '@type': 'Brand', name: 'Moonridge Estate' });
    expect(json.aggregateRating).toMatchObject({ ratingValue: 4.4, reviewCount: 12 });
    expect(json.offers).toEqual([
      expect.objectContaining({ price: '19.50', priceCurrency: 'USD', availability: 'https://schema.org/InStock' }),
      expect.objectContaining({ price: '12.00', availability: 'https://schema.org/OutOfStock' }),
    ]);
  });
});

describe('banner layouts and carousel presets', () => {
  it('maps layout numbers 1..14 and falls back to 1', () => {
    expect(bannerLayout(14)).toBe(14);
    expect(bannerLayout('3')).toBe(3);
    expect(bannerLayout(0)).toBe(1);
    expect(bannerLayout(15)).toBe(1);
    expect(bannerLayout('x')).toBe(1);
  });

  it('uses the slides per view of docs/product.md, "Numbers"', () => {
    expect(CAROUSEL_PRESETS.home.autoplayDelay).toBe(5000);
    expect(swiperBreakpoints(CAROUSEL_PRESETS.home)).toEqual({ 600: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } });
    expect(CAROUSEL_PRESETS.product.slidesPerView).toBe(2);
    expect(swiperBreakpoints(CAROUSEL_PRESETS.product)).toEqual({
      480: { slidesPerView: 3 },
      768: { slidesPerView: 4 },
      1024: { slidesPerView: 5 },
    });
  });
});
