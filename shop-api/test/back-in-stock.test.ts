/**
 * "E-mail me when it's back" (ADR 0156): asking, the same answer for every address, rate limits,
 * one mail per request when the stock returns by any path, and the mail's cancel link.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addFixtureCatalogue, signUp, type FixtureCatalogue } from './commerce-fixtures';
import { createTestShop, eventually, TEST_ORIGIN, type TestShop } from './support';

const REPLY = 'Thank you: we will e-mail you when this size is back in stock.';
const TOO_MANY = /^Too many attempts, please try again in \d+ minutes\.$/;
const PER_EMAIL = 3;
const PER_ADDRESS = 5;

let shop: TestShop;
let f: FixtureCatalogue;
beforeAll(async () => {
  shop = await createTestShop({
    RATE_LIMIT_BACK_IN_STOCK_PER_EMAIL: `${PER_EMAIL}/3600`,
    RATE_LIMIT_BACK_IN_STOCK_PER_ADDRESS: `${PER_ADDRESS}/900`,
  });
  f = await addFixtureCatalogue(shop.db);
});
afterAll(() => shop.close());
beforeEach(async () => {
  await shop.resetUserData();
  await setStock(f.soldOut.bottle, 0);
  await setStock(f.wine.magnum, 0);
});

async function setStock(variationId: number, stock: number) {
  await shop.db.updateTable('variations').set({ stock }).where('id', '=', variationId).execute();
}

/** An ask as the storefront forwards it, from `address`. */
async function ask(body: Record<string, unknown>, { token, address = '192.0.2.10' }: { token?: string; address?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-shop-client-address': address };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await shop.api.fetch(
    new Request(`${TEST_ORIGIN}/api/v1/back-in-stock`, { method: 'POST', headers, body: JSON.stringify(body) }),
    { trusted: true },
  );
  return { status: response.status, body: (await response.json()) as any };
}

const requests = () => shop.db.selectFrom('back_in_stock_requests').selectAll().orderBy('id').execute();
const mailsTo = (to: string) => shop.outbox.messages.filter((m) => m.to === to && /^Back in stock:/.test(m.subject));

/** Waits until `to` has `count` back-in-stock mails (mails go out after the restock is heard). */
async function mailsArrive(to: string, count: number) {
  return eventually(
    async () => mailsTo(to),
    (mails) => mails.length >= count,
  );
}

describe('POST /back-in-stock', () => {
  it("records a visitor's address for a sold-out size, answering the same for a customer, a stranger and a repeat", async () => {
    const customer = await signUp(shop, 'Customer');
    const answers = [
      await ask({ variation_id: f.soldOut.bottle, email_address: customer.email }),
      await ask({ variation_id: f.soldOut.bottle, email_address: 'Nobody.Here@Example.com' }),
      await ask({ variation_id: f.soldOut.bottle, email_address: 'nobody.here@example.com' }),
    ];
    for (const answer of answers)
      expect(answer).toEqual({ status: 200, body: { success: true, message: REPLY, data: { message: REPLY } } });
    const rows = await requests();
    // One open request per address; a visitor's is never tied to the account of that address.
    expect(rows.map((r) => [r.email, r.user_id, r.closed_at])).toEqual([
      [customer.email, null, null],
      ['nobody.here@example.com', null, null],
    ]);
  });

  it("uses a signed-in shopper's account address, with one click", async () => {
    const shopper = await signUp(shop, 'Clicker');
    const answer = await ask({ variation_id: f.soldOut.bottle }, { token: shopper.token });
    expect(answer.status).toBe(200);
    expect((await requests()).map((r) => [r.email, r.user_id])).toEqual([[shopper.email, shopper.userId]]);
  });

  it('refuses a bad address, a size in stock and an unknown or unavailable size', async () => {
    expect(await ask({ variation_id: f.soldOut.bottle, email_address: 'not-an-address' })).toMatchObject({
      status: 400,
      body: { errors: { email_address: ['Please enter a valid email address'] } },
    });
    expect(await ask({ variation_id: f.soldOut.bottle })).toMatchObject({
      status: 400,
      body: { errors: { email_address: ['Email is required'] } },
    });
    expect(await ask({ variation_id: f.gin.bottle, email_address: 'a@example.com' })).toMatchObject({
      status: 400,
      body: { message: 'This size is in stock: you can buy it now.' },
    });
    expect((await ask({ variation_id: f.partly.unavailable, email_address: 'a@example.com' })).status).toBe(404);
    expect((await ask({ variation_id: f.hidden.bottle, email_address: 'a@example.com' })).status).toBe(404);
    expect((await ask({ variation_id: 'x', email_address: 'a@example.com' })).status).toBe(400);
    expect(await requests()).toEqual([]);
  });

  it('limits asks per e-mail address and per client address', async () => {
    const victim = 'victim@example.com';
    for (let i = 0; i < PER_EMAIL; i++) {
      expect((await ask({ variation_id: f.soldOut.bottle, email_address: victim }, { address: `198.51.100.${i}` })).status).toBe(200);
    }
    const perEmail = await ask({ variation_id: f.soldOut.bottle, email_address: victim }, { address: '198.51.100.99' });
    expect(perEmail.status).toBe(429);
    expect(perEmail.body.message).toMatch(TOO_MANY);

    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await ask({ variation_id: f.soldOut.bottle, email_address: `a${i}@example.com` }, { address: '203.0.113.7' })).status).toBe(
        200,
      );
    }
    const perAddress = await ask({ variation_id: f.soldOut.bottle, email_address: 'another@example.com' }, { address: '203.0.113.7' });
    expect(perAddress.status).toBe(429);
    expect(perAddress.body.message).toMatch(TOO_MANY);
  });
});

describe('back in stock', () => {
  it('mails each open request once when the stock returns, then closes it', async () => {
    await ask({ variation_id: f.soldOut.bottle, email_address: 'first@example.com' });
    await ask({ variation_id: f.soldOut.bottle, email_address: 'second@example.com' });
    await ask({ variation_id: f.wine.magnum, email_address: 'first@example.com' });

    // Written straight to the database, as a back office would: the trigger still sees it.
    await setStock(f.soldOut.bottle, 4);
    const [mail] = await mailsArrive('first@example.com', 1);
    await mailsArrive('second@example.com', 1);
    expect(mail.subject).toBe('Back in stock: Fixture Sold Out Rum (750ml)');
    expect(mail.text).toContain(`${TEST_ORIGIN}/product/${f.soldOut.id}?variation=${f.soldOut.bottle}`);
    expect(mail.text).toMatch(new RegExp(`${TEST_ORIGIN}/back-in-stock/cancel\\?token=[\\w-]+`));
    expect(mail.html).toContain('Fixture Sold Out Rum (750ml)');

    const closed = await eventually(requests, (rows) => rows.filter((r) => r.closed_reason === 'mailed').length === 2);
    expect(closed.map((r) => [r.email, r.variation_id, r.closed_reason])).toEqual([
      ['first@example.com', f.soldOut.bottle, 'mailed'],
      ['second@example.com', f.soldOut.bottle, 'mailed'],
      ['first@example.com', f.wine.magnum, null],
    ]);

    // More stock, sold out and back again: the closed requests get nothing more.
    await setStock(f.soldOut.bottle, 9);
    await setStock(f.soldOut.bottle, 0);
    await setStock(f.soldOut.bottle, 2);
    await setStock(f.gin.bottle, 11);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo('first@example.com')).toHaveLength(1);
    expect(mailsTo('second@example.com')).toHaveLength(1);
  });

  it('mails a request made after an earlier restock when the size is back again', async () => {
    await setStock(f.soldOut.bottle, 3);
    await setStock(f.soldOut.bottle, 0);
    await ask({ variation_id: f.soldOut.bottle, email_address: 'later@example.com' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo('later@example.com')).toHaveLength(0);
    await setStock(f.soldOut.bottle, 1);
    expect(await mailsArrive('later@example.com', 1)).toHaveLength(1);
  });
});

describe('the cancel link', () => {
  async function mailedCancelToken(email: string): Promise<string> {
    await ask({ variation_id: f.soldOut.bottle, email_address: email });
    await setStock(f.soldOut.bottle, 1);
    const [mail] = await mailsArrive(email, 1);
    return new URL(/(https?:\/\/\S+\/back-in-stock\/cancel\?token=[\w-]+)/.exec(mail.text)![1]).searchParams.get('token')!;
  }

  it("is checked, then cancels every request still open for the mail's address, and no other", async () => {
    await ask({ variation_id: f.wine.magnum, email_address: 'cancel.me@example.com' });
    await ask({ variation_id: f.wine.magnum, email_address: 'keep.me@example.com' });
    const token = await mailedCancelToken('cancel.me@example.com');

    expect(await shop.call('POST', '/back-in-stock/cancel/check', { body: { token } })).toMatchObject({
      status: 200,
      body: { data: { valid: true } },
    });
    const cancelled = await shop.call('POST', '/back-in-stock/cancel', { body: { token } });
    expect(cancelled).toMatchObject({
      status: 200,
      body: { message: 'Your back-in-stock e-mails are cancelled.', data: { cancelled: 1 } },
    });
    // Twice is fine: nothing left to cancel.
    expect((await shop.call('POST', '/back-in-stock/cancel', { body: { token } })).body.data).toEqual({ cancelled: 0 });

    await setStock(f.wine.magnum, 5);
    await mailsArrive('keep.me@example.com', 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo('cancel.me@example.com')).toHaveLength(1);
  });

  it('refuses a token that is not one of ours', async () => {
    for (const path of ['/back-in-stock/cancel/check', '/back-in-stock/cancel']) {
      expect(await shop.call('POST', path, { body: { token: 'made-up' } })).toMatchObject({
        status: 400,
        body: { message: 'This cancel link is not valid. Please use the link in the e-mail.' },
      });
      expect((await shop.call('POST', path, { body: {} })).status).toBe(400);
    }
  });
});
