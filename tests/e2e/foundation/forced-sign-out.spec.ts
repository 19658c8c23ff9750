import { test, expect, passAgeGate, registerUser, signIn, expireTokensOf } from '../support/fixtures';

test('an expired token (401 from the shop API) signs the shopper out', async ({ page }) => {
  const user = await registerUser();
  await passAgeGate(page);
  await signIn(page, user);
  await page.goto('/no-such-page');
  await expect(page.getByTestId('account-name').first()).toHaveText(user.fullname);

  await expireTokensOf(user);
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('toast').filter({ hasText: 'Logged out successfully.' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await expect(page.getByTestId('account-name')).toHaveCount(0);
});
