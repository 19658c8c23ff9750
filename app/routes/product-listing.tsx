import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ListingPage } from '~/components/catalogue/ListingPage';
import { catalogueRouteHeaders } from '~/components/catalogue/route-headers';
import { catalogueCacheHeaders, catalogueViewer } from '~/lib/catalogue/catalogue.server';
import { loadFilterMaster, loadListing } from '~/lib/catalogue/listing.server';
import { originFromMatches, seoMeta } from '~/lib/seo/page-meta';
import { listingMeta } from '~/lib/seo/listing-seo';
import catalogueStyles from '~/styles/catalogue.css?url';

import { LISTING_PATH } from '~/components/product/product-links';

export { LISTING_PATH };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: catalogueStyles }];

export const headers = catalogueRouteHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  const listing = page?.listing;
  if (!listing) return seoMeta(originFromMatches(matches), { title: 'New Arrivals', noindex: true });
  return listingMeta(originFromMatches(matches), {
    name: 'New Arrivals',
    what: 'wines and spirits',
    note: 'newest first',
    basePath: LISTING_PATH,
    state: listing.state,
    total: listing.products.total_count,
    perPage: listing.products.per_page,
  });
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await catalogueViewer(context);
  const master = await loadFilterMaster(context);
  const listing = await loadListing(context, request, { basePath: LISTING_PATH, master, viewer });
  return data({ listing }, { headers: catalogueCacheHeaders(viewer) });
}

export default function ProductListingRoute() {
  const { listing } = useLoaderData<typeof loader>();
  const search = listing.state.search;
  return (
    <ListingPage
      title="New Arrivals"
      subtitle={search ? `Results for “${search}”` : undefined}
      breadcrumb={[{ label: 'Shop', href: LISTING_PATH }, { label: 'New Arrivals' }]}
      {...listing}
    />
  );
}
