import { Link, useLocation } from '@remix-run/react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { CategoryOption, FilterMasterSection, RangeOption, TermOption } from '~/lib/shop-api/types';
import { hrefFor, ratingToken, type FilterState, type IdGroup } from '~/lib/catalogue/filters';
import { formatPrice } from '~/lib/money';
import { useChosenStore } from '~/components/catalogue/StoreStockLine';
import { ALL_BRANDS_PARAM, BRAND_SECTION_ID, type BrandListView } from '~/lib/catalogue/brand-options';
import { FilterOptionList, type FilterOption } from './FilterOptionList';
import { filterParams } from './useFilterNavigation';

export const FILTER_FORM_ID = 'catalogue-filters';
const SEARCH_DEBOUNCE_MS = 300;

interface FilterFormProps {
  basePath: string;
  /** The URL's filter state; the fields start from it and are then the shopper's (uncontrolled). */
  state: FilterState;
  sections: FilterMasterSection[];
  brands: BrandListView;
  /** Navigates to the listing with these filters (useFilterNavigation). */
  submitFilters: (params: URLSearchParams) => void;
}

/**
 * The filter sidebar: ONE GET form, so the URL is the filter state and everything works
 * without JavaScript (Go buttons and a submit for the rest). With JavaScript a tick or a sort
 * change reloads the products at once, search typing after 300 ms, and empty fields are left
 * out of the URL.
 */
export function FilterForm({ basePath, state, sections, brands, submitFilters }: FilterFormProps) {
  const searchTimer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(searchTimer.current), []);

  function submitForm(form: HTMLFormElement) {
    clearTimeout(searchTimer.current);
    submitFilters(filterParams(form));
  }

  function handleChange(event: ChangeEvent<HTMLFormElement>) {
    const target = event.target as EventTarget;
    if (target instanceof HTMLInputElement && target.type === 'checkbox' && target.name) submitForm(event.currentTarget);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submitForm(event.currentTarget);
  }

  function handleSearchInput(form: HTMLFormElement | null) {
    clearTimeout(searchTimer.current);
    if (form) searchTimer.current = setTimeout(() => submitForm(form), SEARCH_DEBOUNCE_MS);
  }

  return (
    <form
      id={FILTER_FORM_ID}
      method="get"
      action={basePath}
      className="filter-form"
      onChange={handleChange}
      onSubmit={handleSubmit}
      aria-label="Product filters"
    >
      <SearchField value={state.search} onInput={handleSearchInput} />
      <StoreFilter state={state} />
      {sections.map((section) => (
        <FilterSection key={section.section_key} section={section} state={state} basePath={basePath} brands={brands} />
      ))}
      {/* Ticking from the full brand list keeps it full. */}
      {brands.all && <input type="hidden" name={ALL_BRANDS_PARAM} value="1" />}
      <button type="submit" className="btn btn--secondary btn--block filter-form__apply">
        Apply filters
      </button>
    </form>
  );
}

/** "Available at my store": shown once a store is chosen (the loader ignores it otherwise). */
function StoreFilter({ state }: { state: FilterState }) {
  const store = useChosenStore();
  if (!store) return null;
  return (
    <details className="filter-section" open data-section="in_store">
      <summary className="filter-section__title">My store</summary>
      <div className="filter-section__body">
        <FilterOptionList
          name="in_store"
          options={[{ value: '1', label: `Available at my store (${store.chosen.shortName})`, checked: state.inStore }]}
          idPrefix="filter-in-store"
        />
      </div>
    </details>
  );
}

function SearchField({ value, onInput }: { value: string; onInput: (form: HTMLFormElement | null) => void }) {
  // Starts from the URL; the form is re-keyed when the URL changes from elsewhere.
  const [text, setText] = useState(value);
  return (
    <div className="field filter-search">
      <label htmlFor="filter-search-input" className="field__label">
        Search by keyword
      </label>
      <input
        id="filter-search-input"
        type="search"
        name="search"
        value={text}
        maxLength={100}
        autoComplete="off"
        placeholder="Wine, whiskey, brand…"
        onChange={(event) => {
          setText(event.target.value);
          onInput(event.target.form);
        }}
      />
    </div>
  );
}

function FilterSection({
  section,
  state,
  basePath,
  brands,
}: {
  section: FilterMasterSection;
  state: FilterState;
  basePath: string;
  brands: BrandListView;
}) {
  const body = (() => {
    switch (section.section_key) {
      case 'price_range':
        return <PriceRange presets={section.section_listing} state={state} basePath={basePath} />;
      case 'top_rated':
        return <TopRated ranges={section.section_listing} state={state} />;
      case 'category':
        return <TermList group="category" items={section.section_listing} state={state} />;
      case 'brand':
        return (
          <>
            <TermList group="brand" items={section.section_listing} state={state} expanded={brands.all} />
            <BrandListToggle brands={brands} />
          </>
        );
      default:
        return <TermList group={section.section_key} items={section.section_listing} state={state} />;
    }
  })();
  return (
    <details
      className="filter-section"
      open
      data-section={section.section_key}
      id={section.section_key === 'brand' ? BRAND_SECTION_ID : undefined}
    >
      <summary className="filter-section__title">{section.section_title}</summary>
      <div className="filter-section__body">{body}</div>
    </details>
  );
}

/** Marks a navigation made by the link below, so the link it lands on takes the focus. */
const BRAND_TOGGLE_STATE = { focus: 'brand-list-toggle' };

/**
 * "Show all N brands" / "Show fewer brands". With JavaScript the filter form is made afresh when
 * the URL changes from outside it (useFilterNavigation), so the link the shopper followed is a new
 * element: it takes the focus back, or a keyboard user would start again from the top.
 */
function BrandListToggle({ brands }: { brands: BrandListView }) {
  const location = useLocation();
  const link = useRef<HTMLAnchorElement>(null);
  const followed = (location.state as typeof BRAND_TOGGLE_STATE | null)?.focus === BRAND_TOGGLE_STATE.focus;
  useEffect(() => {
    if (followed) link.current?.focus();
  }, [followed, location.key]);
  const href = brands.allHref ?? brands.fewerHref;
  if (!href) return null;
  return (
    <Link ref={link} to={href} state={BRAND_TOGGLE_STATE} preventScrollReset className="filter-more__all">
      {brands.allHref ? `Show all ${brands.total} brands` : 'Show fewer brands'}
    </Link>
  );
}

function TermList({
  group,
  items,
  state,
  expanded,
}: {
  group: IdGroup;
  items: Array<TermOption | CategoryOption>;
  state: FilterState;
  /** Starts with every option shown. */
  expanded?: boolean;
}) {
  const selected = new Set(state[group]);
  const toOption = (item: TermOption | CategoryOption): FilterOption => ({
    value: String(item.category_id),
    label: item.category_name,
    checked: selected.has(item.category_id),
    children: 'children' in item ? item.children?.map(toOption) : undefined,
  });
  return <FilterOptionList name={group} options={items.map(toOption)} idPrefix={`filter-${group}`} expanded={expanded} />;
}

function RangeInputs({
  names,
  labels,
  values,
  step,
  max,
  goLabel,
}: {
  names: [string, string];
  labels: [string, string];
  values: [string, string];
  step: string;
  max?: number;
  goLabel: string;
}) {
  return (
    <div className="range-inputs">
      {names.map((name, i) => (
        <label key={name} className="range-inputs__field">
          <span className="visually-hidden">{labels[i]}</span>
          <span aria-hidden="true" className="range-inputs__hint">
            {i === 0 ? 'Min' : 'Max'}
          </span>
          <input type="number" name={name} min={0} max={max} step={step} inputMode="decimal" defaultValue={values[i]} />
        </label>
      ))}
      <button type="submit" className="btn btn--primary range-inputs__go" aria-label={goLabel}>
        Go
      </button>
    </div>
  );
}

function PriceRange({ presets, state, basePath }: { presets: RangeOption[]; state: FilterState; basePath: string }) {
  const price = state.price;
  return (
    <>
      {presets.length > 0 && (
        <ul className="range-presets">
          {presets.map((range) => {
            const active = price?.from === range.from && price?.to === range.to;
            return (
              <li key={`${range.from}-${range.to}`}>
                <Link
                  to={hrefFor(basePath, { ...state, price: range, page: 1 })}
                  preventScrollReset
                  className={`range-preset${active ? ' range-preset--active' : ''}`}
                  aria-current={active ? 'true' : undefined}
                >
                  {formatPrice(range.from)} – {formatPrice(range.to)}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <RangeInputs
        names={['min_price', 'max_price']}
        labels={['Minimum price', 'Maximum price']}
        values={[price?.from != null ? String(price.from) : '', price?.to != null ? String(price.to) : '']}
        step="0.01"
        goLabel="Go: apply price range"
      />
    </>
  );
}

function TopRated({ ranges, state }: { ranges: RangeOption[]; state: FilterState }) {
  const ticked = new Set(state.rating.map(ratingToken));
  const options: FilterOption[] = ranges.map((range) => ({
    value: ratingToken(range),
    label: (
      <>
        <span aria-hidden="true" className="filter-option__star">
          ★
        </span>{' '}
        {range.from} – {range.to}
      </>
    ),
    checked: ticked.has(ratingToken(range)),
  }));
  const custom = state.ratingCustom;
  return (
    <>
      <FilterOptionList name="rating" options={options} idPrefix="filter-rating" />
      <RangeInputs
        names={['rating_min', 'rating_max']}
        labels={['Minimum rating', 'Maximum rating']}
        values={[custom ? String(custom.from) : '', custom ? String(custom.to) : '']}
        step="0.1"
        max={5}
        goLabel="Go: apply rating range"
      />
    </>
  );
}
