import { test, expect, postForm, passAgeGate, API_URL } from '../support/fixtures';

interface Store {
  location_id: number;
  location_title: string;
  offers_delivery: boolean;
}

test('choose a delivery store, then a pickup store, staying on the page', async ({ page, axe }) => {
  const stores = (
    (await (await fetch(`${API_URL}/get-stores`, { method: 'POST' })).json()) as {
      data: { store_location: Store[] };
    }
  ).data.store_location;
  const delivery = stores.find((s) => s.offers_delivery)!;
  const pickup = stores[stores.length - 1];
  const nameOf = (s: Store) => s.location_title.split(' ').slice(0, -1).join(' ');
  const areaOf = (s: Store) => s.location_title.split(' ').slice(-1)[0];

  await passAgeGate(page);
  await page.goto('/no-such-page?sort=ASC');
  const current = page.getByTestId('store-current');
  await expect(current).toContainText('Choose your store');

  await current.click();
  const panel = page.locator('.store-picker__panel');
  await expect(panel).toBeVisible();
  await axe.check(page, { include: '.site-header' });
  await panel.getByText('Delivery', { exact: true }).click();
  const deliveryStores = page.getByRole('form', { name: 'Delivery stores' });
  await expect(deliveryStores).toBeVisible();
  await expect(page.getByRole('form', { name: 'Pickup stores' })).toBeHidden();
  await deliveryStores.getByRole('button', { name: new RegExp(`${nameOf(delivery)}.*${areaOf(delivery)}`) }).click();

  await expect(page).toHaveURL(/\/no-such-page\?sort=ASC$/);
  await expect(current).toContainText('Delivery');
  await expect(current).toContainText(`${nameOf(delivery)}, ${areaOf(delivery)}`);
  await expect(panel).toBeHidden();

  await current.click();
  await panel.getByText('Pickup', { exact: true }).click();
  await page
    .getByRole('form', { name: 'Pickup stores' })
    .getByRole('button', { name: new RegExp(`${nameOf(pickup)}.*${areaOf(pickup)}`) })
    .click();
  await expect(current).toContainText('Pickup');
  await expect(current).toContainText(`${nameOf(pickup)}, ${areaOf(pickup)}`);

  // The choice lives in the session.
  await page.reload();
  await expect(page.getByTestId('store-current')).toContainText(nameOf(pickup));
});

test('an unknown store is refused', async ({ page }) => {
  await passAgeGate(page);
  const response = await postForm(page, '/resources/location', { location_id: '999999', type: 'pickup', redirectTo: '/no-such-page' });
  expect(response.status()).toBe(303);
  await page.goto('/no-such-page');
  await expect(page.getByTestId('store-current')).toContainText('Choose your store');
});

// With JavaScript the router's state updates are transitions: on a slow phone the answer can
// come before the 'submitting' render, so the panel closes on the submit itself (ADR 0136).
test('on a slow phone a chosen store closes the panel, and focus returns to its toggle', async ({ page, context, javaScriptEnabled }) => {
  await passAgeGate(page);
  await page.goto('/no-such-page');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const toggle = page.locator('details.store-picker > summary');
  const panel = page.locator('.store-picker__panel');
  const current = page.getByTestId('store-current');

  for (const mode of ['Pickup', 'Delivery', 'Pickup']) {
    await toggle.click();
    await panel.getByText(mode, { exact: true }).click();
    const choice = page
      .getByRole('form', { name: `${mode} stores` })
      .getByRole('button')
      .first();
    const store = (await choice.locator('.store-option__name').textContent())!;
    await choice.click();
    await expect(current).toContainText(mode);
    await expect(current).toContainText(store);
    await expect(panel, `the panel closes once a ${mode} store is chosen`).toBeHidden();
    if (javaScriptEnabled) await expect(toggle).toBeFocused();
  }
});
