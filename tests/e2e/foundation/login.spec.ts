import { test, expect, postForm, passAgeGate, registerUser, loginViaUi, E2E_DOWN_URL } from '../support/fixtures';

test.describe('sign in', () => {
  test('invalid input and wrong credentials show messages; valid credentials sign in on the same page', async ({
    page,
    axe,
    javaScriptEnabled,
  }) => {
    const user = await registerUser();
    await passAgeGate(page);
    await page.goto('/no-such-page?dialog=login');
    let dialog = page.getByRole('dialog', { name: 'Sign In' });
    await expect(dialog).toBeVisible();
    const signIn = dialog.getByRole('button', { name: 'Sign In' });
    // The e2e shop has local identity providers configured (tests/e2e/accounts/social-sign-in.spec.ts).
    await expect(dialog.getByRole('link', { name: /Continue with (Google|Facebook)/ })).toHaveCount(2);

    if (javaScriptEnabled) {
      // Disabled until e-mail, password and terms are given.
      await expect(signIn).toBeDisabled();
      await dialog.getByLabel('Email address').fill('ada@');
      await dialog.getByLabel('Password', { exact: true }).fill('short');
      await expect(signIn).toBeDisabled();
      await dialog.getByRole('checkbox', { name: /Terms/ }).check();
      await expect(signIn).toBeEnabled();
    } else {
      await dialog.getByLabel('Email address').fill('ada@');
      await dialog.getByLabel('Password', { exact: true }).fill('short');
      await dialog.getByRole('checkbox', { name: /Terms/ }).check();
    }
    await signIn.click();
    dialog = page.getByRole('dialog', { name: 'Sign In' });
    await expect(dialog.getByLabel('Email address')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password must be at least 8 characters long');
    await axe.check(page);

    // The server enforces the terms checkbox too (the JS-disabled button is only a hint).
    const noTerms = await postForm(
      page,
      '/auth/login',
      { email_address: user.email, password: user.password, redirectTo: '/' },
      { honeypot: true },
    );
    expect(noTerms.status()).toBe(400);

    for (const [password, message] of [
      ['cellar2024', 'Password must contain at least one capital letter'],
      ['CellarDoor', 'Password must contain at least one number'],
      ['Wrong12345', 'Invalid email or password'],
    ]) {
      await dialog.getByLabel('Email address').fill(user.email);
      await dialog.getByLabel('Password', { exact: true }).fill(password);
      await dialog.getByRole('checkbox', { name: /Terms/ }).check();
      await dialog.getByRole('button', { name: 'Sign In' }).click();
      // The login error (also the API's) shows under the password field.
      await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(message);
    }
    await expect(dialog.getByLabel('Email address')).toHaveValue(user.email);
    // Without JavaScript the page is re-rendered by the server, which never echoes a password.
    if (!javaScriptEnabled) await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('');

    await dialog.getByLabel('Password', { exact: true }).fill(user.password);
    await dialog.getByRole('checkbox', { name: /Terms/ }).check();
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByTestId('account-name').first()).toHaveText(user.fullname);
    await expect(page).toHaveURL(/\/no-such-page$/);
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toHaveCount(0);
    await expect(page.getByTestId('toast').filter({ hasText: 'Login successfully' })).toBeVisible();
    await axe.check(page, { exclude: ['#main'] });
  });

  test('signing in returns to the page the shopper was on, with its query', async ({ page }) => {
    const user = await registerUser();
    await passAgeGate(page);
    await loginViaUi(page, user, '/no-such-page?sort=ASC');
    await expect(page).toHaveURL(/\/no-such-page\?sort=ASC$/);
  });

  test('a hostile redirectTo is ignored', async ({ page }) => {
    const user = await registerUser();
    await passAgeGate(page);
    const response = await postForm(
      page,
      '/auth/login',
      { email_address: user.email, password: user.password, terms: 'on', redirectTo: '//evil.example/steal' },
      { honeypot: true },
    );
    expect(response.status()).toBe(303);
    expect(response.headers()['location']).toBe('/');
  });

  test('a bot filling the honeypot is refused', async ({ page }) => {
    const user = await registerUser();
    const response = await postForm(
      page,
      '/auth/login',
      { email_address: user.email, password: user.password, terms: 'on', name__confirm: 'I am a bot' },
      { honeypot: true },
    );
    expect(response.status()).toBe(400);
  });

  test('logout clears the sign-in and goes home with a toast', async ({ page, axe }) => {
    const user = await registerUser();
    await passAgeGate(page);
    await loginViaUi(page, user, '/no-such-page');
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('toast').filter({ hasText: 'Logged out successfully.' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    await expect(page.getByTestId('account-name')).toHaveCount(0);
    await axe.check(page, { exclude: ['#main'] });
  });
});

test('a dialog closes with Escape (JavaScript) or its Close link, dropping ?dialog', async ({ page, javaScriptEnabled }) => {
  await passAgeGate(page);
  await page.goto('/no-such-page?dialog=login');
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  if (javaScriptEnabled) {
    // A real modal: focus starts in the first field, Escape closes.
    await expect(dialog.getByLabel('Email address')).toBeFocused();
    await page.keyboard.press('Escape');
  } else {
    await dialog.getByRole('link', { name: 'Close' }).click();
  }
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/no-such-page$/);

  await page.goto('/no-such-page?dialog=contact-us');
  await page.getByRole('dialog', { name: 'CONTACT US' }).getByRole('link', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: 'CONTACT US' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/no-such-page$/);
});

test('social sign-in start is a 404 when the provider is not configured', async ({ page }) => {
  // The second e2e storefront has no identity providers configured; the main one has.
  const response = await page.request.get(`${E2E_DOWN_URL}/auth/google/start?redirectTo=/`, { maxRedirects: 0 });
  expect(response.status()).toBe(404);
  const configured = await page.request.get('/auth/google/start?redirectTo=/', { maxRedirects: 0 });
  expect(configured.status()).toBe(302);
});
