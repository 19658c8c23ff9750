/** When the shopper's pickup would be ready, asked of the API per request (the answer moves with the clock). */
import type { AppLoadContext } from '@remix-run/server-runtime';
import { pickupReadyText } from './pickup-ready';
import type { PickupTimes } from '../shop-api/types';

/**
 * The ready text for the shopper's chosen pickup store; null for delivery, no store, or an API
 * that cannot say (the page then shows no time rather than failing).
 */
export async function pickupReadyFor({ session, shop }: AppLoadContext): Promise<string | null> {
  const location = session.location;
  if (location?.type !== 'pickup') return null;
  try {
    const { data } = await shop.read<PickupTimes>('/pickup-times', {}, { auth: false });
    const time = Array.isArray(data?.pickup_times) ? data.pickup_times.find((t) => t.location_id === location.id) : undefined;
    return time ? pickupReadyText(time) : null;
  } catch {
    return null;
  }
}
