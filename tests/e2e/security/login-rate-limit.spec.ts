/**
 * Issue 8 item 5: after too many failed sign-ins the shop API answers 429, and the login dialog
 * shows its message under the password (with and without JavaScript). While the account is
 * locked even the right password is refused.
 */
import { test, expect, passAgeGate, registerUser, API_URL } from '../support/fixtures';

// The shop API's default: 10 failed logins per account per 15 minutes (ADR 0050).
const ACCOUNT_LIMIT = 10;

test('the login dialog shows the too-many-attempts message once the account is locked', async ({ page, axe }) => {
  const user = await registerUser();
  for (let i = 0; i < ACCOUNT_LIMIT; i++) {
    const response = await fetch(`${API_URL}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email_address: user.email, password: 'Wrong@2024x' }),
    });
    expect(response.status).toBe(400);
  }

  await passAgeGate(page);
  await page.goto('/no-such-page?dialog=login');
  let dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email address').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('checkbox', { name: /Terms/ }).check();
  await dialog.getByRole('button', { name: 'Sign In' }).click();

  dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    /^Too many attempts, please try again in \d+ minutes\.$/,
  );
  await expect(dialog.getByText(/^Too many attempts, please try again in \d+ minutes\.$/)).toBeVisible();
  await expect(page.getByTestId('account-name')).toHaveCount(0);
  await axe.check(page);
});
