import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './support';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

describe('shop API framework', () => {
  it('answers an unknown path with the failure envelope and 404', async () => {
    const { status, body } = await shop.call('POST', '/no-such-call');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: 'Not found' });
  });

  it('answers paths outside the base path with 404', async () => {
    const response = await shop.api.fetch(new Request('http://shop.test/elsewhere', { method: 'POST' }));
    expect(response.status).toBe(404);
  });

  it('runs every migration: all tables exist', async () => {
    const tables = await shop.db.introspection.getTables();
    expect(tables.map((t) => t.name).sort()).toEqual(
      [
        'auth_tokens',
        'back_in_stock_requests',
        'billing_addresses',
        'cart_lines',
        'brand_listings',
        'categories',
        'cms_documents',
        'contact_messages',
        'known_devices',
        'order_lines',
        'orders',
        'pages',
        'password_resets',
        'payment_intents',
        'product_cards',
        'product_search',
        'products',
        'promo_codes',
        'rate_limits',
        'search_words',
        'store_stock',
        'stores',
        'terms',
        'users',
        'variations',
        'wishlist_items',
      ].sort(),
    );
  });
});

describe('shop API framework edge cases', () => {
  it('answers a malformed %-escape in a path parameter with 404, not a crash', async () => {
    const { status, body } = await shop.call('GET', '/pay/%E0%A4%A');
    expect(status).toBe(404);
    expect(body.success).toBe(false);
  });

  it('reads numeric and bigint columns as numbers on every engine', async () => {
    const row = await shop.db
      .selectFrom('variations')
      .select((eb) => ['regular_price', eb.fn.countAll().over().as('n')])
      .where('regular_price', 'is not', null)
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(typeof row.regular_price).toBe('number');
    expect(typeof row.n).toBe('number');
  });
});

describe('shop API input hygiene', () => {
  it('refuses a NUL character in a JSON body with 400 instead of failing in the database', async () => {
    const { status, body } = await shop.call('POST', '/contact-form-submit', {
      rawBody: '{"first_name":"A\\u0000","last_name":"B","email_address":"a@example.com","message":"hi"}',
    });
    expect(status).toBe(400);
    expect(body.message).toBe('Request contains a character that is not allowed');
  });
});
