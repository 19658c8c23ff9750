/**
 * Strangers cannot lock a shopper out (ADR 0139): failed sign-ins from many addresses use up the
 * account's budget for unknown browsers only. The browser the owner signed in with before keeps
 * a device cookie and still gets in with the right password; a new browser, a forged cookie or
 * another account's cookie stays refused, so guessing stays stopped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, honeypotFields, registerShopperAt, startStorefront, type RunningStorefront } from './support/storefront-server';

const ACCOUNT_LIMIT = 3;
const PASSWORD = 'Cellar@2024';
const TOO_MANY = /Too many attempts, please try again in \d+ minutes\./;
const DEVICE_COOKIE = '__device';

let shop: RunningStorefront;

beforeAll(async () => {
  shop = await startStorefront({ env: { RATE_LIMIT_LOGIN_PER_ACCOUNT: `${ACCOUNT_LIMIT}/900` } });
});
afterAll(async () => {
  await shop?.stop();
});

/** The login dialog's form post, from `address` (as a proxy in front of the shop forwards it). */
async function signIn(email: string, password: string, { cookie = '', address = '192.0.2.10' } = {}) {
  return fetch(`${shop.origin}/auth/login`, {
    method: 'POST',
    headers: shop.formHeaders({ cookie, 'x-forwarded-for': address }),
    body: new URLSearchParams({ ...(await honeypotFields(shop.origin)), email_address: email, password, terms: 'on', redirectTo: '/' }),
    redirect: 'manual',
  });
}

/** Only the device cookie of a browser (its session, cart and toasts stay behind: a signed-out return). */
function deviceCookieOf(response: Response): string {
  const header = response.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  if (!header) throw new Error(`no ${DEVICE_COOKIE} cookie in: ${response.headers.getSetCookie().join(' | ')}`);
  return header.split(';')[0];
}

/** A fresh account whose owner signed in once from their browser; that browser's device cookie. */
async function ownerWithBrowser(): Promise<{ email: string; device: string }> {
  const email = await registerShopperAt(shop.origin, PASSWORD);
  const first = await signIn(email, PASSWORD);
  expect(first.status).toBe(303);
  return { email, device: deviceCookieOf(first) };
}

async function strangersGuess(email: string) {
  for (let i = 0; i < ACCOUNT_LIMIT; i++) {
    const guess = await signIn(email, 'Wrong@2024x', { address: `203.0.113.${i + 1}` });
    expect(guess.status).toBe(400);
  }
  const refused = await signIn(email, 'Wrong@2024x', { address: '198.51.100.23' });
  expect(refused.status).toBe(429);
  expect(await refused.text()).toMatch(TOO_MANY);
}

function isSignedIn(response: Response): boolean {
  return response.status === 303 && response.headers.getSetCookie().some((c) => c.startsWith('__session='));
}

describe('login lock-out by strangers', () => {
  it('sets an httpOnly, SameSite=Lax, Secure, long-lived device cookie for /auth on sign-in', async () => {
    const email = await registerShopperAt(shop.origin, PASSWORD);
    const header = (await signIn(email, PASSWORD)).headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    expect(header).toBeDefined();
    expect(header).toMatch(/; HttpOnly/i);
    expect(header).toMatch(/; SameSite=Lax/i);
    expect(header).toMatch(/; Secure/i);
    expect(header).toMatch(/; Path=\/auth(;|$)/i);
    expect(Number(/Max-Age=(\d+)/i.exec(header!)?.[1])).toBeGreaterThanOrEqual(90 * 24 * 60 * 60);
  });

  it("lets the owner's browser that signed in before in with the right password after strangers used up the account", async () => {
    const { email, device } = await ownerWithBrowser();
    await strangersGuess(email);

    const owner = await signIn(email, PASSWORD, { cookie: device, address: '192.0.2.77' });
    expect(owner.status).toBe(303);
    expect(isSignedIn(owner)).toBe(true);
    expect(cookiesOf(owner)).toContain(`${DEVICE_COOKIE}=`);
  });

  it('still refuses a new browser, a forged device cookie and another account’s device cookie', async () => {
    const { email } = await ownerWithBrowser();
    const other = await ownerWithBrowser();
    await strangersGuess(email);

    const tries = {
      'a new browser': '',
      'a forged cookie': `${DEVICE_COOKIE}=forged-device-token`,
      "another account's cookie": other.device,
    };
    for (const [label, cookie] of Object.entries(tries)) {
      const attempt = await signIn(email, PASSWORD, { cookie, address: '192.0.2.88' });
      expect(attempt.status, label).toBe(429);
      expect(isSignedIn(attempt), label).toBe(false);
      expect(await attempt.text(), label).toMatch(TOO_MANY);
    }
  });
});
