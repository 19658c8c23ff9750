import { test, expect, passAgeGate } from '../support/fixtures';

test('continue as guest, then guest logout', async ({ page, axe }) => {
  await passAgeGate(page);
  await page.goto('/no-such-page?dialog=login');
  await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Continue as guest' }).click();
  // The visitor cart is empty, so the guest lands on the home page.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('toast').filter({ hasText: 'Login as Guest Successfully' })).toBeVisible();
  await expect(page.getByTestId('account-name').first()).toHaveText('Guest');
  await axe.check(page, { exclude: ['#main'] });

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).first().click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Logged out successfully.' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
});
