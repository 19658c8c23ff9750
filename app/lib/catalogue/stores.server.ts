/** Store locations from /get-stores (cached) and how the picker shows them. */
import type { AppLoadContext } from '@remix-run/server-runtime';
import { hasArrays } from '../shop-api/client.server';
import type { OpeningHours, StoreAddress, StoreList, StoreLocation } from '../shop-api/types';

/** A store as the picker shows it: the last word of location_title is the area. */
export interface StoreDisplay {
  id: number;
  name: string;
  area: string;
  /** What shoppers call it ("Midtown"): the API's short name, else the area (ADR 0155). */
  shortName: string;
  image: string;
  offersPickup: boolean;
  offersDelivery: boolean;
  address: StoreAddress | null;
  openingHours: OpeningHours[];
}

const STORES_TTL_MS = 5 * 60_000;

export function getStores({ cache, shop }: AppLoadContext): Promise<StoreLocation[]> {
  return cache.get('get-stores', STORES_TTL_MS, async () => {
    const { data } = await shop.read<StoreList>(
      '/get-stores',
      {},
      {
        auth: false,
        shared: true,
        expect: hasArrays('store_location'),
      },
    );
    return data.store_location;
  });
}

function splitLocationTitle(title: string): { name: string; area: string } {
  const words = title.trim().split(/\s+/);
  if (words.length <= 1) return { name: words[0] ?? '', area: '' };
  return { name: words.slice(0, -1).join(' '), area: words[words.length - 1] };
}

export function toStoreDisplay(store: StoreLocation): StoreDisplay {
  const { name, area } = splitLocationTitle(store.location_title);
  return {
    id: store.location_id,
    name,
    area,
    shortName: store.location_short_name || area,
    image: store.location_image,
    offersPickup: store.offers_pickup !== false,
    offersDelivery: store.offers_delivery !== false,
    address: store.location_address ?? null,
    openingHours: Array.isArray(store.opening_hours) ? store.opening_hours : [],
  };
}
