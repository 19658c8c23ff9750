/**
 * Typed calls for the catalogue and content screens, over the one shop API client.
 *
 * - HTML from the API is sanitised here, before any component sees it.
 * - The filter master is the same for everyone, so it is fetched without the session and
 *   cached in memory (TTL).
 * - Home, product cards and product detail are the same for every shopper: the read goes without
 *   the session and is shared for CATALOGUE_TTL_MS (ADR 0121). The API's one personal field,
 *   in_wishlist, is not passed on: the hearts come from the shop layout's `wished` ids, read once
 *   per page with the badges (ADR 0127, ADR 0131).
 * - A 404 from the API becomes a thrown 404 Response, so the shop layout's 404 page renders.
 */
import type {
  ContentPageData,
  FilterMasterSection,
  HomePageData,
  HtmlSection,
  PrivateClassData,
  ProductDetailData,
  ProductPage,
} from '~/lib/shop-api/types';
import {
  toHomePageView,
  toProductDetailView,
  toProductPageView,
  type HomePageView,
  type ProductDetailView,
  type ProductPageView,
} from './views';
import type { ProductsPayload, UncountedProductsPayload } from './filters';
import { sanitizeHtml } from '../security/sanitize-html.server';
import type { AppLoadContext } from '@remix-run/server-runtime';
import { hasArrays, hasObjects, isArray, ShopApiError } from '../shop-api/client.server';

const FILTER_MASTER_TTL_MS = 5 * 60_000;

/**
 * How long a guest's catalogue data is shared where nobody tells the storefront of changes (a
 * Worker, or Node whose stream of the API's changes is down). A page rendered from it may be reused for
 * PAGE_CACHE_TTL_MS more (cache/page-cache.server.ts), so a guest sees a product's new price or stock
 * within 5 s of the API's change. The cart and checkout never read through either cache, and the
 * API prices an order from its own tables, so nobody pays a stale price (ADR 0121, ADR 0124).
 */
const CATALOGUE_TTL_MS = 4_000;
/**
 * Where every catalogue change is pushed (the API in this process, the cluster's primary: ADR
 * 0152, or the API's change stream while connected: ADR 0154), the data is forgotten at once on a change; this only bounds how late a change the
 * database's listener missed while reconnecting can show.
 */
const HEARD_CATALOGUE_TTL_MS = 60_000;

/** A catalogue read shared by every shopper (nothing in it depends on who asks). */
function sharedCatalogue<T>(context: AppLoadContext, key: string, load: () => Promise<T>): Promise<T> {
  return context.cache.get(`catalogue:${key}`, context.hearsCatalogueChanges ? HEARD_CATALOGUE_TTL_MS : CATALOGUE_TTL_MS, load);
}

/** Who is asking: decides location_id and whether a page may be shared by caches. */
export interface CatalogueViewer {
  locationId: number | undefined;
  signedIn: boolean;
}

export function catalogueViewer({ session }: AppLoadContext): CatalogueViewer {
  return {
    locationId: session.location?.id || undefined,
    signedIn: session.isSignedIn,
  };
}

/**
 * Cache-Control for a catalogue page. Anonymous pages carry nothing personal from the API, so
 * a CDN may reuse them briefly (keyed by cookie, since the layout shows the shopper's cart badge
 * and store); browsers revalidate every time (max-age=0) so a page seen right after adding to the
 * cart is never a stale copy. Signed-in pages show the shopper's name, badges and hearts and are never stored.
 */
export function catalogueCacheHeaders(viewer: CatalogueViewer): HeadersInit {
  if (viewer.signedIn) return { 'Cache-Control': 'private, no-store' };
  return { 'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300', Vary: 'Cookie' };
}

/** Turns a 404 from the API into the layout's 404 page; other errors pass through. */
function notFoundOnApi404(error: unknown): never {
  if (error instanceof ShopApiError && (error.status === 404 || error.status === 400)) throw notFound();
  throw error;
}

export function notFound(): Response {
  return new Response('Not Found', { status: 404, statusText: 'Not Found' });
}

function cleanSection<T extends HtmlSection | undefined>(section: T): T {
  if (!section) return section;
  return { ...section, section_content: sanitizeHtml(section.section_content ?? '') };
}

// ---------- filter master ----------

export function getFilterMaster({ cache, shop }: AppLoadContext): Promise<FilterMasterSection[]> {
  return cache.get('filter-master', FILTER_MASTER_TTL_MS, async () => {
    const { data } = await shop.read<FilterMasterSection[]>('/filter-master', {}, { auth: false, shared: true, expect: isArray });
    return data;
  });
}

// ---------- products ----------

/** A counted payload's page has its total; an uncounted one's may be null (ADR 0162). */
export function getProducts(context: AppLoadContext, payload: UncountedProductsPayload): Promise<ProductPageView<number | null>>;
export function getProducts(context: AppLoadContext, payload: ProductsPayload): Promise<ProductPageView>;
export function getProducts(
  context: AppLoadContext,
  payload: ProductsPayload | UncountedProductsPayload,
): Promise<ProductPageView<number | null>> {
  return sharedCatalogue(context, `products:${JSON.stringify(payload)}`, async () => {
    const { data } = await context.shop.read<ProductPage<number | null>>(
      '/products',
      { ...payload },
      { auth: false, shared: true, expect: hasArrays('products') },
    );
    return toProductPageView(data);
  });
}

export function getProductDetail(context: AppLoadContext, productId: string, viewer: CatalogueViewer): Promise<ProductDetailView> {
  const body = { product_id: productId, ...(viewer.locationId ? { location_id: viewer.locationId } : {}) };
  return sharedCatalogue(context, `product-detail:${JSON.stringify(body)}`, async () => {
    const { data } = await context.shop
      .read<ProductDetailData>('/product-detail', body, { auth: false, shared: true, expect: hasObjects('product_detail') })
      .catch(notFoundOnApi404);
    return toProductDetailView(cleanProductDetail(data));
  });
}

function cleanProductDetail(data: ProductDetailData): ProductDetailData {
  return {
    ...data,
    specification_section: cleanSection(data.specification_section),
    shipping_sction: cleanSection(data.shipping_sction),
    payment_option_section: cleanSection(data.payment_option_section),
    about_product_section: cleanSection(data.about_product_section),
    product_detail_section: cleanSection(data.product_detail_section),
    warning_section: cleanSection(data.warning_section),
    reviews_section: cleanSection(data.reviews_section),
    additional_information_section: cleanSection(data.additional_information_section),
    video_section: cleanSection(data.video_section),
    CTA_section: cleanSection(data.CTA_section),
  };
}

// ---------- content ----------

export function getHomePage(context: AppLoadContext, viewer: CatalogueViewer): Promise<HomePageView> {
  const body = { order: 'ASC', ...(viewer.locationId ? { location_id: viewer.locationId } : {}) };
  return sharedCatalogue(context, `home-page:${JSON.stringify(body)}`, async () => {
    const { data } = await context.shop.read<HomePageData>('/home-page', body, {
      auth: false,
      shared: true,
      expect: (d) => hasObjects('faqs_more_explore_section')(d) && hasObjects('faq_section')((d as HomePageData).faqs_more_explore_section),
    });
    return toHomePageView(cleanHomePage(data));
  });
}

function cleanHomePage(data: HomePageData): HomePageData {
  const faqs = data.faqs_more_explore_section;
  return {
    ...data,
    faqs_more_explore_section: {
      ...faqs,
      faq_section: {
        ...faqs.faq_section,
        faq_listing: (faqs.faq_section.faq_listing ?? []).map((faq) => ({ ...faq, faq_content: sanitizeHtml(faq.faq_content ?? '') })),
      },
    },
  };
}

export async function getContentPage({ shop }: AppLoadContext, pagePath: string): Promise<ContentPageData> {
  const { data } = await shop.read<ContentPageData>('/common-page', { page_path: pagePath }, { auth: false }).catch(notFoundOnApi404);
  return {
    ...data,
    sections: (data.sections ?? []).map((section) => ({
      section_data: {
        ...section.section_data,
        section_content: sanitizeHtml(section.section_data?.section_content ?? ''),
      },
    })),
  };
}

export async function getPrivateClass({ shop }: AppLoadContext, viewer: CatalogueViewer): Promise<PrivateClassData> {
  const { data } = await shop.read<PrivateClassData>('/private-class', viewer.locationId ? { location_id: viewer.locationId } : {}, {
    auth: false,
  });
  return {
    section_data: (data.section_data ?? []).map((block) => ({
      ...block,
      section_content: block.section_content === undefined ? undefined : sanitizeHtml(block.section_content),
      section_listing: block.section_listing?.map((item) => ({
        ...item,
        section_content: item.section_content === undefined ? undefined : sanitizeHtml(item.section_content),
      })),
    })),
  };
}
