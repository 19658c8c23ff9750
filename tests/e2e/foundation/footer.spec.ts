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

// The footer and the menu are server HTML the browser keeps without their code (ADR 0128): with
// JavaScript their links must still navigate in the app, and a contact link must open the dialog
// over the page the shopper has moved to since, not the one the HTML was drawn on.
test('footer and menu links navigate in place, and the contact link follows the shopper', async ({ page, javaScriptEnabled }) => {
  await passAgeGate(page);
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const stillSameDocument = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page).toHaveURL(/\/product-listing$/);
  // The new page is drawn (the header's sign-in link returns to it) before the shopper goes on.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', /^\/product-listing\?/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/product-listing\?dialog=contact-us$/);
  const dialog = page.getByRole('dialog', { name: 'CONTACT US' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/product-listing$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/legal\/privacy-policy\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // With JavaScript all of it happened in one document; without, each link loaded a page.
  expect(await stillSameDocument()).toBe(javaScriptEnabled);
});
