/**
 * Logout ends the session on the shop API too (ADR 0051). A copy of the
 * pre-logout session cookie, replayed in another browser, is no longer signed in; and the
 * session cookie lives no longer than the token it carries (7 days).
 */
import { test, expect, passAgeGate, registerUser, loginViaUi, E2E_BASE_URL } from '../support/fixtures';

const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

test('a replayed pre-logout cookie is not signed in; the cookie lives 7 days', async ({ page, browser, axe, javaScriptEnabled }) => {
  // Two browsers, two sign-in round trips and axe: room for a busy shared machine.
  test.setTimeout(90_000);
  const user = await registerUser();
  await passAgeGate(page);
  await loginViaUi(page, user, '/no-such-page');

  const session = (await page.context().cookies()).find((c) => c.name === '__session');
  expect(session, 'the signed-in session cookie').toBeTruthy();
  const nowS = Date.now() / 1000;
  expect(session!.expires).toBeGreaterThan(nowS + SEVEN_DAYS_S - 120);
  expect(session!.expires).toBeLessThan(nowS + SEVEN_DAYS_S + 120);

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).first().click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Logged out successfully.' })).toBeVisible();
  await expect(page.getByTestId('account-name')).toHaveCount(0);

  // Someone who copied the cookie before the logout replays it in another browser.
  const thief = await browser.newContext({ javaScriptEnabled, baseURL: E2E_BASE_URL });
  try {
    await thief.addCookies([{ name: session!.name, value: session!.value, url: E2E_BASE_URL, expires: session!.expires }]);
    const replay = await thief.newPage();
    await replay.goto('/your-shopping-cart');
    // The revoked token is refused by the API: the storefront signs the copy out and goes home.
    await expect(replay).toHaveURL(`${E2E_BASE_URL}/`);
    await expect(replay.getByRole('banner').getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    await expect(replay.getByTestId('account-name')).toHaveCount(0);
    await replay.goto('/wish-list');
    await expect(replay.getByTestId('account-name')).toHaveCount(0);
    await axe.check(replay, { exclude: ['#main'] });
  } finally {
    await thief.close();
  }
});
