import type { SortOrder } from '~/lib/catalogue/filters';
import { FILTER_FORM_ID } from './FilterForm';
import { filterParams } from './useFilterNavigation';

/**
 * The sort dropdown. It belongs to the filter form (form attribute), so sorting keeps the
 * filters; with JavaScript a change applies at once, without it the Sort button submits.
 */
export function SortControl({ value, submitFilters }: { value: SortOrder; submitFilters: (params: URLSearchParams) => void }) {
  return (
    <div className="sort-control">
      <label htmlFor="sort-select" className="visually-hidden">
        Sort products
      </label>
      <select
        id="sort-select"
        name="sort"
        form={FILTER_FORM_ID}
        defaultValue={value}
        onChange={() => {
          // The select belongs to the filter form, so the form's fields include the new choice.
          const form = document.getElementById(FILTER_FORM_ID);
          if (form instanceof HTMLFormElement) submitFilters(filterParams(form));
        }}
      >
        <option value="">Default sorting</option>
        <option value="ASC">Ascending</option>
        <option value="DSC">Descending</option>
      </select>
      <button type="submit" form={FILTER_FORM_ID} className="btn btn--secondary sort-control__submit no-js-only">
        Sort
      </button>
    </div>
  );
}
