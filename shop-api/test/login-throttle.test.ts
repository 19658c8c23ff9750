/**
 * Sign-in throttling with known devices (ADR 0139): strangers who use up an account's budget of
 * failed sign-ins lock out unknown browsers only; a browser that signed in to the account before
 * presents its device token and is counted in its own bucket.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KNOWN_DEVICE_TTL_SECONDS } from '../src/auth/known-devices';
import { hashToken } from '../src/auth/tokens';
import type { SignedInUser } from '../src/contract';
import { signUp } from './commerce-fixtures';
import { createTestShop, TEST_ORIGIN, type TestShop } from './support';

const LIMIT = 3;
const ADDRESS_LIMIT = 12;
const PASSWORD = 'Sommelier1!';
const WRONG = 'Wrong-password1!';
const TOO_MANY = 'Too many attempts, please try again in 15 minutes.';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({
    RATE_LIMIT_LOGIN_PER_ACCOUNT: `${LIMIT}/900`,
    RATE_LIMIT_LOGIN_PER_DEVICE: `${LIMIT}/900`,
    RATE_LIMIT_LOGIN_PER_ADDRESS: `${ADDRESS_LIMIT}/900`,
  });
});
afterAll(() => shop.close());
beforeEach(() => shop.resetUserData());

/** A sign-in from `address` (as the storefront forwards it), with the browser's device token if any. */
async function login(email: string, password: string, deviceToken?: unknown, address = '192.0.2.1') {
  const request = new Request(`${TEST_ORIGIN}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shop-client-address': address },
    body: JSON.stringify({ email_address: email, password, device_token: deviceToken }),
  });
  const response = await shop.api.fetch(request, { trusted: true });
  return { status: response.status, body: (await response.json()) as { success: boolean; message?: string; data: SignedInUser } };
}

/** Strangers, each from their own address and browser, use up the account's budget. */
async function strangersGuess(email: string) {
  for (let i = 0; i < LIMIT; i++) expect((await login(email, WRONG, undefined, `203.0.113.${i}`)).status).toBe(400);
  const refused = await login(email, WRONG, undefined, '203.0.113.99');
  expect(refused).toEqual({ status: 429, body: { success: false, message: TOO_MANY } });
}

/** The owner signs in once from their browser: the device token it keeps. */
async function ownersBrowser(email: string): Promise<string> {
  const first = await login(email, PASSWORD);
  expect(first.status).toBe(200);
  expect(first.body.data.device_token).toEqual(expect.any(String));
  return first.body.data.device_token!;
}

describe('POST /login with a known device', () => {
  it("lets the owner's known browser in after strangers filled the account's budget", async () => {
    const { email } = await signUp(shop, 'Owner');
    const device = await ownersBrowser(email);
    await strangersGuess(email);

    const owner = await login(email, PASSWORD, device);
    expect(owner.status).toBe(200);
    expect(owner.body.data).toMatchObject({ user_email: email, token: expect.any(String), device_token: device });
    // A mistyped password from the known browser is an ordinary failure, not a lock-out.
    expect((await login(email, WRONG, device)).status).toBe(400);
  });

  it('still refuses unknown browsers, forged tokens and tokens of another account (guessing stays stopped)', async () => {
    const { email } = await signUp(shop, 'Owner');
    const other = await signUp(shop, 'Other');
    const othersDevice = await ownersBrowser(other.email);
    await ownersBrowser(email);
    await strangersGuess(email);

    for (const token of [undefined, 'forged-device-token', othersDevice, hashToken(othersDevice), 42, 'x'.repeat(5000)]) {
      const attempt = await login(email, PASSWORD, token);
      expect(attempt, `device token ${String(token).slice(0, 20)}`).toEqual({ status: 429, body: { success: false, message: TOO_MANY } });
    }
  });

  it("limits the known browser's own guesses in its own bucket", async () => {
    const { email } = await signUp(shop, 'Owner');
    const device = await ownersBrowser(email);
    for (let i = 0; i < LIMIT; i++) expect((await login(email, WRONG, device)).status).toBe(400);
    expect((await login(email, PASSWORD, device)).body.message).toBe(TOO_MANY);
    // The account's budget for unknown browsers is untouched by the known browser's failures.
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('holds under parallel guessing from the known browser: no more than the limit are checked', async () => {
    const { email } = await signUp(shop, 'Owner');
    const device = await ownersBrowser(email);
    const answers = await Promise.all(Array.from({ length: 8 }, () => login(email, WRONG, device)));
    expect(answers.filter((a) => a.status === 400)).toHaveLength(LIMIT);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(8 - LIMIT);
  });

  it('keeps the per-address limit for known browsers too', async () => {
    const { email } = await signUp(shop, 'Owner');
    const device = await ownersBrowser(email);
    const shared = '198.51.100.7';
    for (let i = 0; i < ADDRESS_LIMIT; i++) expect((await login(`nobody.${i}@example.com`, WRONG, undefined, shared)).status).toBe(400);
    expect((await login(email, PASSWORD, device, shared)).body.message).toBe(TOO_MANY);
  });

  it('stores only the hash of a device token, with the account, and keeps the token across sign-ins and accounts', async () => {
    const { email, userId } = await signUp(shop, 'Owner');
    const other = await signUp(shop, 'Other');
    const device = await ownersBrowser(email);
    expect((await login(email, PASSWORD, device)).body.data.device_token).toBe(device);
    // One browser, two shoppers: the same token now names it for both accounts.
    expect((await login(other.email, PASSWORD, device)).body.data.device_token).toBe(device);

    const rows = await shop.db.selectFrom('known_devices').selectAll().orderBy('user_id').execute();
    expect(rows.filter((r) => r.token_hash === hashToken(device)).map((r) => r.user_id)).toEqual([userId, other.userId]);
    expect(JSON.stringify(rows)).not.toContain(device);
  });

  it('issues a new token for a forged one, and forgets a device that has not signed in for the TTL', async () => {
    const { email } = await signUp(shop, 'Owner');
    const chosen = 'chosen-by-the-browser-chosen-by-the-browser';
    const replaced = await login(email, PASSWORD, chosen);
    expect(replaced.body.data.device_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(replaced.body.data.device_token).not.toBe(chosen);

    const device = replaced.body.data.device_token!;
    await shop.db
      .updateTable('known_devices')
      .set({ last_sign_in_at: new Date(Date.now() - KNOWN_DEVICE_TTL_SECONDS * 1000 - 1000) })
      .execute();
    await strangersGuess(email);
    expect((await login(email, PASSWORD, device)).body.message).toBe(TOO_MANY);
  });

  it('signs in as before when no device token or junk is sent (older storefronts)', async () => {
    const { email } = await signUp(shop, 'Owner');
    for (const token of [undefined, null, 7, { a: 1 }, '']) {
      const answer = await login(email, PASSWORD, token);
      expect(answer.status).toBe(200);
      expect(answer.body.data.device_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });
});
