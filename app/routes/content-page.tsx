import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { Breadcrumb } from '~/components/catalogue/Breadcrumb';
import { catalogueRouteHeaders } from '~/components/catalogue/route-headers';
import { ContentSkeleton } from '~/components/content/ContentSkeleton';
import { HtmlContent } from '~/components/content/HtmlContent';
import { catalogueCacheHeaders, catalogueViewer, getContentPage, notFound } from '~/lib/catalogue/catalogue.server';
import { loadOrThrow } from '~/lib/shop-api/client.server';
import { JsonLd } from '~/components/seo/JsonLd';
import { ShopOrganizationJsonLd } from '~/components/seo/ShopOrganizationJsonLd';
import { useOrigin } from '~/components/seo/useOrigin';
import { breadcrumbJsonLd } from '~/lib/seo/structured-data';
import { originFromMatches, plainText, seoMeta } from '~/lib/seo/page-meta';
import catalogueStyles from '~/styles/catalogue.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: catalogueStyles }];

export const headers = catalogueRouteHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  const text = page?.sections.map((s) => plainText(s.section_data.section_content)).find(Boolean);
  return seoMeta(originFromMatches(matches), {
    title: page?.page_title ?? 'Page',
    description: text || (page ? `${page.page_title} at Liquor Express.` : undefined),
    canonicalPath: page?.page_url ?? null,
    noindex: !page,
    type: 'article',
  });
};

const SLUG = /^[a-z0-9][a-z0-9-]{0,80}$/i;

/** /{section}/{page}: a page from /common-page by its path; unknown pages are the 404 page. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const section = params.section ?? '';
  const pageSlug = params.page ?? '';
  if (!SLUG.test(section) || !SLUG.test(pageSlug)) throw notFound();
  const viewer = await catalogueViewer(context);
  const page = await loadOrThrow(context, getContentPage(context, `/${section}/${pageSlug}/`));
  return data(page, { headers: catalogueCacheHeaders(viewer) });
}

export default function ContentPageRoute() {
  const page = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const location = useLocation();
  const origin = useOrigin();
  // Moving from one content page to another: 2 skeletons until the new page is in.
  const loadingOther =
    navigation.state === 'loading' && navigation.location.pathname !== location.pathname && isContentPath(navigation.location.pathname);
  if (loadingOther) return <ContentSkeleton />;
  const crumbs = [{ label: 'Home', href: '/' }, { label: page.page_title }];
  return (
    <article className="content-page container">
      <ShopOrganizationJsonLd />
      <JsonLd data={import.meta.env.SSR ? breadcrumbJsonLd(crumbs, origin, page.page_url) : null} />
      <Breadcrumb items={crumbs} />
      <h1 className="content-page__title">{page.page_title}</h1>
      {page.sections.map((section, index) => (
        <section key={index} className="content-section">
          {section.section_data.section_title && <h2>{section.section_data.section_title}</h2>}
          <HtmlContent html={section.section_data.section_content} />
        </section>
      ))}
    </article>
  );
}

function isContentPath(pathname: string): boolean {
  const parts = pathname.split('/').filter(Boolean);
  return parts.length === 2 && !['product', 'category', 'auth', 'legal', 'resources'].includes(parts[0]);
}
