import { test, expect, passAgeGate } from '../support/fixtures';

test('contact us from the menu: messages, then success with a toast', async ({ page, axe, javaScriptEnabled }) => {
  await passAgeGate(page);
  await page.goto('/no-such-page');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
  let dialog = page.getByRole('dialog', { name: 'CONTACT US' });
  await expect(dialog).toBeVisible();
  await axe.check(page);

  await dialog.getByRole('button', { name: 'Submit' }).click();
  dialog = page.getByRole('dialog', { name: 'CONTACT US' });
  await expect(dialog.getByLabel('First name')).toHaveAccessibleDescription('First name is required');
  await expect(dialog.getByLabel('Last name')).toHaveAccessibleDescription('Last name is required');
  await expect(dialog.getByLabel('Email address')).toHaveAccessibleDescription('Email is required');
  await expect(dialog.getByLabel('Message')).toHaveAccessibleDescription('Message is required');
  await expect(dialog.getByText('Please accept the terms and conditions')).toBeVisible();

  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByLabel('Last name').fill('Vintner');
  await dialog.getByLabel('Email address').fill('ada@example');
  await dialog.getByLabel('Message').fill('Do you stock magnums of Barolo?');
  await dialog.getByRole('checkbox', { name: /Terms/ }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByLabel('Email address')).toHaveAccessibleDescription('Invalid email format');
  await expect(dialog.getByLabel('First name')).toHaveValue('Ada');

  await dialog.getByLabel('Email address').fill('ada@example.com');
  await dialog.getByRole('checkbox', { name: /Terms/ }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const thanks = 'Thank you for contacting us. We will get back to you soon.';
  await expect(page.getByTestId('toast').filter({ hasText: thanks })).toBeVisible();
  if (javaScriptEnabled) {
    await expect(dialog.getByText(thanks)).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5_000 });
  } else {
    await expect(page.getByRole('dialog', { name: 'CONTACT US' })).toHaveCount(0);
  }
  await expect(page).toHaveURL(/\/no-such-page$/);
});

test('the /contact-us/ path itself shows the contact dialog', async ({ page }) => {
  await passAgeGate(page);
  await page.goto('/contact-us/');
  await expect(page.getByRole('dialog', { name: 'CONTACT US' })).toBeVisible();
});
