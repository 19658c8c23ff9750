/**
 * Integration: a visitor's cart change is checked against the catalogue through the real cart
 * action and a real shop API on the seeded catalogue. A size on sale is checked with one small
 * /price-lines read, not the product page's whole answer (ADR 0175); every refusal keeps its words
 * and status, whichever read said it.
 */
import type { ActionFunctionArgs } from '@remix-run/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestShop, TEST_ORIGIN, type TestShop } from '../../shop-api/test/support';
import type { Storefront } from '~/lib/platform/context.server';
import { onlyLeftInStock } from '~/lib/cart/cart-math';
import { testStorefront } from '../support/storefront';
import { action as cartAction } from '~/routes/resources.cart';

let shop: TestShop;
let storefront: Storefront;
/** The API paths the storefront asked, in order. */
let asked: string[] = [];

beforeAll(async () => {
  shop = await createTestShop();
  storefront = testStorefront((request) => {
    asked.push(new URL(request.url).pathname.replace(/^\/api\/v1/, ''));
    return shop.api.fetch(request);
  });
});

afterAll(async () => {
  await shop.close();
});

beforeEach(() => {
  asked = [];
});

interface Answer {
  status: number;
  ok: boolean;
  message: string;
  cookie: string | null;
}

/** Posts the cart form as the product card's fetcher does; the answer and the session cookie it set. */
async function post(fields: Record<string, string>, cookie: string | null = null): Promise<Answer> {
  const body = new FormData();
  for (const [key, value] of Object.entries({ quantity: '1', redirectTo: '/', via: 'fetcher', ...fields })) body.append(key, value);
  const request = new Request(`${TEST_ORIGIN}/resources/cart`, { method: 'POST', body, headers: cookie ? { Cookie: cookie } : {} });
  const context = await storefront.loadContext(request);
  const response = await storefront.finish(context, (await cartAction({ request, params: {}, context } as ActionFunctionArgs)) as Response);
  const { ok, message } = (await response.json()) as { ok: boolean; message: string };
  const set = response.headers.getSetCookie().find((header) => !header.startsWith('toast'));
  return { status: response.status, ok, message, cookie: set ? set.split(';')[0] : cookie };
}

/** A listed product's size, chosen by its price and stock (and, when given, of another product than `not`). */
async function size(where: { sold: boolean; stock: 'none' | 'some'; not?: number }) {
  let query = shop.db
    .selectFrom('products as p')
    .innerJoin('variations as v', 'v.product_id', 'p.id')
    .select(['p.id', 'p.uid', 'v.id as variation', 'v.stock'])
    .where('p.not_found', '=', false)
    .where('v.regular_price', where.sold ? 'is not' : 'is', null);
  query = where.stock === 'none' ? query.where('v.stock', '<=', 0) : query.where('v.stock', '>', 1);
  if (where.not !== undefined) query = query.where('p.id', '!=', where.not);
  const row = await query.orderBy('v.id').limit(1).executeTakeFirstOrThrow();
  return { ...row, fields: { product_id: String(row.id), uid: row.uid, variation_id: String(row.variation) } };
}

describe("a visitor's cart change, checked against the catalogue", () => {
  it('adds a size on sale after one /price-lines read, without the product page answer', async () => {
    const line = await size({ sold: true, stock: 'some' });
    const added = await post({ intent: 'add', ...line.fields });
    expect(added).toMatchObject({ status: 200, ok: true, message: 'Cart Updated' });
    expect(asked).toEqual(['/price-lines']);

    asked = [];
    const again = await post({ intent: 'update', ...line.fields, quantity: '2' }, added.cookie);
    expect(again).toMatchObject({ ok: true, message: 'Cart Updated' });
    expect(asked).toEqual(['/price-lines']);
  });

  it('refuses more than the size has, with the stock left, when adding and when changing the quantity', async () => {
    const line = await size({ sold: true, stock: 'some' });
    const tooMany = String(line.stock + 1);
    expect(await post({ intent: 'add', ...line.fields, quantity: tooMany })).toMatchObject({
      status: 400,
      ok: false,
      message: onlyLeftInStock(line.stock),
    });
    const added = await post({ intent: 'add', ...line.fields });
    expect(await post({ intent: 'update', ...line.fields, quantity: tooMany }, added.cookie)).toMatchObject({
      status: 400,
      ok: false,
      message: onlyLeftInStock(line.stock),
    });
  });

  it('refuses a size out of stock, a size not sold, an unknown size and an unknown product in their own words', async () => {
    const soldOut = await size({ sold: true, stock: 'none' });
    expect(await post({ intent: 'add', ...soldOut.fields })).toMatchObject({ status: 400, message: 'This product is out of stock' });

    const unsold = await size({ sold: false, stock: 'some' }).catch(() => size({ sold: false, stock: 'none' }));
    expect(await post({ intent: 'add', ...unsold.fields })).toMatchObject({ status: 400, message: 'This size is not available' });

    // A size that exists, posted with a product it does not belong to.
    const other = await size({ sold: true, stock: 'some', not: soldOut.id });
    const foreign = { ...other.fields, variation_id: String(soldOut.variation) };
    expect(await post({ intent: 'add', ...foreign })).toMatchObject({ status: 404, message: 'Variation not found' });

    expect(await post({ intent: 'add', ...other.fields, product_id: '2147483000' })).toMatchObject({
      status: 404,
      message: 'Product not found',
    });
  });
});
