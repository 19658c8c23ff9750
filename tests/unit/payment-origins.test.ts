import { describe, expect, it } from 'vitest';
import { readStorefrontEnv } from '~/lib/platform/env.server';

/**
 * Where checkout may send the browser to pay (app/lib/checkout/checkout.server.ts): only the
 * configured provider, or by default the API's public origin and the shop's own, through which
 * a proxy publishes the API's card page (docs/deploy.md, "Past one machine").
 */
const SHOP = 'https://shop.example.com';

describe('payment origins', () => {
  it('takes the shop’s own origin beside the API’s, for an API published through the proxy', () => {
    const env = readStorefrontEnv({ STOREFRONT_ORIGIN: SHOP, SHOP_API_URL: 'http://10.0.0.5:8080/api/v1' });
    expect(env.paymentOrigins).toEqual(['http://10.0.0.5:8080', SHOP]);
  });

  it('names the shop once when it serves the API itself', () => {
    expect(readStorefrontEnv({ STOREFRONT_ORIGIN: SHOP }).paymentOrigins).toEqual([SHOP]);
  });

  it('takes only PAYMENT_ORIGIN when one is configured', () => {
    const env = readStorefrontEnv({
      STOREFRONT_ORIGIN: SHOP,
      SHOP_API_URL: 'http://10.0.0.5:8080/api/v1',
      PAYMENT_ORIGIN: 'https://pay.example.com/x',
    });
    expect(env.paymentOrigins).toEqual(['https://pay.example.com']);
  });
});
