import { SmartLink } from '~/components/ui/SmartLink';
import type { ProductDetailData } from '~/lib/shop-api/types';
import { HtmlContent } from '~/components/content/HtmlContent';

type InfoSection = ProductDetailData['additional_information_section'];
type CtaSection = NonNullable<ProductDetailData['CTA_section']>;

type KeptPart = { elementRef?: (element: HTMLElement | null) => void };

/**
 * The additional-information banner: image beside title, text and button (shown when it has a
 * title or text: KeptProductParts decides).
 */
export function AdditionalInfoBanner({ section, elementRef }: { section: NonNullable<InfoSection> } & KeptPart) {
  return (
    <section className="info-banner media-split" aria-labelledby="info-banner-title" ref={elementRef}>
      {section.section_image && (
        <div className="info-banner__media media-split__media cover-media media-placeholder">
          <img src={section.section_image} alt="" width={640} height={420} loading="lazy" decoding="async" />
        </div>
      )}
      <div className="info-banner__content">
        <h2 id="info-banner-title">{section.section_title}</h2>
        <HtmlContent html={section.section_content} />
        {section.button_title && section.button_url && (
          <SmartLink href={section.button_url} className="btn btn--primary" label={section.button_title} />
        )}
      </div>
    </section>
  );
}

/** The call-to-action banner over its background image. */
export function CtaBanner({ section, elementRef }: { section: CtaSection } & KeptPart) {
  return (
    <section className="cta-banner" aria-labelledby="cta-banner-title" ref={elementRef}>
      {section.section_background_image && (
        <img
          className="cta-banner__bg"
          src={section.section_background_image}
          alt=""
          width={1400}
          height={500}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="cta-banner__content">
        {section.section_sub_title && <p className="cta-banner__subtitle">{section.section_sub_title}</p>}
        <h2 id="cta-banner-title">{section.section_title}</h2>
        {section.section_content && <HtmlContent html={section.section_content} />}
        {section.button_title && section.button_url && (
          <SmartLink href={section.button_url} className="btn btn--inverse" label={section.button_title} />
        )}
      </div>
    </section>
  );
}
