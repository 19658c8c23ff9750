import { Form, useRouteLoaderData } from '@remix-run/react';
import { ReturnHereFields } from '~/components/forms/ReturnHereFields';
import { SHOP_LAYOUT_ID, type ShopLayoutData } from '~/lib/shopper/shop-layout-data';
import type { StoreStock } from '~/lib/shop-api/types';
import { availabilityAt, type StoreChoice } from '~/lib/catalogue/store-availability';

interface ChosenStore {
  mode: 'pickup' | 'delivery';
  chosen: StoreChoice;
  /** The stores offering the shopper's pickup or delivery. */
  stores: StoreChoice[];
}

/** The shopper's chosen store and the stores they could switch to, from the shop layout; null when none is chosen. */
export function useChosenStore(): ChosenStore | null {
  const layout = useRouteLoaderData<ShopLayoutData>(SHOP_LAYOUT_ID);
  const location = layout?.location;
  if (!location) return null;
  const stores = (layout.stores ?? []).filter((s) => (location.type === 'pickup' ? s.offersPickup : s.offersDelivery));
  const chosen = stores.find((s) => s.id === location.id);
  if (!chosen) return null;
  return { mode: location.type, chosen, stores };
}

/**
 * The form the switch buttons post: to /resources/location, the chosen mode kept, back to this
 * page. A page whose buttons sit inside another form (the product page's buy box) renders it once
 * with an id and gives the buttons `formId`.
 */
function StoreSwitchForm({ id, mode, children }: { id?: string; mode: 'pickup' | 'delivery'; children?: React.ReactNode }) {
  return (
    <Form id={id} method="post" action="/resources/location" className="store-switch" preventScrollReset>
      <input type="hidden" name="type" value={mode} />
      <ReturnHereFields name="redirectTo" marker={false} />
      {children}
    </Form>
  );
}

/** The page's StoreSwitchForm with `id`, for StoreStockLines given that `formId`; nothing without a chosen store. */
export function PageStoreSwitchForm({ id }: { id: string }) {
  const store = useChosenStore();
  return store ? <StoreSwitchForm id={id} mode={store.mode} /> : null;
}

/**
 * A size's stock at the shopper's store (ADR 0155), with a one-click switch to the stores that
 * have it when this one does not. Nothing without a chosen store or without the API's store_stock.
 */
export function StoreStockLine({
  storeStock,
  quantity = 1,
  formId,
}: {
  storeStock: StoreStock[] | undefined;
  quantity?: number;
  /** The id of a StoreSwitchForm elsewhere on the page, for buttons inside another form. */
  formId?: string;
}) {
  const store = useChosenStore();
  if (!store || !storeStock) return null;
  const availability = availabilityAt(storeStock, store.chosen, store.stores, quantity);
  if (availability.kind === 'nowhere') return null;
  return <StoreStockMessage availability={availability} mode={store.mode} formId={formId} />;
}

/** The store line's text, and when it names other stores their switch buttons (StoreStockLine, the cart's lines). */
export function StoreStockMessage({
  availability,
  mode,
  formId,
}: {
  availability: { kind: 'here' | 'elsewhere'; text: string; stores?: StoreChoice[] };
  mode: 'pickup' | 'delivery';
  formId?: string;
}) {
  const text = (
    <p className={`store-stock__text store-stock__text--${availability.kind}`} data-testid="store-stock">
      {availability.text}
    </p>
  );
  if (!availability.stores?.length) return <div className="store-stock">{text}</div>;
  const buttons = availability.stores.map((s) => (
    <button key={s.id} type="submit" name="location_id" value={s.id} form={formId} className="btn btn--ghost store-stock__switch">
      Switch to {s.shortName}
    </button>
  ));
  return (
    <div className="store-stock">
      {text}
      {formId ? (
        <div className="store-stock__switches">{buttons}</div>
      ) : (
        <StoreSwitchForm mode={mode}>
          <div className="store-stock__switches">{buttons}</div>
        </StoreSwitchForm>
      )}
    </div>
  );
}
