/**
 * "E-mail me when it's back" on a sold-out size (ADR 0156): a visitor's address or a signed-in
 * shopper's one click, a restock through the API's test hook, the one mail, and its cancel link.
 */
import type { Page } from '@playwright/test';
import { pickProducts, type PickedProduct } from '../buying/buying-helpers';
import { test, expect, passAgeGate, registerUser, signIn, uniqueEmail, API_URL, E2E_BASE_URL } from '../support/fixtures';
import { linkIn, mailTo, waitForMail } from '../support/mail';

const ASK = "E-mail me when it's back";
const THANKS = 'Thank you: we will e-mail you when this size is back in stock.';
const CANCELLED = 'Your back-in-stock e-mails are cancelled.';

/** Sets a variation's chain-wide stock, as a back office would (test hook POST /__test/variation). */
async function setStock(product: PickedProduct, stock: number): Promise<void> {
  const response = await fetch(`${new URL(API_URL).origin}/__test/variation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ variation_id: product.variation_id, stock }),
  });
  expect(response.status, 'the variation test hook answers').toBe(200);
}

/** Opens the product page at the sold-out size; returns its back-in-stock form. */
async function openSoldOutSize(page: Page, product: PickedProduct) {
  const form = page.getByRole('form', { name: /^Back in stock: / });
  // The storefront hears the stock change at once; the page cache may hold the page a second.
  await expect(async () => {
    await page.goto(`/product/${product.product_id}?variation=${product.variation_id}`);
    await expect(form).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  return form;
}

const subjectOf = (product: PickedProduct) => new RegExp(`^Back in stock: ${product.product_title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test('a visitor asks with an address, gets one mail when the size is back, and cancels the rest from it', async ({ page, axe }) => {
  test.setTimeout(90_000);
  const [product, other] = await pickProducts(2);
  await setStock(product, 0);
  await setStock(other, 0);
  const email = uniqueEmail('restock');
  await passAgeGate(page);

  // Another sold-out size asked for with the same address: the cancel link stops it.
  const otherForm = await openSoldOutSize(page, other);
  await otherForm.getByLabel('Email address').fill(email);
  await otherForm.getByRole('button', { name: ASK }).click();
  await expect(page.getByRole('status').filter({ hasText: THANKS })).toBeVisible();

  const form = await openSoldOutSize(page, product);
  await form.getByLabel('Email address').fill('not-an-address');
  await form.getByRole('button', { name: ASK }).click();
  const field = page.getByRole('form', { name: /^Back in stock: / }).getByLabel('Email address');
  await expect(field).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await axe.check(page);
  await field.fill(email);
  await page
    .getByRole('form', { name: /^Back in stock: / })
    .getByRole('button', { name: ASK })
    .click();
  await expect(page.getByRole('status').filter({ hasText: THANKS })).toBeVisible();
  await axe.check(page);
  expect(await mailTo(email)).toEqual([]);

  // Back in stock through the API: one mail, with the product and a cancel link.
  await setStock(product, 6);
  const mail = await waitForMail(email, subjectOf(product));
  expect(mail.text).toContain(`${E2E_BASE_URL}/product/${product.product_id}?variation=${product.variation_id}`);
  const cancel = linkIn(mail, `${E2E_BASE_URL}/back-in-stock/cancel?token=`);

  // Opening the link changes nothing; its button cancels.
  await page.goto(cancel);
  await expect(page.getByRole('heading', { name: 'Stop back-in-stock e-mails' })).toBeVisible();
  await axe.check(page);
  await page.getByRole('button', { name: 'Cancel my back-in-stock e-mails' }).click();
  await expect(page.getByRole('status').filter({ hasText: CANCELLED })).toBeVisible();

  // The other size comes back too: no mail for it, and still only the one for the first.
  await setStock(other, 4);
  await page.waitForTimeout(3_000);
  const mails = await mailTo(email);
  expect(mails.map((m) => m.subject)).toEqual([mail.subject]);
});

test("a signed-in shopper asks with one click and the mail goes to the account's address", async ({ page, axe }) => {
  test.setTimeout(90_000);
  const [product] = await pickProducts(1);
  await setStock(product, 0);
  const user = await registerUser();
  await passAgeGate(page);
  await signIn(page, user);

  const form = await openSoldOutSize(page, product);
  await expect(form.getByLabel('Email address')).toHaveCount(0);
  await form.getByRole('button', { name: ASK }).click();
  await expect(page.getByRole('status').filter({ hasText: THANKS })).toBeVisible();
  await axe.check(page);

  await setStock(product, 3);
  const mail = await waitForMail(user.email, subjectOf(product));
  expect(mail.text).toContain(`${E2E_BASE_URL}/product/${product.product_id}?variation=${product.variation_id}`);
});

test('too many requests for one address are refused with a clear message', async ({ page }) => {
  const [product] = await pickProducts(1);
  await setStock(product, 0);
  const email = uniqueEmail('restock-limit');
  // The address's budget (10 an hour) used up elsewhere.
  for (let i = 0; i < 10; i++) {
    const response = await fetch(`${API_URL}/back-in-stock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ variation_id: product.variation_id, email_address: email }),
    });
    expect(response.status).toBe(200);
  }
  await passAgeGate(page);
  const form = await openSoldOutSize(page, product);
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: ASK }).click();
  const button = page.getByRole('form', { name: /^Back in stock: / }).getByRole('button', { name: ASK });
  await expect(button).toHaveAccessibleDescription(/^Too many attempts, please try again in \d+ minutes\.$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Too many attempts' })).toBeVisible();
});
