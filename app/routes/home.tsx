import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useNavigation } from '@remix-run/react';
import { BannerCard } from '~/components/banners/BannerCard';
import { catalogueRouteHeaders } from '~/components/catalogue/route-headers';
import type { HomePageView } from '~/lib/catalogue/views';
import { BannerSlider } from '~/components/home/BannerSlider';
import { CategoryCarousel } from '~/components/home/CategoryCarousel';
import { FaqAccordion } from '~/components/home/FaqAccordion';
import { HeroSection } from '~/components/home/HeroSection';
import { HomeSkeleton } from '~/components/home/HomeSkeleton';
import { PopularTiles } from '~/components/home/PopularTiles';
import { TrendingWines } from '~/components/home/TrendingWines';
import { ProductCarousel } from '~/components/product/ProductCarousel';
import { ProductColumns } from '~/components/product/KeptProductParts';
import { catalogueCacheHeaders, catalogueViewer, getHomePage } from '~/lib/catalogue/catalogue.server';
import { loadOrThrow } from '~/lib/shop-api/client.server';
import { ShopOrganizationJsonLd } from '~/components/seo/ShopOrganizationJsonLd';
import { originFromMatches, seoMeta } from '~/lib/seo/page-meta';
import catalogueStyles from '~/styles/catalogue.css?url';
import homeStyles from '~/styles/home.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: catalogueStyles },
  { rel: 'stylesheet', href: homeStyles },
];

export const headers = catalogueRouteHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: home, matches }) =>
  seoMeta(originFromMatches(matches), {
    title: 'Wine and Spirits for Pickup or Delivery',
    description:
      'Liquor Express: wines and spirits from around the world, trending bottles and new arrivals, for pickup at your local store or delivery.',
    canonicalPath: '/',
    noindex: !home,
    image: { url: '/logo.svg', width: 220, height: 56, alt: 'Liquor Express' },
  });

/**
 * One /home-page call holds every block, so the loader awaits it: the whole page is in the
 * server HTML (it must be, for browsers without JavaScript — a streamed Suspense boundary is
 * only revealed by an inline script). Skeletons show during client-side navigation instead,
 * and each banner/tile image box is a placeholder until its image paints. See docs/decisions/0010, 0133.
 * A failed call is thrown to the shop layout's boundary (ADR 0111).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const viewer = await catalogueViewer(context);
  const home = await loadOrThrow(context, getHomePage(context, viewer));
  return data(home, { headers: catalogueCacheHeaders(viewer) });
}

export default function HomeRoute() {
  const home = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  // Coming back to / from another page: show the skeleton until the new data is in.
  if (navigation.state === 'loading' && navigation.location.pathname === '/') return <HomeSkeleton />;
  return <HomePage data={home} />;
}

function HomePage({ data: home }: { data: HomePageView }) {
  const top = home.top_section;
  const trending = home.trending_wines_section;
  const picks = home.picks_in_sacramento_section;
  const popular = home.popular_in_sacramento_section;
  const products = home.top_products_section;
  const faqs = home.faqs_more_explore_section;
  return (
    <div className="home">
      <ShopOrganizationJsonLd />
      <h1 className="visually-hidden">Liquor Express: wine and spirits for pickup or delivery</h1>
      <HeroSection slides={top?.slider_listing ?? []} boxes={top?.box_listing ?? []} />
      {trending && (
        <TrendingWines title={trending.section_title} products={trending.product_listing ?? []} slides={trending.slider_listing ?? []} />
      )}
      {picks && <CategoryCarousel title={picks.section_title} tiles={picks.slider_listing ?? []} id="picks-title" />}
      <BannerSlider banners={home.banner_slider_section?.slider_listing ?? []} />
      {home.new_arrival_section && (
        <div className="home-block container" data-testid="home-new-arrivals">
          <ProductCarousel
            id="new-arrivals-title"
            title={home.new_arrival_section.section_title}
            products={home.new_arrival_section.product_listing ?? []}
            action={{ label: 'Shop all', href: '/product-listing' }}
          />
        </div>
      )}
      {home.unlock_banner_section && (
        <section className="home-block container unlock" aria-label="Member offer" data-testid="home-unlock">
          <BannerCard item={home.unlock_banner_section} layout={home.unlock_banner_section.layout ?? 14} headingLevel={2} />
        </section>
      )}
      {products && (
        <div className="home-block container" data-testid="home-top-products">
          <ProductColumns id="top-products" columns={[products.top_selling, products.trending, products.top_rated].filter(Boolean)} />
        </div>
      )}
      {popular && <PopularTiles title={popular.section_title} tiles={popular.slider_listing ?? []} box={popular.box_section} />}
      {faqs?.faq_section && (
        <section className="home-block container faq-block" aria-labelledby="faq-title" data-testid="home-faq">
          <h2 id="faq-title">{faqs.faq_section.section_title}</h2>
          <FaqAccordion name="faq" items={faqs.faq_section.faq_listing ?? []} />
        </section>
      )}
      {faqs?.more_explore_section && (
        <div className="home-block container" data-testid="home-more-explore">
          <ProductCarousel
            id="more-explore-title"
            title={faqs.more_explore_section.section_title}
            products={faqs.more_explore_section.product_listing ?? []}
          />
        </div>
      )}
    </div>
  );
}
