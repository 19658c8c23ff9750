/** How an order reads on 'My orders' (server and browser alike, so hydration matches). */
/** The shop API's payment_status (as in payment.server.ts). */
type PaymentStatus = 'Success' | 'Failure' | 'Pending';

export const ORDER_STATUS_LABEL: Record<PaymentStatus, string> = {
  Pending: 'Awaiting payment',
  Success: 'Paid',
  Failure: 'Payment failed',
};

// A fixed locale and time zone: the server and the browser must print the same date.
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export function orderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date);
}

/** 'My orders' pages: ?page=N, anything else is page 1. */
export function orderPageParam(value: string | null): number {
  return value && /^\d{1,5}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}
