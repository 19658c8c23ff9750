import { test, expect, passAgeGate } from '../support/fixtures';

test('footer: content, menu columns, social links and legal pages', async ({ page, axe }) => {
  await passAgeGate(page);
  await page.goto('/no-such-page');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/Please drink responsibly/)).toBeVisible();
  await expect(footer.getByRole('navigation', { name: 'Help' }).getByRole('link', { name: 'Shipping & Delivery' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Liquor Express on Instagram' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/liquorexpress',
  );
  await expect(footer.getByText(/©/)).toBeVisible();
  await axe.check(page);

  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/legal\/privacy-policy\/?$/);
  await page.goto('/no-such-page');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page).toHaveURL(/\/legal\/terms-and-conditions\/?$/);
});

test('the footer contact link opens the contact dialog', async ({ page }) => {
  await passAgeGate(page);
  await page.goto('/no-such-page');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('dialog', { name: 'CONTACT US' })).toBeVisible();
});
