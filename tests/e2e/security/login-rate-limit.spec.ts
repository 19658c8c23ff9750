/**
 * Failed sign-ins are limited per account (ADR 0050), but strangers cannot lock the owner out
 * (ADR 0139): once the account's budget for unknown browsers is used up, a browser that never
 * signed in to it sees the too-many-attempts message under the password (with and without
 * JavaScript) even with the right password, while the browser the owner signed in with before
 * still gets in.
 */
import { test, expect, passAgeGate, registerUser, loginViaUi, API_URL, type TestUser } from '../support/fixtures';

// The shop API's default: 10 failed logins per account per 15 minutes (ADR 0050).
const ACCOUNT_LIMIT = 10;
const TOO_MANY = /^Too many attempts, please try again in \d+ minutes\.$/;

/** Strangers guess the password straight at the API, none of them from a browser the account knows. */
async function strangersUseUpTheAccount(user: TestUser) {
  const guess = () =>
    fetch(`${API_URL}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email_address: user.email, password: 'Wrong@2024x' }),
    });
  for (let i = 0; i < ACCOUNT_LIMIT; i++) expect((await guess()).status).toBe(400);
  expect((await guess()).status).toBe(429);
}

test('a browser that never signed in to the account sees the too-many-attempts message once strangers used it up', async ({
  page,
  axe,
}) => {
  const user = await registerUser();
  await strangersUseUpTheAccount(user);

  await passAgeGate(page);
  await page.goto('/no-such-page?dialog=login');
  let dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email address').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('checkbox', { name: /Terms/ }).check();
  await dialog.getByRole('button', { name: 'Sign In' }).click();

  dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(TOO_MANY);
  await expect(dialog.getByText(TOO_MANY)).toBeVisible();
  await expect(page.getByTestId('account-name')).toHaveCount(0);
  await axe.check(page);
});

test('the owner who signed in with this browser before still gets in after strangers used up the account', async ({ page }) => {
  test.setTimeout(60_000);
  const user = await registerUser();
  await passAgeGate(page);
  await loginViaUi(page, user, '/no-such-page');
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).first().click();
  await expect(page.getByTestId('account-name')).toHaveCount(0);

  await strangersUseUpTheAccount(user);

  // loginViaUi waits for the shopper's name in the header: signed in, not refused.
  await loginViaUi(page, user, '/no-such-page');
  await expect(page.getByText(TOO_MANY)).toHaveCount(0);
  await page.goto('/wish-list');
  await expect(page.getByTestId('account-name').first()).toHaveText(user.fullname);
});
