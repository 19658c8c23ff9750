import { useSubmit } from '@remix-run/react';
import type { SortOrder } from '~/lib/filters';
import { FILTER_FORM_ID } from './FilterForm';

/**
 * The sort dropdown. It belongs to the filter form (form attribute), so sorting keeps the
 * filters; with JavaScript a change applies at once, without it the Sort button submits.
 */
export function SortControl({ value, basePath }: { value: SortOrder; basePath: string }) {
  const submit = useSubmit();
  return (
    <div className="sort-control">
      <label htmlFor="sort-select" className="visually-hidden">
        Sort products
      </label>
      <select
        id="sort-select"
        name="sort"
        form={FILTER_FORM_ID}
        value={value}
        onChange={(event) => {
          const form = document.getElementById(FILTER_FORM_ID);
          if (!(form instanceof HTMLFormElement)) return;
          const params = new URLSearchParams();
          for (const [key, v] of new FormData(form)) if (typeof v === 'string' && v.trim()) params.append(key, v.trim());
          // FormData was read before React re-rendered, so set the new choice explicitly.
          params.delete('sort');
          if (event.target.value) params.set('sort', event.target.value);
          submit(params, { method: 'get', action: basePath, preventScrollReset: true });
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
