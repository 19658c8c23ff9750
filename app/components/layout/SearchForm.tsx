import { Form, useSearchParams } from '@remix-run/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SearchIcon } from '~/components/ui/icons';
import type { SearchCombobox } from './SearchCombobox';

/**
 * GET /product-listing?search=… . With JavaScript the text is trimmed and an empty search is
 * not submitted; without it the listing ignores an empty or blank search.
 *
 * With JavaScript the box is also a combobox that suggests as the shopper types: its role is set
 * once the page has hydrated (the HTML without JavaScript stays a plain search box), and its code
 * (SearchCombobox, its own chunk) loads on the box's first focus, so no first load grows (ADR 0148).
 */
export function SearchForm() {
  const [params] = useSearchParams();
  const current = params.get('search') ?? '';
  const form = useRef<HTMLFormElement>(null);
  const [Combobox, setCombobox] = useState<typeof SearchCombobox | null>(null);

  // Again for each new input (it is keyed by the search it shows).
  useEffect(() => {
    const input = form.current?.elements.namedItem('search') as HTMLInputElement;
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-expanded', 'false');
  }, [current]);

  function onFocus() {
    if (!Combobox)
      import('./SearchCombobox').then(
        (m) => setCombobox(() => m.SearchCombobox),
        () => undefined,
      );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const input = event.currentTarget.elements.namedItem('search') as HTMLInputElement;
    input.value = input.value.trim();
    if (!input.value) {
      event.preventDefault();
      input.focus();
    }
  }

  return (
    <Form ref={form} method="get" action="/product-listing" role="search" className="search" onSubmit={onSubmit} onFocus={onFocus}>
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
      {Combobox && <Combobox form={form} />}
    </Form>
  );
}
