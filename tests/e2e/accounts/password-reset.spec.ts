import { SHOPPER_USER_AGENT } from '../../../playwright.config';
import { test, expect, passAgeGate, registerUser, signIn, E2E_BASE_URL, API_URL, uniqueEmail, openDialogUrl } from '../support/fixtures';
import { linkIn, mailTo, waitForMail } from '../support/mail';

const RESET_SUBJECT = /Reset your Liquor Express password/;
const NEW_PASSWORD = 'Decanter@2025';
const FORGOT_REPLY = 'If an account exists for this email, we have sent password reset instructions.';

test('forgot password: the mailed link sets a new password once, signs in and ends the other sessions', async ({
  page,
  browser,
  axe,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000); // a long journey: two browsers, a mail, three sign-ins
  const user = await registerUser();
  await passAgeGate(page);

  // Another browser where the shopper is still signed in with the old password.
  const elsewhere = await browser.newContext({ userAgent: SHOPPER_USER_AGENT, javaScriptEnabled });
  const otherPage = await elsewhere.newPage();
  await passAgeGate(otherPage);
  await signIn(otherPage, user);
  await otherPage.goto('/no-such-page');
  await expect(otherPage.getByTestId('account-name').first()).toHaveText(user.fullname);

  // Ask for the link.
  await page.goto(openDialogUrl('/no-such-page', 'forgot-password'));
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByLabel('Email address').fill(user.email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText(FORGOT_REPLY)).toBeVisible();

  const mail = await waitForMail(user.email, RESET_SUBJECT);
  expect(mail.text).toContain('1 hour');
  expect(mail.html).toContain('Liquor Express');
  expect(mail.html).not.toMatch(/<img/i);
  const link = linkIn(mail, `${E2E_BASE_URL}/reset-password?token=`);

  // Follow it: the register rules apply.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('weakpass');
  await page.getByLabel('Confirm new password').fill('weakpass');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
    'Password must be at least 8 characters long, include 1 uppercase, 1 lowercase, 1 number, and 1 special character',
  );
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill('Decanter@2026');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
  await axe.check(page);

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
  await expect(page.getByTestId('account-name').first()).toHaveText(user.fullname);

  // The other browser's session has ended.
  await otherPage.goto('/no-such-page');
  await expect(otherPage.getByTestId('account-name')).toHaveCount(0);
  await elsewhere.close();

  // The old password fails, the new one works. (A fresh page: no toast over the header.)
  await page.goto('/no-such-page');
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page.getByTestId('account-name')).toHaveCount(0);
  await page.goto(openDialogUrl('/no-such-page', 'login'));
  const login = page.getByRole('dialog', { name: 'Sign In' });
  await login.getByLabel('Email address').fill(user.email);
  await login.getByLabel('Password', { exact: true }).fill(user.password);
  await login.getByRole('checkbox', { name: /terms/i }).check();
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(login.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Invalid email or password');
  await login.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await login.getByRole('checkbox', { name: /terms/i }).check();
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('account-name').first()).toHaveText(user.fullname);

  // The link works only once: a clear message and a way to ask again.
  await page.goto(link);
  await expect(page.getByRole('alert').filter({ hasText: 'This password reset link has already been used' })).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await axe.check(page);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page.getByRole('dialog', { name: 'Forgot password' })).toBeVisible();
});

test('forgot password answers the same for an unknown e-mail and sends nothing', async ({ page }) => {
  const ghost = uniqueEmail('ghost');
  await passAgeGate(page);
  await page.goto(openDialogUrl('/no-such-page', 'forgot-password'));
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByLabel('Email address').fill(ghost);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText(FORGOT_REPLY)).toBeVisible();
  // A known address gets its mail within moments; give an unknown one the same time.
  const known = await registerUser();
  const answer = await page.request.post(`${API_URL}/forgot-password`, { data: { email_address: known.email } });
  expect(answer.status()).toBe(200);
  await waitForMail(known.email, RESET_SUBJECT);
  expect(await mailTo(ghost)).toEqual([]);
});

test('an e-mail typed before the page is ready (scripts still loading) can be sent', async ({ page, javaScriptEnabled }) => {
  await passAgeGate(page);
  // With JavaScript the client entry is held back, as on a slow phone, until the field is filled.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  if (javaScriptEnabled) {
    await page.route('**/assets/entry.client-*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
  }
  await page.goto(openDialogUrl('/', 'forgot-password'), { waitUntil: 'commit' });
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByLabel('Email address').fill(uniqueEmail('early'));
  releaseScripts();
  // Hydrated: the form now carries the JavaScript marker, and posts through a fetcher.
  if (javaScriptEnabled) await expect(dialog.locator('input[name="via"]')).toBeAttached();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText(FORGOT_REPLY)).toBeVisible();
});

test('a reset link without a usable token says so and offers a new one', async ({ page, axe }) => {
  await passAgeGate(page);
  for (const path of ['/reset-password', '/reset-password?token=made-up-token']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(/incomplete|already been used or is not valid/);
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/?dialog=forgot-password');
  }
  const answer = await page.request.get('/reset-password?token=made-up-token');
  expect(answer.headers()['cache-control'], 'a page with a reset token is never cached').toBe('private, no-store');
  await axe.check(page);
});
