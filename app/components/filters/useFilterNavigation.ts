import { useLocation, useSubmit } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Filter changes as GET navigations, for a form whose fields are uncontrolled (a tick shows at
 * once, with no flicker while the products load). When the URL changes from elsewhere — a chip,
 * Clear All, back/forward, a redirect — `formKey` changes so the form starts afresh from the URL.
 */
export function useFilterNavigation(basePath: string) {
  const submit = useSubmit();
  const location = useLocation();
  const ownSearch = useRef<string | null>(null);
  const seenSearch = useRef(location.search);
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    if (location.search === seenSearch.current) return;
    seenSearch.current = location.search;
    if (location.search !== ownSearch.current) setFormKey((key) => key + 1);
    ownSearch.current = null;
  }, [location.search]);

  const submitFilters = useCallback(
    (params: URLSearchParams) => {
      const query = params.toString();
      ownSearch.current = query ? `?${query}` : '';
      submit(params, { method: 'get', action: basePath, preventScrollReset: true });
    },
    [submit, basePath],
  );

  return { formKey, submitFilters };
}

/** The form's fields as query parameters, without empty ones (trimmed). */
export function filterParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    const text = value.trim();
    if (text) params.append(key, text);
  }
  return params;
}
