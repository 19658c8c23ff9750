import { test, expect, passAgeGate, uniqueEmail, registerUser } from '../support/fixtures';
import type { Page } from '@playwright/test';

const VALID = {
  firstname: 'Grace',
  lastname: 'Cellars',
  email: '',
  password: 'Vintage@2024',
  confirm: 'Vintage@2024',
  phone: '+1 555 010 4040',
  country: 'United States',
};

async function fillRegistration(page: Page, values: typeof VALID, acceptTerms = true) {
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByLabel('First name').fill(values.firstname);
  await dialog.getByLabel('Last name').fill(values.lastname);
  await dialog.getByLabel('Email address').fill(values.email);
  await dialog.getByLabel('Password', { exact: true }).fill(values.password);
  await dialog.getByLabel('Confirm password').fill(values.confirm);
  await dialog.getByLabel('Phone number').fill(values.phone);
  await dialog.getByLabel('Country/Region').fill(values.country);
  const terms = dialog.getByRole('checkbox', { name: /Terms/ });
  if (acceptTerms) await terms.check();
  else await terms.uncheck();
  await dialog.getByRole('button', { name: 'Register' }).click();
  return dialog;
}

test.describe('registration', () => {
  test('each invalid field shows its message, then a valid registration opens the login dialog', async ({ page, axe }) => {
    await passAgeGate(page);
    await page.goto('/no-such-page?dialog=register');
    await expect(page.getByRole('dialog', { name: 'Create an account' })).toBeVisible();
    await axe.check(page);

    const email = uniqueEmail('register');
    const cases: [Partial<typeof VALID>, string, string][] = [
      [{ firstname: '' }, 'First name', 'First name is required'],
      [{ lastname: '' }, 'Last name', 'Last name is required'],
      [{ email: '' }, 'Email address', 'Email is required'],
      [{ email: 'grace@cellars' }, 'Email address', 'Invalid email format'],
      [{ password: '', confirm: '' }, 'Password', 'Password is required'],
      [
        { password: 'weakpass', confirm: 'weakpass' },
        'Password',
        'Password must be at least 8 characters long, include 1 uppercase, 1 lowercase, 1 number, and 1 special character',
      ],
      [{ confirm: 'Vintage@2025' }, 'Confirm password', 'Passwords do not match'],
      [{ phone: '' }, 'Phone number', 'Phone number is required'],
      [{ phone: '555-12' }, 'Phone number', 'Invalid phone number format'],
      [{ country: '' }, 'Country/Region', 'Country/Region is required'],
    ];
    for (const [override, label, message] of cases) {
      const dialog = await fillRegistration(page, { ...VALID, email, ...override });
      const field = dialog.getByLabel(label, { exact: true });
      await expect(field, `${label}: ${message}`).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    // Terms are required too.
    const dialog = await fillRegistration(page, { ...VALID, email }, false);
    await expect(dialog.getByText('Please accept the terms and conditions')).toBeVisible();
    await axe.check(page);

    await fillRegistration(page, { ...VALID, email });
    await expect(page.getByTestId('toast').filter({ hasText: 'Registration successful. Please sign in.' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    await expect(page).toHaveURL(/\/no-such-page\?dialog=login$/);
  });

  test('an e-mail that already has an account is refused with the API message', async ({ page, javaScriptEnabled }) => {
    const existing = await registerUser();
    await passAgeGate(page);
    await page.goto('/no-such-page?dialog=register');
    const dialog = await fillRegistration(page, { ...VALID, email: existing.email });
    await expect(dialog.getByText('An account with this email already exists')).toBeVisible();
    // Without JavaScript the server re-renders the form and never echoes a password.
    if (!javaScriptEnabled) await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(dialog.getByLabel('First name')).toHaveValue(VALID.firstname);
  });

  test('login and register dialogs link to each other', async ({ page }) => {
    await passAgeGate(page);
    await page.goto('/no-such-page?dialog=login');
    await page.getByRole('dialog', { name: 'Sign In' }).getByRole('link', { name: 'Register' }).click();
    const register = page.getByRole('dialog', { name: 'Create an account' });
    await expect(register).toBeVisible();
    await register.getByRole('link', { name: 'Already a user? Sign In' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  });
});
