import { useEffect } from 'react';
import type { ProductDetailData } from '~/lib/shop-api/types';
import type { ProductColumnView } from '~/lib/catalogue/views';
import { KeptServerHtml } from '~/components/lazy/KeptServerHtml';
import { preloadableLazy } from '~/components/lazy/preloadable-lazy';
import { whenIdle } from '~/components/lazy/when-idle';

/**
 * Product-page parts that are HTML only (banners, the three product columns): the server renders
 * them, browsers keep that HTML without their code (ADR 0128). Their code loads when the browser
 * is idle, for the next product a client navigation shows.
 */
const ProductColumnsView = preloadableLazy(() => import('./ProductColumns').then((m) => m.ProductColumns));
const AdditionalInfoBannerView = preloadableLazy(() => import('./ProductBanners').then((m) => m.AdditionalInfoBanner));
const CtaBannerView = preloadableLazy(() => import('./ProductBanners').then((m) => m.CtaBanner));

export function usePreloadKeptProductParts() {
  useEffect(
    () =>
      whenIdle(() => {
        for (const part of [ProductColumnsView, AdditionalInfoBannerView, CtaBannerView]) void part.preload().catch(() => undefined);
      }),
    [],
  );
}

export function ProductColumns({ columns, id }: { columns: ProductColumnView[]; id: string }) {
  const shown = columns.filter((column) => column.product_listing.length > 0);
  if (shown.length === 0) return null;
  return <KeptServerHtml Component={ProductColumnsView} props={{ columns: shown, id }} wrapper="div" className="product-columns" />;
}

type InfoSection = ProductDetailData['additional_information_section'];

export function AdditionalInfoBanner({ section }: { section: InfoSection }) {
  if (!section?.section_title && !section?.section_content) return null;
  return <KeptServerHtml Component={AdditionalInfoBannerView} props={{ section }} wrapper="section" className="info-banner media-split" />;
}

export function CtaBanner({ section }: { section: NonNullable<ProductDetailData['CTA_section']> }) {
  return <KeptServerHtml Component={CtaBannerView} props={{ section }} wrapper="section" className="cta-banner" />;
}
