import type { Page } from '@playwright/test';
import { GOOGLE_STANDIN_PORT, FACEBOOK_STANDIN_PORT } from '../../../playwright.config';
import { test, expect, passAgeGate, registerUser, uniqueEmail, openDialogUrl } from '../support/fixtures';
import { addFromCard, expectCartCount, pickProducts } from '../buying/buying-helpers';

const GOOGLE_NAME = 'Gabriela Oidc';

async function openLoginDialog(page: Page) {
  await page.goto(openDialogUrl('/no-such-page', 'login'));
  return page.getByRole('dialog', { name: 'Sign In' });
}

/** At the OpenID Connect provider's own pages: sign in as `email`, then allow the shop. */
async function signInAtGoogle(page: Page, email: string) {
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${GOOGLE_STANDIN_PORT}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(email);
  await page.getByPlaceholder('and password').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function expectSignedOut(page: Page) {
  await expect(page.getByTestId('account-name')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
}

test('Google: a real OpenID Connect round trip (PKCE, state, nonce) signs in with the guest cart merged', async ({ page, axe }) => {
  test.setTimeout(90_000);
  const [product] = await pickProducts(1);
  await passAgeGate(page);
  await addFromCard(page, product);
  await expectCartCount(page, 1);

  let authorization: URL | undefined;
  let callback: string | undefined;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(GOOGLE_STANDIN_PORT) && url.pathname === '/auth') authorization ??= url;
    if (url.pathname === '/auth/google/callback') callback ??= request.url();
  });

  const dialog = await openLoginDialog(page);
  await axe.check(page);
  await dialog.getByRole('link', { name: 'Continue with Google' }).click();
  await signInAtGoogle(page, uniqueEmail('google'));

  await expect(page).toHaveURL(/\/no-such-page$/);
  await expect(page.getByTestId('account-name').first()).toHaveText(GOOGLE_NAME);
  await expect(page.getByTestId('toast').filter({ hasText: 'Login successfully' })).toBeVisible();
  await expectCartCount(page, 1); // the guest line is now in the server cart

  expect(authorization?.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorization?.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(authorization?.searchParams.get('state')).toMatch(/^[0-9a-f]{48}$/);
  expect(authorization?.searchParams.get('nonce')).toBeTruthy();
  expect(callback).toContain('code=');

  // Replaying the callback (its code was used, its state is gone) signs nobody in.
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expectSignedOut(page);
  await page.goto(callback!);
  await expect(page.getByTestId('toast').filter({ hasText: 'Google sign-in could not be completed' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await expectSignedOut(page);
});

test('Google: a cancelled sign-in and a forged state land back with a message and no session', async ({ page }) => {
  await passAgeGate(page);
  let dialog = await openLoginDialog(page);
  await dialog.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${GOOGLE_STANDIN_PORT}/interaction/`));
  await page.getByRole('link', { name: '[ Cancel ]' }).click();
  await expect(page).toHaveURL(/\/no-such-page\?dialog=login$/);
  await expect(page.getByTestId('toast').filter({ hasText: 'Google sign-in was cancelled.' })).toBeVisible();
  await expectSignedOut(page);

  // A callback whose state is not the one this browser was given.
  dialog = await openLoginDialog(page);
  await dialog.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${GOOGLE_STANDIN_PORT}/interaction/`));
  await page.goto('/auth/google/callback?code=forged-code&state=forged-state');
  await expect(page.getByTestId('toast').filter({ hasText: 'Google sign-in could not be completed' })).toBeVisible();
  await expectSignedOut(page);
});

test('Google: the first sign-in with a verified e-mail of a password account signs in to that account', async ({ page }) => {
  const user = await registerUser();
  await passAgeGate(page);
  const dialog = await openLoginDialog(page);
  await dialog.getByRole('link', { name: 'Continue with Google' }).click();
  await signInAtGoogle(page, user.email);
  await expect(page.getByTestId('account-name').first()).toHaveText(user.fullname);
});

test('Facebook: an OAuth 2.0 round trip signs in with the guest cart merged; cancel signs nobody in', async ({ page }) => {
  test.setTimeout(90_000);
  const [product] = await pickProducts(1);
  await passAgeGate(page);
  await addFromCard(page, product);
  await expectCartCount(page, 1);

  let dialog = await openLoginDialog(page);
  await dialog.getByRole('link', { name: 'Continue with Facebook' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${FACEBOOK_STANDIN_PORT}/dialog/oauth`));
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Facebook sign-in was cancelled.' })).toBeVisible();
  await expectSignedOut(page);

  dialog = await openLoginDialog(page);
  await dialog.getByRole('link', { name: 'Continue with Facebook' }).click();
  await page.getByLabel('Email').fill(uniqueEmail('facebook'));
  await page.getByLabel('Name').fill('Fabio Book');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/no-such-page$/);
  await expect(page.getByTestId('account-name').first()).toHaveText('Fabio Book');
  await expectCartCount(page, 1);
});

test('Facebook never links to an existing password account: a clear message, no session', async ({ page }) => {
  const user = await registerUser();
  await passAgeGate(page);
  const dialog = await openLoginDialog(page);
  await dialog.getByRole('link', { name: 'Continue with Facebook' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Name').fill('Someone Else');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'An account with this e-mail already exists.' })).toBeVisible();
  await expectSignedOut(page);
});
