import { Form, useSearchParams } from '@remix-run/react';
import type { FormEvent } from 'react';
import { SearchIcon } from '~/components/ui/icons';

/**
 * GET /product-listing?search=… . With JavaScript the text is trimmed and an empty search is
 * not submitted; without it the listing ignores an empty or blank search.
 */
export function SearchForm() {
  const [params] = useSearchParams();
  const current = params.get('search') ?? '';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const input = event.currentTarget.elements.namedItem('search') as HTMLInputElement;
    input.value = input.value.trim();
    if (!input.value) {
      event.preventDefault();
      input.focus();
    }
  }

  return (
    <Form method="get" action="/product-listing" role="search" className="search" onSubmit={onSubmit}>
      <label htmlFor="site-search" className="visually-hidden">
        Search products
      </label>
      <input
        id="site-search"
        type="search"
        name="search"
        placeholder="Search wines, spirits, brands…"
        defaultValue={current}
        key={current}
        autoComplete="off"
        maxLength={100}
      />
      <button type="submit" aria-label="Search">
        <SearchIcon width={20} height={20} />
      </button>
    </Form>
  );
}
