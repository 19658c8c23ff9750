import type { FaqItem } from '~/lib/shop-api/types';
import { HtmlContent } from '~/components/content/HtmlContent';

/**
 * FAQ accordion: one open at a time, the first open at start, clicking the open one closes it.
 * `<details name>` gives exactly that without JavaScript.
 */
export function FaqAccordion({ items, name }: { items: FaqItem[]; name: string }) {
  if (items.length === 0) return null;
  return (
    <div className="faq">
      {items.map((item, index) => (
        <details key={index} name={name} open={index === 0} className="faq__item">
          <summary className="faq__question">{item.faq_title}</summary>
          <HtmlContent html={item.faq_content} className="faq__answer" />
        </details>
      ))}
    </div>
  );
}
