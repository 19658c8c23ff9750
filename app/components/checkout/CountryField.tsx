import { useInputControl, type FieldMetadata } from '@conform-to/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { COUNTRIES, filterCountries, type Country } from '~/lib/checkout/countries';

const PLACEHOLDER = 'Country / Region*';

/**
 * The country field: a searchable dropdown with JavaScript; a native <select>
 * of the same list without it, which submits the same value (the country's name).
 */
export function CountryField({ field }: { field: FieldMetadata<string | undefined> }) {
  const hydrated = useHydrated();
  return (
    <div className="field">
      <label htmlFor={field.id} className="field__label">
        Country / Region
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      {hydrated ? <CountryCombobox field={field} /> : <CountrySelect field={field} />}
      <p id={field.errorId} className="field__error" aria-live="polite">
        {field.errors?.[0]}
      </p>
    </div>
  );
}

function describedBy(field: FieldMetadata<string | undefined>) {
  return field.errors ? field.errorId : undefined;
}

function CountrySelect({ field }: { field: FieldMetadata<string | undefined> }) {
  const initial = typeof field.initialValue === 'string' ? field.initialValue : '';
  return (
    <select
      id={field.id}
      name={field.name}
      defaultValue={initial}
      className="field__input"
      aria-invalid={field.errors ? true : undefined}
      aria-describedby={describedBy(field)}
      aria-required
      autoComplete="country-name"
    >
      <option value="">{PLACEHOLDER}</option>
      {COUNTRIES.map((country) => (
        <option key={country.id} value={country.name}>
          {country.name}
        </option>
      ))}
    </select>
  );
}

/**
 * WAI-ARIA combobox with a listbox popup: type to filter, arrows to move, Enter to choose,
 * Escape to close. Only a listed country can be chosen; leaving the field with other text puts
 * the last choice back. The chosen name travels in a hidden input that conform watches.
 */
function CountryCombobox({ field }: { field: FieldMetadata<string | undefined> }) {
  const control = useInputControl(field);
  // A country picked in the native select while the page was still loading: read before this
  // first render commits (the select is still in the document then) and kept after the swap.
  const [pickedBeforeHydration] = useState(() => {
    const native = document.getElementById(field.id);
    return native instanceof HTMLSelectElement ? native.value : '';
  });
  const selected = typeof control.value === 'string' && control.value ? control.value : pickedBeforeHydration;
  const [text, setText] = useState(selected);
  useEffect(() => {
    if (pickedBeforeHydration && control.value !== pickedBeforeHydration) control.change(pickedBeforeHydration);
    // Once, on the swap from the native select.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  const matches = useMemo(() => filterCountries(text === selected ? '' : text), [text, selected]);
  const optionId = (country: Country) => `${listId}-${country.id}`;

  const choose = (country: Country) => {
    control.change(country.name);
    setText(country.name);
    setOpen(false);
  };

  const move = (to: number) => {
    const next = Math.max(0, Math.min(matches.length - 1, to));
    setActive(next);
    setOpen(true);
    const option = listRef.current?.children[next] as HTMLElement | undefined;
    option?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(open ? active + 1 : 0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(active - 1);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const country = matches[active];
      if (country) choose(country);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setText(selected);
    }
  };

  const onBlur = () => {
    const exact = COUNTRIES.find((c) => c.name.toLowerCase() === text.trim().toLowerCase());
    if (exact) {
      if (exact.name !== selected) control.change(exact.name);
      setText(exact.name);
    } else {
      setText(selected);
    }
    setOpen(false);
    control.blur();
  };

  return (
    <div className="combobox">
      <input type="hidden" name={field.name} value={selected} />
      <input
        id={field.id}
        type="text"
        role="combobox"
        className="field__input combobox__input"
        placeholder={PLACEHOLDER}
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && matches[active] ? optionId(matches[active]) : undefined}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={describedBy(field)}
        aria-required
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => control.focus()}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      <ul id={listId} ref={listRef} role="listbox" aria-label="Countries" className="combobox__list" hidden={!open || matches.length === 0}>
        {matches.map((country, index) => (
          <li
            key={country.id}
            id={optionId(country)}
            role="option"
            aria-selected={country.name === selected}
            className={index === active ? 'combobox__option combobox__option--active' : 'combobox__option'}
            // mousedown, not click: it must land before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(country);
            }}
          >
            {country.name}
          </li>
        ))}
      </ul>
      {open && matches.length === 0 && (
        <p className="combobox__empty" role="status">
          No countries found.
        </p>
      )}
    </div>
  );
}
