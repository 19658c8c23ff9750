/**
 * What a shopper with a store chosen is told about a size's stock there (ADR 0155), from the
 * API's store_stock: "In stock at Midtown", "Only 2 left at Midtown", or "Not at Midtown — in
 * stock at Folsom and Davis" with the stores to switch to. Pure, so it is unit-tested.
 */
import type { StoreStock } from '../shop-api/types';

/** At this many units or fewer a store's stock reads "Only N left". */
const FEW_LEFT = 3;

export interface StoreChoice {
  id: number;
  shortName: string;
}

type StoreAvailability =
  { kind: 'here'; text: string; stock: number } | { kind: 'elsewhere'; text: string; stores: StoreChoice[] } | { kind: 'nowhere' };

/** "Folsom", "Folsom and Davis", "Folsom, Roseville and Davis". */
export function listOfNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Units of the size at the store (0 when the API named none). */
function stockAtStore(storeStock: StoreStock[] | undefined, storeId: number): number {
  return storeStock?.find((s) => s.store_id === storeId)?.stock ?? 0;
}

/**
 * The size's availability at `chosen`; the other stores are those of `stores` (the ones offering
 * the shopper's pickup or delivery) that have at least `quantity`.
 */
export function availabilityAt(
  storeStock: StoreStock[] | undefined,
  chosen: StoreChoice,
  stores: StoreChoice[],
  quantity = 1,
): StoreAvailability {
  const here = stockAtStore(storeStock, chosen.id);
  if (here >= quantity) {
    return {
      kind: 'here',
      stock: here,
      text: here <= FEW_LEFT ? `Only ${here} left at ${chosen.shortName}` : `In stock at ${chosen.shortName}`,
    };
  }
  const others = stores.filter((s) => s.id !== chosen.id && stockAtStore(storeStock, s.id) >= quantity);
  const missing = here > 0 ? `Only ${here} left at ${chosen.shortName}` : `Not at ${chosen.shortName}`;
  if (others.length > 0) {
    return { kind: 'elsewhere', stores: others, text: `${missing} — in stock at ${listOfNames(others.map((s) => s.shortName))}` };
  }
  // Stock only at stores that cannot serve this shopper (not enough, or not their pickup or delivery).
  return here > 0 || (storeStock ?? []).some((s) => s.stock > 0) ? { kind: 'elsewhere', stores: [], text: missing } : { kind: 'nowhere' };
}
