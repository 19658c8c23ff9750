/** The promo code form's field names and intents: the one place they are written. */
export const PROMO_FIELDS = {
  intent: 'intent',
  code: 'code',
  redirectTo: 'redirectTo',
} as const;

export const PROMO_INTENTS = { apply: 'apply', remove: 'remove' } as const;

/** The fetcher every promo code form shares, so the applied line and the field see one request. */
export const PROMO_FETCHER_KEY = 'promo-code';
