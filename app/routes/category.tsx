import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { Crumb } from '~/components/catalogue/Breadcrumb';
import { ListingPage } from '~/components/catalogue/ListingPage';
import { LoadError } from '~/components/catalogue/LoadError';
import { catalogueRouteHeaders } from '~/components/catalogue/route-headers';
import { categoryHref } from '~/components/product/product-links';
import { catalogueCacheHeaders, catalogueViewer } from '~/lib/catalogue.server';
import { loadFilterMaster, loadListing, notFound, resolveCategoryScope } from '~/lib/catalogue-listing.server';
import { originFromMatches, seoMeta } from '~/lib/seo/page-meta';
import { listingMeta } from '~/lib/seo/listing-seo';
import { breadcrumbJsonLd } from '~/lib/seo/structured-data';
import { JsonLd } from '~/components/seo/JsonLd';
import { useOrigin } from '~/components/seo/useOrigin';
import { statusOf, upstreamStatus } from '~/lib/shop-api.server';
import catalogueStyles from '~/styles/catalogue.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: catalogueStyles }];

export const headers = catalogueRouteHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  const origin = originFromMatches(matches);
  if (!page?.listing || !page.seo) return seoMeta(origin, { title: page?.title || 'Category', noindex: true });
  return listingMeta(origin, {
    name: page.seo.name,
    what: `${page.seo.label} products`,
    basePath: page.listing.basePath,
    state: page.listing.state,
    total: page.listing.products.data?.total_count ?? null,
    perPage: page.listing.products.data?.per_page,
  });
};

/** /category/{cat}, /category/{cat}/ and /category/{cat}/{subcat}: the listing scoped to it. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const viewer = await catalogueViewer(context);
  const master = await loadFilterMaster(context);
  if (master.error) {
    // Without the category tree the page cannot be scoped: the error state, not a 404.
    return data(
      { error: master.error.message, listing: null, breadcrumb: [], title: '', seo: null },
      { status: upstreamStatus(master.error), headers: { 'Cache-Control': 'no-store' } },
    );
  }
  const scope = resolveCategoryScope(master.data, params.cat ?? '', params.subcat);
  if (!scope) throw notFound();

  const basePath = categoryHref(
    scope.parent?.category_slug ?? scope.category.category_slug,
    scope.parent ? scope.category.category_slug : undefined,
  );
  const listing = await loadListing(context, request, { basePath, master, scope, viewer });
  const breadcrumb: Crumb[] = [
    { label: 'Shop', href: '/product-listing' },
    ...(scope.parent ? [{ label: scope.parent.category_name, href: categoryHref(scope.parent.category_slug) }] : []),
    { label: scope.category.category_name },
  ];
  const failed = Boolean(listing.products.error);
  return data(
    {
      error: null,
      listing,
      breadcrumb,
      title: `Category ${scope.category.category_name}`,
      // The title names a subcategory with its parent ("Red - Wine"): unique across the tree.
      seo: {
        name: scope.parent ? `${scope.category.category_name} - ${scope.parent.category_name}` : scope.category.category_name,
        label: scope.category.category_name,
      },
    },
    { status: statusOf(listing.products.error), headers: failed ? { 'Cache-Control': 'no-store' } : catalogueCacheHeaders(viewer) },
  );
}

export default function CategoryRoute() {
  const { error, listing, breadcrumb, title } = useLoaderData<typeof loader>();
  const origin = useOrigin();
  if (error !== null || !listing) return <LoadError message={error ?? 'An error occurred'} />;
  return (
    <>
      <JsonLd data={import.meta.env.SSR ? breadcrumbJsonLd(breadcrumb, origin, listing.basePath) : null} />
      <ListingPage title={title} breadcrumb={breadcrumb} {...listing} />
    </>
  );
}
