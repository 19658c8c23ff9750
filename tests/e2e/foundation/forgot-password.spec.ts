import { test, expect, passAgeGate, registerUser } from '../support/fixtures';

test('forgot password: validation, success message, back to login', async ({ page, axe, javaScriptEnabled }) => {
  const user = await registerUser();
  await passAgeGate(page);
  await page.goto('/no-such-page?dialog=login');
  await page.getByRole('dialog', { name: 'Sign In' }).getByRole('link', { name: 'Forgot password?' }).click();
  let dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Send' });
  if (javaScriptEnabled) await expect(send).toBeDisabled();
  else {
    await send.click();
    dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await expect(dialog.getByLabel('Email address')).toHaveAccessibleDescription('Email is required');
  }
  await dialog.getByLabel('Email address').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByLabel('Email address')).toHaveAccessibleDescription('Please enter a valid email address');
  await axe.check(page);

  await dialog.getByLabel('Email address').fill(user.email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  const success = 'If an account exists for this email, we have sent password reset instructions.';
  await expect(dialog.getByText(success)).toBeVisible();
  if (javaScriptEnabled) {
    // The form resets and the dialog closes after 3 s.
    await expect(dialog.getByLabel('Email address')).toHaveValue('');
    await expect(dialog).toBeHidden({ timeout: 6_000 });
    await expect(page).toHaveURL(/\/no-such-page$/);
  } else {
    await dialog.getByRole('link', { name: 'Back to Login?' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  }
});

test('forgot password links back to login', async ({ page }) => {
  await passAgeGate(page);
  await page.goto('/no-such-page?dialog=forgot-password');
  await page.getByRole('dialog', { name: 'Forgot password' }).getByRole('link', { name: 'Back to Login?' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
});
