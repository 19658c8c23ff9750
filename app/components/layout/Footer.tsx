import type { ShopLayoutData } from '~/lib/shopper/shop-layout-data';
import { KeptServerHtml } from '~/components/lazy/KeptServerHtml';
import { preloadableLazy } from '~/components/lazy/preloadable-lazy';

const SiteFooter = preloadableLazy(() => import('./SiteFooter').then((m) => m.SiteFooter));

/** The shop's footer: the server's HTML, kept by the browser without the footer's code (ADR 0128). */
export function Footer({ data }: { data: ShopLayoutData }) {
  return <KeptServerHtml Component={SiteFooter} props={{ data }} wrapper="footer" className="site-footer" />;
}
