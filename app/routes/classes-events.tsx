import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { catalogueRouteHeaders } from '~/components/catalogue/route-headers';
import type { PrivateClassBlock } from '~/lib/shop-api/types';
import { BookOurRoom, ClassBanner, ClassFaqList, MoreOptions } from '~/components/content/PrivateClassBlocks';
import { catalogueCacheHeaders, catalogueViewer, getPrivateClass } from '~/lib/catalogue/catalogue.server';
import { loadOrThrow } from '~/lib/shop-api/client.server';
import { ShopOrganizationJsonLd } from '~/components/seo/ShopOrganizationJsonLd';
import { originFromMatches, plainText, seoMeta } from '~/lib/seo/page-meta';
import { CLASSES_PATH } from '~/components/product/product-links';
import catalogueStyles from '~/styles/catalogue.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: catalogueStyles }];

export const headers = catalogueRouteHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: result, matches }) => {
  const banner = result?.section_data.find((b) => b.section_key === 'banner');
  return seoMeta(originFromMatches(matches), {
    title: 'Private Wine Classes & Events',
    description: banner?.section_content ? plainText(banner.section_content) : 'Private wine classes and events at Liquor Express.',
    canonicalPath: CLASSES_PATH,
    noindex: !result,
  });
};

export async function loader({ context }: LoaderFunctionArgs) {
  const viewer = await catalogueViewer(context);
  const result = await loadOrThrow(context, getPrivateClass(context, viewer));
  return data(result, { headers: catalogueCacheHeaders(viewer) });
}

/** The private class page: blocks in the API's order, each by its section_key. */
export default function ClassesEventsRoute() {
  const blocks = useLoaderData<typeof loader>().section_data;
  const hasHero = blocks.some((b) => b.section_key === 'banner');
  return (
    <div className="classes-page">
      <ShopOrganizationJsonLd />
      {!hasHero && <h1 className="visually-hidden">Private classes and events</h1>}
      {groupFaqLists(blocks).map((group, index) =>
        Array.isArray(group) ? (
          // Class options and meeting guidelines side by side on wide screens.
          <div key={`faqs-${index}`} className="container class-faqs">
            {group.map((block) => (
              <ClassFaqList key={block.section_key} block={block} />
            ))}
          </div>
        ) : (
          <ClassBlock key={`${group.section_key}-${index}`} block={group} />
        ),
      )}
    </div>
  );
}

const FAQ_KEYS = new Set(['class_options', 'meeting_guidelines']);

/** Adjacent FAQ-list blocks become one group, everything else stays a single block. */
function groupFaqLists(blocks: PrivateClassBlock[]): Array<PrivateClassBlock | PrivateClassBlock[]> {
  const out: Array<PrivateClassBlock | PrivateClassBlock[]> = [];
  for (const block of blocks) {
    const previous = out[out.length - 1];
    if (FAQ_KEYS.has(block.section_key) && Array.isArray(previous)) previous.push(block);
    else out.push(FAQ_KEYS.has(block.section_key) ? [block] : block);
  }
  return out;
}

function ClassBlock({ block }: { block: PrivateClassBlock }) {
  switch (block.section_key) {
    case 'banner':
      return <ClassBanner block={block} level={1} />;
    case 'book_our_room':
      return (
        <div className="container">
          <BookOurRoom block={block} />
        </div>
      );
    case 'request_banner':
      return (
        <div className="container">
          <ClassBanner block={block} level={2} />
        </div>
      );
    case 'more_options':
      return (
        <div className="container">
          <MoreOptions block={block} />
        </div>
      );
    default:
      return null;
  }
}
