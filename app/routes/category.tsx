import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { Crumb } from '~/lib/catalogue/breadcrumb';
import { ListingPage } from '~/components/catalogue/ListingPage';
import { catalogueRouteHeaders } from '~/components/catalogue/route-headers';
import { categoryHref } from '~/components/product/product-links';
import { catalogueCacheHeaders, catalogueViewer } from '~/lib/catalogue/catalogue.server';
import { loadFilterMaster, loadListing, notFound, resolveCategoryScope } from '~/lib/catalogue/listing.server';
import { originFromMatches, seoMeta } from '~/lib/seo/page-meta';
import { listingMeta } from '~/lib/seo/listing-seo';
import { breadcrumbJsonLd } from '~/lib/seo/structured-data';
import { JsonLd } from '~/components/seo/JsonLd';
import { useOrigin } from '~/components/seo/useOrigin';
import catalogueStyles from '~/styles/catalogue.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: catalogueStyles }];

export const headers = catalogueRouteHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  const origin = originFromMatches(matches);
  if (!page) return seoMeta(origin, { title: 'Category', noindex: true });
  return listingMeta(origin, {
    name: page.seo.name,
    what: `${page.seo.label} products`,
    basePath: page.listing.basePath,
    state: page.listing.state,
    total: page.listing.products.total_count,
    perPage: page.listing.products.per_page,
  });
};

/**
 * /category/{cat}, /category/{cat}/ and /category/{cat}/{subcat}: the listing scoped to it.
 * Without the category tree the page cannot be scoped: the API's failure, not a 404 (ADR 0111).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const viewer = await catalogueViewer(context);
  const master = await loadFilterMaster(context);
  const scope = resolveCategoryScope(master, params.cat ?? '', params.subcat);
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
  return data(
    {
      listing,
      breadcrumb,
      title: `Category ${scope.category.category_name}`,
      // The title names a subcategory with its parent ("Red - Wine"): unique across the tree.
      seo: {
        name: scope.parent ? `${scope.category.category_name} - ${scope.parent.category_name}` : scope.category.category_name,
        label: scope.category.category_name,
      },
    },
    { headers: catalogueCacheHeaders(viewer) },
  );
}

export default function CategoryRoute() {
  const { listing, breadcrumb, title } = useLoaderData<typeof loader>();
  const origin = useOrigin();
  return (
    <>
      <JsonLd data={import.meta.env.SSR ? breadcrumbJsonLd(breadcrumb, origin, listing.basePath) : null} />
      <ListingPage title={title} breadcrumb={breadcrumb} {...listing} />
    </>
  );
}
