import type { HtmlSection } from '~/lib/shop-api/types';
import { HtmlContent } from '~/components/content/HtmlContent';

interface InfoTab {
  id: string;
  section: HtmlSection;
}

/**
 * Product details, warning, additional information and reviews. Radio-driven CSS tabs: from
 * 768 px a tab row with one panel; below it the same markup stacks as an accordion (each
 * heading above its panel). Readable and switchable without JavaScript; arrow keys move
 * between tabs like any radio group.
 */
export function ProductInfoTabs({ tabs }: { tabs: InfoTab[] }) {
  const shown = tabs.filter((tab) => tab.section && (tab.section.section_title || tab.section.section_content));
  if (shown.length === 0) return null;
  return (
    <section className="info-tabs" aria-label="Product information">
      {shown.map((tab, index) => (
        <div key={tab.id} className="info-tabs__item" style={{ '--tab-index': index } as React.CSSProperties}>
          <input
            type="radio"
            name="product-info-tab"
            id={`info-tab-${tab.id}`}
            className="info-tabs__radio visually-hidden"
            defaultChecked={index === 0}
          />
          <label htmlFor={`info-tab-${tab.id}`} className="info-tabs__tab" data-testid="info-tab">
            {tab.section.section_title}
          </label>
          <div className="info-tabs__panel" data-testid={`info-panel-${tab.id}`}>
            <h2 className="visually-hidden">{tab.section.section_title}</h2>
            <HtmlContent html={tab.section.section_content} />
          </div>
        </div>
      ))}
    </section>
  );
}
