import type { ReactNode } from 'react';

const VISIBLE_OPTIONS = 4;

export interface FilterOption {
  value: string;
  label: ReactNode;
  checked: boolean;
  /** Nested options (subcategories). */
  children?: FilterOption[];
}

/** An option in reading order, with how deep it sits under its parents (0: top level). */
interface FlatOption {
  option: FilterOption;
  depth: number;
}

function flatten(options: FilterOption[], depth = 0): FlatOption[] {
  return options.flatMap((option) => [{ option, depth }, ...flatten(option.children ?? [], depth + 1)]);
}

/**
 * Checkbox options of one filter section. Beyond the first 4 items in reading order (a
 * subcategory counts as an item), the rest hide behind 'Show More' /
 * 'Show Less': a checkbox toggle styled by CSS, so it needs no JavaScript. It has no name, so it
 * is never part of the submitted filters. Starts expanded when a hidden option is ticked, so a
 * shopper always sees what is active, or when `expanded` says so. Subcategories are indented under their category.
 */
export function FilterOptionList({
  name,
  options,
  idPrefix,
  expanded = false,
}: {
  name: string;
  options: FilterOption[];
  idPrefix: string;
  /** Starts expanded whatever is ticked (the shopper asked to see them all). */
  expanded?: boolean;
}) {
  const items = flatten(options);
  const visible = items.slice(0, VISIBLE_OPTIONS);
  const more = items.slice(VISIBLE_OPTIONS);
  const expand = expanded || more.some((item) => item.option.checked);
  return (
    <div className="filter-options-wrap">
      <OptionItems name={name} items={visible} idPrefix={idPrefix} />
      {more.length > 0 && (
        <>
          <input type="checkbox" id={`${idPrefix}-more`} className="filter-more__toggle visually-hidden" defaultChecked={expand} />
          <OptionItems name={name} items={more} idPrefix={idPrefix} className="filter-options--more" />
          <label htmlFor={`${idPrefix}-more`} className="filter-more__label">
            <span className="filter-more__show">Show More</span>
            <span className="filter-more__hide">Show Less</span>
          </label>
        </>
      )}
    </div>
  );
}

function OptionItems({ name, items, idPrefix, className }: { name: string; items: FlatOption[]; idPrefix: string; className?: string }) {
  return (
    <ul className={`filter-options${className ? ` ${className}` : ''}`}>
      {items.map(({ option, depth }) => {
        const id = `${idPrefix}-${option.value}`;
        return (
          <li key={option.value} className={depth > 0 ? 'filter-options__child' : undefined}>
            <label className="filter-option" htmlFor={id}>
              <input type="checkbox" id={id} name={name} value={option.value} defaultChecked={option.checked} />
              <span>{option.label}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
