import { useLocation, useNavigate } from '@remix-run/react';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { categoryHref, productHref } from '~/components/product/product-links';
import { formatPrice, shownPrices } from '~/lib/money';
import { suggestionsUrl, textToSuggestFor, type SearchSuggestions, type SuggestedProduct } from '~/lib/catalogue/search-suggestions';

/** Pause in typing before suggestions are asked for. */
const DEBOUNCE_MS = 250;
const LISTBOX_ID = 'site-search-suggestions';

type Option =
  | { kind: 'product'; id: string; href: string; product: SuggestedProduct }
  | { kind: 'category'; id: string; href: string; name: string }
  | { kind: 'search'; id: string };

function optionsOf(found: SearchSuggestions | null): Option[] {
  const options: Option[] = [];
  const id = () => `${LISTBOX_ID}-${options.length}`;
  for (const product of found?.products ?? []) options.push({ kind: 'product', id: id(), href: productHref(product.product_id), product });
  for (const category of found?.categories ?? []) {
    const href = category.parentSlug ? categoryHref(category.parentSlug, category.slug) : categoryHref(category.slug);
    options.push({ kind: 'category', id: id(), href, name: category.name });
  }
  options.push({ kind: 'search', id: id() });
  return options;
}

function announcementFor(found: SearchSuggestions): string {
  const count = found.products.length + found.categories.length;
  if (count === 0) return 'Products Not Found';
  return `${count} ${count === 1 ? 'suggestion' : 'suggestions'} for '${found.query}'`;
}

/**
 * The header search box's suggestions with JavaScript (ADR 0148), loaded by SearchForm on the
 * box's first focus. The ARIA 1.2 combobox with a listbox popup: focus stays in the input and the
 * active option is its aria-activedescendant. Up and Down move, Enter opens the active option or
 * submits the search, Escape closes the popup then clears the text, Tab leaves. Each new text
 * aborts the request before it, and only the latest answer is shown.
 *
 * It listens on the form, not the input: the input is replaced when the page's search changes.
 * For the same reason it writes the combobox's state onto whichever input is there after each render.
 */
export function SearchCombobox({ form }: { form: RefObject<HTMLFormElement | null> }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [found, setFound] = useState<SearchSuggestions | null>(null);
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const request = useRef<{ timer?: ReturnType<typeof setTimeout>; controller?: AbortController }>({});

  const options = useMemo(() => optionsOf(found), [found]);
  const activeId = open && active >= 0 ? options[active]?.id : undefined;
  const input = () => form.current?.elements.namedItem('search') as HTMLInputElement | null;

  const cancel = () => {
    clearTimeout(request.current.timer);
    request.current.controller?.abort();
    request.current = {};
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const ask = (query: string) => {
    cancel();
    const controller = new AbortController();
    request.current.controller = controller;
    fetch(suggestionsUrl(query), { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<SearchSuggestions>) : null))
      .catch(() => null)
      .then((answer) => {
        // Only the latest request may show its answer; a failed one leaves just "Search for".
        if (request.current.controller !== controller) return;
        const shown = { query, products: answer?.products ?? [], categories: answer?.categories ?? [] };
        setFound(shown);
        setAnnouncement(announcementFor(shown));
        setActive(-1);
        if (document.activeElement === input()) setOpen(true);
      });
  };

  const onInput = () => {
    const text = input()?.value ?? '';
    setTyped(text.trim());
    setActive(-1);
    cancel();
    const query = textToSuggestFor(text);
    if (!query) {
      close();
      setFound(null);
      return;
    }
    request.current.timer = setTimeout(() => ask(query), DEBOUNCE_MS);
  };

  const choose = (option: Option) => {
    cancel();
    close();
    if (option.kind === 'search') form.current?.requestSubmit();
    else navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const box = input();
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0 && !event.altKey) {
      event.preventDefault();
      const first = step > 0 ? 0 : options.length - 1;
      const query = textToSuggestFor(box?.value ?? '');
      if (open) setActive(active < 0 ? first : (active + step + options.length) % options.length);
      else if (found && found.query === query) {
        setOpen(true);
        setActive(first);
      } else if (query) ask(query);
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      // type=search clears itself on Escape: the first Escape only closes the popup.
      event.preventDefault();
      cancel();
      if (open) close();
      else if (box?.value) {
        box.value = '';
        onInput();
      }
    } else if (event.key === 'Tab' || event.key === 'Enter') {
      cancel();
      close();
    } else if (['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) {
      // Keys that move in the text make the input the focus again, not an option.
      setActive(-1);
    }
  };

  // A new page: whatever was asked for the old one is over. Before the listeners' effect, which
  // may ask at once on mounting: effects run in order, and this one runs on mounting too.
  useEffect(() => {
    cancel();
    close();
  }, [location.key]);

  // The form's listeners call the latest render's handlers.
  const handlers = useRef({ onInput, onKeyDown, close });
  handlers.current = { onInput, onKeyDown, close };
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const fromInput = (event: Event) => event.target === input();
    const onInputEvent = (event: Event) => fromInput(event) && handlers.current.onInput();
    const onKeyEvent = (event: KeyboardEvent) => fromInput(event) && handlers.current.onKeyDown(event);
    const onFocusOut = (event: FocusEvent) => fromInput(event) && handlers.current.close();
    element.addEventListener('input', onInputEvent);
    element.addEventListener('keydown', onKeyEvent);
    element.addEventListener('focusout', onFocusOut);
    // Text typed before this code arrived is asked for at once.
    const query = textToSuggestFor(input()?.value ?? '');
    if (query && document.activeElement === input()) {
      setTyped(query);
      handlers.current.onInput();
    }
    return () => {
      element.removeEventListener('input', onInputEvent);
      element.removeEventListener('keydown', onKeyEvent);
      element.removeEventListener('focusout', onFocusOut);
      cancel();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attached once; the handlers are read through the ref
  }, [form]);

  // After every render, on whichever input is there now.
  useEffect(() => {
    const box = input();
    if (!box) return;
    box.setAttribute('aria-expanded', String(open));
    box.setAttribute('aria-controls', LISTBOX_ID);
    if (activeId) box.setAttribute('aria-activedescendant', activeId);
    else box.removeAttribute('aria-activedescendant');
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  });

  const optionProps = (option: Option) => {
    const index = options.indexOf(option);
    return {
      id: option.id,
      role: 'option',
      'aria-selected': index === active,
      className: `search-suggestions__option${index === active ? ' search-suggestions__option--active' : ''}`,
      onClick: () => choose(option),
    };
  };
  const products = options.filter((o) => o.kind === 'product');
  const categories = options.filter((o) => o.kind === 'category');

  return (
    <>
      {/* Pointer presses keep the focus in the input (the combobox), so a click or tap chooses. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- focus stays in the input, which points at the active option (aria-activedescendant) */}
      <div
        id={LISTBOX_ID}
        role="listbox"
        aria-label="Search suggestions"
        className="search-suggestions"
        hidden={!open}
        onMouseDown={(event) => event.preventDefault()}
      >
        {products.length > 0 && (
          <ul role="group" aria-labelledby={`${LISTBOX_ID}-products`} className="search-suggestions__group">
            <li role="presentation" id={`${LISTBOX_ID}-products`} className="search-suggestions__heading">
              Products
            </li>
            {products.map((option) => {
              const { product } = option as Extract<Option, { kind: 'product' }>;
              const { current, struck } = shownPrices(product.product_price, product.product_sell_price);
              return (
                <li key={option.id} {...optionProps(option)}>
                  <img src={product.product_image} alt="" width={40} height={40} loading="lazy" className="search-suggestions__image" />
                  <span className="search-suggestions__name">{product.product_title}</span>
                  <span className="search-suggestions__size">{product.size}</span>
                  <span className="search-suggestions__price">
                    {formatPrice(current)}
                    {struck !== null && (
                      <del>
                        <span className="visually-hidden">Regular price </span>
                        {formatPrice(struck)}
                      </del>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        {categories.length > 0 && (
          <ul role="group" aria-labelledby={`${LISTBOX_ID}-categories`} className="search-suggestions__group">
            <li role="presentation" id={`${LISTBOX_ID}-categories`} className="search-suggestions__heading">
              Categories
            </li>
            {categories.map((option) => (
              <li key={option.id} {...optionProps(option)}>
                {(option as Extract<Option, { kind: 'category' }>).name}
              </li>
            ))}
          </ul>
        )}
        <div {...optionProps(options[options.length - 1])}>Search for &apos;{typed}&apos;</div>
      </div>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}
