/**
 * The shop API as a SitemapSource: listed products paged through /products (per_page, newest
 * first, the listing's own order) and the other pages from the filter master's category tree,
 * /common-pages and /private-class. Public data only: no session token is sent.
 */
import type { AppLoadContext } from '@remix-run/server-runtime';
import type { CategoryOption, ContentPageList, PrivateClassData, ProductPage } from '~/lib/shop-api/types';
import { CLASSES_PATH, LISTING_PATH, categoryHref, productHref } from '~/components/product/product-links';
import { getFilterMaster } from '~/lib/catalogue/catalogue.server';
import { hasArrays, hasNumbers, allOf } from '~/lib/shop-api/client.server';
import { absoluteUrl } from './page-meta';
import { newest, type SitemapEntry, type SitemapSource } from './sitemap';

/** Products per /products call while walking the catalogue (divides SITEMAP_FILE_SIZE). */
const SITEMAP_BATCH = 1000;

export function shopSitemapSource(context: AppLoadContext): SitemapSource {
  const { shop, env } = context;
  const url = (path: string) => absoluteUrl(env.origin, path);

  const productPage = async (page: number, perPage: number) => {
    // send, not read: each page is asked once, and the request's read memo must not keep them all.
    const { data } = await shop.send<ProductPage>(
      '/products',
      { page, per_page: perPage },
      {
        auth: false,
        expect: allOf(hasArrays('products'), hasNumbers('total_count')),
      },
    );
    return data;
  };

  return {
    async pages() {
      const [master, pages, classes] = await Promise.all([
        getFilterMaster(context),
        shop.read<ContentPageList>('/common-pages', {}, { auth: false, expect: hasArrays('pages') }),
        shop.read<Pick<PrivateClassData, 'updated_at'>>('/private-class', {}, { auth: false }),
      ]);
      const tree = (master.find((s) => s.section_key === 'category')?.section_listing ?? []) as CategoryOption[];
      const categories: SitemapEntry[] = [];
      for (const parent of tree) {
        // A category without listed products is an empty (noindex) page: not in the sitemap.
        if (parent.updated_at) categories.push({ loc: url(categoryHref(parent.category_slug)), lastmod: parent.updated_at });
        for (const child of parent.children ?? []) {
          if (child.updated_at)
            categories.push({ loc: url(categoryHref(parent.category_slug, child.category_slug)), lastmod: child.updated_at });
        }
      }
      const catalogueChanged = newest(categories.map((c) => c.lastmod));
      return [
        { loc: url('/'), lastmod: catalogueChanged },
        { loc: url(LISTING_PATH), lastmod: catalogueChanged },
        ...categories,
        { loc: url(CLASSES_PATH), lastmod: classes.data.updated_at ?? null },
        ...pages.data.pages.map((page) => ({ loc: url(page.page_url), lastmod: page.updated_at ?? null })),
      ];
    },
    async productCount() {
      return (await productPage(1, 1)).total_count;
    },
    async *products(offset, limit) {
      let page = Math.floor(offset / SITEMAP_BATCH) + 1;
      let skip = offset % SITEMAP_BATCH;
      let left = limit;
      while (left > 0) {
        const batch = await productPage(page, SITEMAP_BATCH);
        const cards = batch.products.slice(skip, skip + left);
        if (cards.length === 0) return;
        yield cards.map((card) => ({ loc: url(productHref(card.product_id)), lastmod: card.updated_at ?? null }));
        left -= cards.length;
        skip = 0;
        page += 1;
      }
    },
  };
}
