/**
 * "Ready today after 4 pm", "Ready tomorrow after 10 am", "Ready Monday after 11:30 am": when a
 * pickup order placed now is ready, from the API's /pickup-times (ADR 0155). Pure.
 */
import type { PickupTime } from '../shop-api/types';

/** "16:00" -> "4 pm", "10:30" -> "10:30 am", "00:00" -> "12 am". */
export function clockText(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'am' : 'pm'}`;
}

export function pickupReadyText(time: Pick<PickupTime, 'ready_day' | 'ready_time'>): string {
  return `Ready ${time.ready_day} after ${clockText(time.ready_time)}`;
}
