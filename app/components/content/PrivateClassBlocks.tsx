import { SmartLink } from '~/components/ui/SmartLink';
import type { PrivateClassBlock } from '~/lib/shop-api/types';
import { HtmlContent } from './HtmlContent';

export function ClassBanner({ block, level = 1 }: { block: PrivateClassBlock; level?: 1 | 2 }) {
  const Heading = `h${level}` as 'h1';
  return (
    <section className={`class-banner${level === 1 ? ' class-banner--hero' : ''}`} data-testid={`class-${block.section_key}`}>
      {block.section_image && (
        <img
          className="class-banner__bg"
          src={block.section_image}
          alt=""
          width={1400}
          height={520}
          loading={level === 1 ? 'eager' : 'lazy'}
          {...(level === 1 ? { fetchpriority: 'high' } : {})}
        />
      )}
      <div className="class-banner__content">
        <Heading>{block.section_title}</Heading>
        {block.section_content && <HtmlContent html={block.section_content} />}
        {block.button_title && block.button_url && (
          <SmartLink href={block.button_url} label={block.button_title} className="btn btn--primary" />
        )}
      </div>
    </section>
  );
}

export function BookOurRoom({ block }: { block: PrivateClassBlock }) {
  return (
    <section className="book-room media-split" aria-labelledby="book-room-title" data-testid="class-book_our_room">
      {block.section_image && (
        <div className="book-room__media media-split__media cover-media media-placeholder">
          <img src={block.section_image} alt="" width={720} height={520} loading="lazy" decoding="async" />
        </div>
      )}
      <div className="book-room__content">
        <h2 id="book-room-title">{block.section_title}</h2>
        {block.section_content && <HtmlContent html={block.section_content} />}
        {block.section_listing && block.section_listing.length > 0 && (
          <dl className="room-facts">
            {block.section_listing.map((fact) => (
              <div key={fact.id} className="room-facts__item">
                <dt>{fact.listing_title}</dt>
                {fact.section_content && (
                  <dd>
                    <HtmlContent html={fact.section_content} />
                  </dd>
                )}
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}

/** Class options / meeting guidelines: an FAQ list, one answer open at a time. */
export function ClassFaqList({ block }: { block: PrivateClassBlock }) {
  const id = `class-${block.section_key}-title`;
  return (
    <section className="class-faq" aria-labelledby={id} data-testid={`class-${block.section_key}`}>
      <h2 id={id}>{block.section_title}</h2>
      <div className="faq">
        {(block.section_listing ?? []).map((item, index) => (
          <details key={item.id} className="faq__item" name={block.section_key} open={index === 0}>
            <summary className="faq__question">{item.section_title ?? item.listing_title}</summary>
            <HtmlContent html={item.section_content ?? ''} className="faq__answer" />
          </details>
        ))}
      </div>
    </section>
  );
}

export function MoreOptions({ block }: { block: PrivateClassBlock }) {
  return (
    <section className="more-options" aria-labelledby="more-options-title" data-testid="class-more_options">
      <h2 id="more-options-title">{block.section_title}</h2>
      <ul className="more-options__grid">
        {(block.section_listing ?? []).map((item) => (
          <li key={item.id} className="option-card">
            {item.listing_image && (
              <div className="option-card__media cover-media media-placeholder">
                <img src={item.listing_image} alt="" width={480} height={320} loading="lazy" decoding="async" />
              </div>
            )}
            <div className="option-card__body">
              <h3>{item.listing_title}</h3>
              {item.section_content && <HtmlContent html={item.section_content} />}
              {item.listing_url && (
                <SmartLink href={item.listing_url} label={item.listing_button_title || 'Learn more'} className="btn btn--secondary" />
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
