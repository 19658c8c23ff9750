/**
 * What the cart warns of before checkout when the chosen store cannot supply a line (ADR 0155),
 * in the store line's words (store-availability.ts). Its own module so that pages showing only
 * store lines (listing, product) load none of it. Pure, so it is unit-tested.
 */
import { availabilityAt, type StoreChoice } from '../catalogue/store-availability';
import type { StoreStock } from '../shop-api/types';

type Shortfall = { text: string; stores: StoreChoice[] };

/**
 * What a cart line warns of: null when `chosen` can supply `quantity`, else what it lacks and the
 * stores that have enough. A size no store has is "Not at Midtown" too: the chosen store still
 * cannot fulfil the order, pickup or delivery alike.
 */
export function shortfallAt(storeStock: StoreStock[], chosen: StoreChoice, stores: StoreChoice[], quantity: number): Shortfall | null {
  const availability = availabilityAt(storeStock, chosen, stores, quantity);
  if (availability.kind === 'here') return null;
  return availability.kind === 'elsewhere'
    ? { text: availability.text, stores: availability.stores }
    : { text: `Not at ${chosen.shortName}`, stores: [] };
}

/** The summary above the checkout button, for `count` lines the chosen store cannot supply. */
export function shortfallSummary(count: number, chosen: StoreChoice): string {
  return count === 1
    ? `One product in your cart is not available at ${chosen.shortName}: see its line before checkout.`
    : `${count} products in your cart are not available at ${chosen.shortName}: see their lines before checkout.`;
}
