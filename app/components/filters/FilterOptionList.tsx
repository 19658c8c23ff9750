import type { ReactNode } from 'react';

export const VISIBLE_OPTIONS = 4;

export interface FilterOption {
  value: string;
  label: ReactNode;
  checked: boolean;
  /** Nested options (subcategories). */
  children?: FilterOption[];
}

/**
 * Checkbox options of one filter section. Beyond the first 4, the rest hide behind
 * 'Show More' / 'Show Less': a checkbox toggle styled by CSS, so it needs no JavaScript. It has
 * no name, so it is never part of the submitted filters. Starts expanded when a hidden option
 * is ticked, so a shopper always sees what is active.
 */
export function FilterOptionList({ name, options, idPrefix }: { name: string; options: FilterOption[]; idPrefix: string }) {
  const visible = options.slice(0, VISIBLE_OPTIONS);
  const more = options.slice(VISIBLE_OPTIONS);
  const expand = more.some((o) => o.checked || o.children?.some((c) => c.checked));
  return (
    <div className="filter-options-wrap">
      <OptionItems name={name} options={visible} idPrefix={idPrefix} />
      {more.length > 0 && (
        <>
          <input type="checkbox" id={`${idPrefix}-more`} className="filter-more__toggle visually-hidden" defaultChecked={expand} />
          <OptionItems name={name} options={more} idPrefix={idPrefix} className="filter-options--more" />
          <label htmlFor={`${idPrefix}-more`} className="filter-more__label">
            <span className="filter-more__show">Show More</span>
            <span className="filter-more__hide">Show Less</span>
          </label>
        </>
      )}
    </div>
  );
}

function OptionItems({ name, options, idPrefix, className }: { name: string; options: FilterOption[]; idPrefix: string; className?: string }) {
  return (
    <ul className={`filter-options${className ? ` ${className}` : ''}`}>
      {options.map((option) => {
        const id = `${idPrefix}-${option.value}`;
        return (
          <li key={option.value}>
            <label className="filter-option" htmlFor={id}>
              <input type="checkbox" id={id} name={name} value={option.value} defaultChecked={option.checked} />
              <span>{option.label}</span>
            </label>
            {option.children && option.children.length > 0 && (
              <OptionItems name={name} options={option.children} idPrefix={idPrefix} className="filter-options--nested" />
            )}
          </li>
        );
      })}
    </ul>
  );
}
