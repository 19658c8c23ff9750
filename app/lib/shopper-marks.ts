/**
 * Stand-ins for what a signed-in catalogue page shows of its shopper (ADR 0131).
 *
 * Two signed-in shoppers' pages differ only in the name and email, the two badge counts and which
 * hearts are pressed. The server renders such a page once for a stand-in shopper made of these
 * marks, and fills each request's copy with the shopper's own values (shopper-template.server.ts).
 * The marks are Unicode private-use characters, which no catalogue text contains and which HTML
 * and Remix's inline data leave as they are, or numbers no page shows.
 */
export const SHOPPER_MARK = {
  name: '\uE000name\uE001',
  email: '\uE000email\uE001',
  /** The wish-listed product ids (the layout's `wished`). */
  wished: '\uE000wished\uE001',
  cart: 907_100_000_001,
  wishlist: 907_100_000_002,
} as const;

/**
 * A heart in the template is rendered both ways, between these marks:
 * `open` product id `id`, pressed, `between`, not pressed, `end`.
 */
export const HEART_MARK = { open: '\uE010', id: '\uE011', between: '\uE012', end: '\uE013' } as const;
