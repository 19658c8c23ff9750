import { useRouteLoaderData } from '@remix-run/react';
import { SHOP_LAYOUT_ID, type ShopLayoutData } from '~/lib/shopper/shop-layout-data';
import { organizationJsonLd } from '~/lib/seo/structured-data';
import { JsonLd } from './JsonLd';
import { useOrigin } from './useOrigin';

/** The shop as an Organization with its stores as LiquorStore entries (home and content pages). */
export function ShopOrganizationJsonLd() {
  const origin = useOrigin();
  const layout = useRouteLoaderData(SHOP_LAYOUT_ID) as ShopLayoutData | undefined;
  if (!import.meta.env.SSR) return <JsonLd data={null} />;
  const social = layout?.theme?.footer.social ?? {};
  const sameAs = [social.facebook_url, social.instagram_url, social.twitter_url, social.youtube_url].filter(
    (url): url is string => typeof url === 'string' && /^https?:\/\//.test(url),
  );
  return <JsonLd data={organizationJsonLd(origin, layout?.stores ?? [], sameAs)} />;
}
