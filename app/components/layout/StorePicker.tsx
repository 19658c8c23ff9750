import { useFetcher } from '@remix-run/react';
import { useRef } from 'react';
import type { SessionLocation } from '~/lib/shopper/session.server';
import type { StoreDisplay } from '~/lib/catalogue/stores.server';
import { useReturnPath } from '~/components/dialogs/dialog-url';
import { ChevronDownIcon, PinIcon } from '~/components/ui/icons';

type Mode = 'pickup' | 'delivery';
const MODES: { mode: Mode; label: string }[] = [
  { mode: 'pickup', label: 'Pickup' },
  { mode: 'delivery', label: 'Delivery' },
];

/**
 * Store and mode picker. A <details> panel (opens without JavaScript) with Pickup / Delivery
 * tabs made of radio buttons (CSS shows the matching list, no JavaScript needed). Choosing a
 * store POSTs to /resources/location, which stores it in the session and 303s back here; with
 * JavaScript a fetcher does the same in place and the panel closes.
 */
export function StorePicker({
  stores,
  storesError,
  location,
}: {
  stores: StoreDisplay[];
  storesError: string | null;
  location: SessionLocation | null;
}) {
  const fetcher = useFetcher();
  const details = useRef<HTMLDetailsElement>(null);
  const returnPath = useReturnPath();
  const initialMode: Mode = location?.type ?? 'pickup';

  // Closed by the submit itself, not by watching fetcher.state: the router's state updates are
  // transitions, and on a slow phone 'submitting' can be skipped when the answer comes first.
  const closePanel = () => {
    const picker = details.current;
    if (!picker) return;
    picker.open = false;
    // The chosen store's button is hidden with the panel: focus goes back to the toggle.
    picker.querySelector('summary')?.focus();
  };

  return (
    <details className="store-picker" ref={details}>
      <summary aria-label={location ? `Store: ${location.title} (${location.type}). Change store` : 'Choose a store'}>
        <PinIcon width={20} height={20} />
        <span className="store-picker__current" data-testid="store-current">
          <span className="store-picker__mode">
            {location ? (location.type === 'pickup' ? 'Pickup' : 'Delivery') : 'Pickup or delivery'}
          </span>
          <span>{location ? `${location.title}${location.area ? `, ${location.area}` : ''}` : 'Choose your store'}</span>
        </span>
        <ChevronDownIcon width={14} height={14} />
      </summary>
      <div className="store-picker__panel">
        {storesError ? (
          <p className="form-message form-message--error" role="alert">
            Error: {storesError}
          </p>
        ) : (
          <fieldset className="store-modes">
            <legend className="visually-hidden">Pickup or delivery</legend>
            <div className="tabs" role="presentation">
              {MODES.map(({ mode, label }) => (
                <span key={mode} className="tabs__radio">
                  <input
                    type="radio"
                    name="store-mode"
                    id={`store-mode-${mode}`}
                    value={mode}
                    defaultChecked={initialMode === mode}
                    className={`store-mode-input store-mode-input--${mode} visually-hidden`}
                  />
                  <label htmlFor={`store-mode-${mode}`} className="tabs__tab">
                    {label}
                  </label>
                </span>
              ))}
            </div>
            {MODES.map(({ mode, label }) => (
              <fetcher.Form
                key={mode}
                method="post"
                action="/resources/location"
                className={`store-panel store-panel--${mode}`}
                aria-label={`${label} stores`}
                onSubmit={closePanel}
              >
                <input type="hidden" name="type" value={mode} />
                <input type="hidden" name="redirectTo" value={returnPath} />
                <ul className="store-list">
                  {stores
                    .filter((s) => (mode === 'pickup' ? s.offersPickup : s.offersDelivery))
                    .map((store) => {
                      const chosen = location?.id === store.id && location.type === mode;
                      return (
                        <li key={store.id}>
                          <button type="submit" name="location_id" value={store.id} className="store-option" aria-pressed={chosen}>
                            <img src={store.image} alt="" width={56} height={56} loading="lazy" />
                            <span>
                              <span className="store-option__name">{store.name}</span>
                              <span className="store-option__area">{store.area}</span>
                            </span>
                            <span className="visually-hidden">{` for ${label.toLowerCase()}`}</span>
                          </button>
                        </li>
                      );
                    })}
                </ul>
              </fetcher.Form>
            ))}
          </fieldset>
        )}
      </div>
    </details>
  );
}
