import { SmartLink } from '~/components/ui/SmartLink';
import type { ProductDetailData } from '~/lib/shop-api-types';
import { HtmlContent } from '~/components/content/HtmlContent';

type InfoSection = ProductDetailData['additional_information_section'];
type CtaSection = NonNullable<ProductDetailData['CTA_section']>;

/** The additional-information banner: image beside title, text and button. */
export function AdditionalInfoBanner({ section }: { section: InfoSection }) {
  if (!section?.section_title && !section?.section_content) return null;
  return (
    <section className="info-banner media-split" aria-labelledby="info-banner-title">
      {section.section_image && (
        <div className="info-banner__media media-split__media cover-media skeleton">
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
export function CtaBanner({ section }: { section: CtaSection }) {
  return (
    <section className="cta-banner" aria-labelledby="cta-banner-title">
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
