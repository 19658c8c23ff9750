import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { Suspense, useState } from 'react';
import { preloadableLazy } from '~/components/lazy/preloadable-lazy';
import { Breadcrumb } from '~/components/catalogue/Breadcrumb';
import type { Crumb } from '~/lib/catalogue/breadcrumb';
import { catalogueRouteHeaders } from '~/components/catalogue/route-headers';
import type { ProductDetailView } from '~/lib/catalogue/views';
import { HtmlContent } from '~/components/content/HtmlContent';
import { BuyBox, STORE_SWITCH_FORM_ID } from '~/components/product/BuyBox';
import { PageStoreSwitchForm } from '~/components/catalogue/StoreStockLine';
import { pickupReadyFor } from '~/lib/catalogue/pickup-ready.server';
import { askBackInStock, type BackInStockActionData } from '~/lib/shopper/back-in-stock.server';
import { SHOP_LAYOUT_ID, type ShopLayoutData } from '~/lib/shopper/shop-layout-data';
import { BACK_IN_STOCK_INTENT } from '~/lib/validation/back-in-stock';
import { preselectVariation } from '~/components/product/variations';
import { AdditionalInfoBanner, CtaBanner, ProductColumns, usePreloadKeptProductParts } from '~/components/product/KeptProductParts';
import { ProductCarousel } from '~/components/product/ProductCarousel';
import { ProductGallery } from '~/components/product/ProductGallery';
import { ProductInfoTabs } from '~/components/product/ProductInfoTabs';
import { ProductVideo } from '~/components/product/ProductVideo';
import { videoEmbed, type VideoEmbed } from '~/lib/catalogue/video-embed';
import { RatingStars } from '~/components/product/RatingStars';
import { categoryHref, productHref } from '~/components/product/product-links';
import { WishlistToggle } from '~/components/wishlist/WishlistToggle';
import { catalogueCacheHeaders, catalogueViewer, getProductDetail, notFound } from '~/lib/catalogue/catalogue.server';
import { loadOrThrow } from '~/lib/shop-api/client.server';
import { originFromMatches, seoMeta } from '~/lib/seo/page-meta';
import { productSeo } from '~/lib/seo/product-seo';
import { breadcrumbJsonLd, productJsonLd } from '~/lib/seo/structured-data';
import { JsonLd } from '~/components/seo/JsonLd';
import { useOrigin } from '~/components/seo/useOrigin';
import catalogueStyles from '~/styles/catalogue.css?url';
import productStyles from '~/styles/product.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: catalogueStyles },
  { rel: 'stylesheet', href: productStyles },
];

export const headers = catalogueRouteHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  const origin = originFromMatches(matches);
  if (!page) return seoMeta(origin, { title: 'Product', noindex: true });
  return seoMeta(origin, productSeo(page.detail.product_detail));
};

// Its form code (conform, zod) is a chunk of its own: most product pages have no sold-out size.
const BackInStockForms = preloadableLazy(() => import('~/components/product/BackInStockForm').then((m) => m.BackInStockForms));

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const productId = params.productId ?? '';
  // Only a positive whole number can name a product; anything else is simply not found.
  if (!/^\d{1,10}$/.test(productId) || Number(productId) < 1 || Number(productId) > 2_147_483_647) throw notFound();
  const viewer = await catalogueViewer(context);
  // Unknown product: the 404 page; the API failing: its status, both shown by the layout's boundary.
  const [detail, pickupReady] = await Promise.all([
    loadOrThrow(context, getProductDetail(context, productId, viewer)),
    pickupReadyFor(context),
  ]);
  const requested = Number(new URL(request.url).searchParams.get('variation')) || null;
  // How the video plays is worked out here, so its URL rules stay off the browser's first load.
  const videoUrl = detail.video_section?.section_video_url;
  return data(
    {
      detail,
      initialVariationId: preselectVariation(detail.product_detail, requested),
      video: videoUrl ? videoEmbed(videoUrl) : null,
      pickupReady,
    },
    { headers: catalogueCacheHeaders(viewer) },
  );
}

/** The page's one form of its own: "E-mail me when it's back" for a sold-out size. */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  if (formData.get('intent') !== BACK_IN_STOCK_INTENT) throw new Response('Unknown form', { status: 400 });
  return askBackInStock(context, formData);
}

export default function ProductRoute() {
  const page = useLoaderData<typeof loader>();
  return (
    <ProductPage
      key={page.detail.product_detail.id}
      detail={page.detail}
      initialVariationId={page.initialVariationId}
      video={page.video}
      pickupReady={page.pickupReady}
    />
  );
}

function productBreadcrumb(detail: ProductDetailView): Crumb[] {
  const { category, name } = detail.product_detail;
  const crumbs: Crumb[] = [{ label: 'Shop', href: '/product-listing' }];
  if (category?.parent) crumbs.push({ label: category.parent.category_title, href: categoryHref(category.parent.category_slug) });
  if (category) {
    crumbs.push({
      label: category.category_title,
      href: category.parent ? categoryHref(category.parent.category_slug, category.category_slug) : categoryHref(category.category_slug),
    });
  }
  crumbs.push({ label: name });
  return crumbs;
}

function ProductPage({
  detail,
  initialVariationId,
  video,
  pickupReady,
}: {
  detail: ProductDetailView;
  initialVariationId: number | null;
  video: VideoEmbed | null;
  /** "Ready today after 4 pm" for a shopper picking up; null otherwise. */
  pickupReady: string | null;
}) {
  const product = detail.product_detail;
  usePreloadKeptProductParts();
  const [variationId, setVariationId] = useState(initialVariationId);
  const origin = useOrigin();
  const signedIn = useRouteLoaderData<ShopLayoutData>(SHOP_LAYOUT_ID)?.account.kind === 'user';
  const backInStockAnswer = useActionData<typeof action>() as BackInStockActionData | undefined;
  const crumbs = productBreadcrumb(detail);
  const gallery = product.gallery.length > 0 ? product.gallery : [product.image];
  const accordions = [detail.specification_section, detail.shipping_sction, detail.payment_option_section].filter(
    (section) => section && (section.section_title || section.section_content),
  );
  return (
    <div className="product-page container">
      <JsonLd data={import.meta.env.SSR ? productJsonLd(product, origin) : null} />
      <JsonLd data={import.meta.env.SSR ? breadcrumbJsonLd(crumbs, origin, productHref(product.id)) : null} />
      <Breadcrumb items={crumbs} />
      <div className="product-main">
        <div className="product-main__gallery">
          {product.have_offer && <span className="badge badge--offer product-main__badge">{product.offer_label || 'Offer'}</span>}
          <ProductGallery images={gallery} name={product.name} />
        </div>
        <div className="product-main__info">
          <p className="product-main__eyebrow">{[product.brand?.name, product.country?.name].filter(Boolean).join(' · ')}</p>
          <div className="product-main__title-row">
            <h1 className="product-main__title">{product.name}</h1>
            <WishlistToggle className="product-main__wish" productId={product.id} variationId={variationId} productTitle={product.name} />
          </div>
          <RatingStars rating={product.average_rating} reviews={product.review_count} className="rating--large" />
          {detail.about_product_section?.section_content && (
            <HtmlContent html={detail.about_product_section.section_content} className="product-main__about" />
          )}
          <BuyBox product={product} initialVariationId={initialVariationId} onVariationChange={setVariationId} />
          <Suspense fallback={null}>
            <BackInStockForms product={product} signedIn={signedIn} answer={backInStockAnswer} />
          </Suspense>
          <PageStoreSwitchForm id={STORE_SWITCH_FORM_ID} />
          {pickupReady && (
            <p className="pickup-ready" data-testid="pickup-ready">
              {pickupReady}
            </p>
          )}
          {accordions.length > 0 && (
            <div className="product-accordions">
              {accordions.map((section, index) => (
                <details key={index} className="product-accordion" name="product-accordion">
                  <summary>{section.section_title}</summary>
                  <HtmlContent html={section.section_content} />
                </details>
              ))}
            </div>
          )}
        </div>
      </div>

      <ProductInfoTabs
        tabs={[
          { id: 'details', section: detail.product_detail_section },
          { id: 'warning', section: detail.warning_section },
          { id: 'additional', section: detail.additional_information_section },
          { id: 'reviews', section: detail.reviews_section },
        ]}
      />
      {detail.video_section && video && <ProductVideo section={detail.video_section} embed={video} />}
      <AdditionalInfoBanner section={detail.additional_information_section} />
      {detail.customer_also_viewed_section && (
        <ProductCarousel
          id="also-viewed-title"
          title={detail.customer_also_viewed_section.section_title}
          products={detail.customer_also_viewed_section.product_listing ?? []}
        />
      )}
      {detail.CTA_section && <CtaBanner section={detail.CTA_section} />}
      <ProductColumns
        id="product-columns"
        columns={[detail.top_selling_section, detail.top_rated_section, detail.trending_product_section].filter(Boolean)}
      />
    </div>
  );
}
