/**
 * A slow answer is never silence (ADR 0073). With JavaScript a navigation shows a thin bar at
 * the top, marks `main` busy and shows the target screen's skeleton where it has one
 * (content pages: 2 sections); a form submission shows the bar too. Without JavaScript the
 * browser shows its own loading state, and the page it lands on carries no leftover busy state.
 * The server's answer is held back by 2.5 s in the browser's network layer, as a slow API would.
 */
import type { Page } from '@playwright/test';
import { test, expect, passAgeGate } from '../support/fixtures';

const SLOW_MS = 2_500;

/** Holds back every request to `pathname` (document or data) by 2.5 s. */
async function slowDown(page: Page, pathname: string) {
  await page.route(
    (url) => url.pathname === pathname || url.pathname === `${pathname}.data`,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      await route.continue();
    },
  );
}

test('a slow page shows the loading bar, a busy main and the content skeleton, then the page', async ({ page, axe, javaScriptEnabled }) => {
  await passAgeGate(page);
  await page.goto('/product-listing');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByText('About', { exact: true }).click();
  const ourStory = nav.getByRole('link', { name: 'Our Story' });
  const href = (await ourStory.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/[\w-]+\/[\w-]+\/?$/);
  await slowDown(page, href.replace(/\/$/, ''));
  await ourStory.click();

  const main = page.locator('main#main');
  const heading = page.getByRole('heading', { level: 1, name: 'Our Story' });
  if (javaScriptEnabled) {
    // Within a moment of the click, long before the answer.
    await expect(page.getByTestId('navigation-progress')).toBeVisible({ timeout: 1_500 });
    await expect(main).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByTestId('content-skeleton')).toBeVisible();
    // All of that before the answer came.
    await expect(heading).toHaveCount(0);
  }
  await expect(heading).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('navigation-progress')).toHaveCount(0);
  await expect(main).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('content-skeleton')).toHaveCount(0);
  await axe.check(page);
});

test('a slow form submission shows the loading bar until it is answered', async ({ page, javaScriptEnabled }) => {
  await passAgeGate(page);
  await page.goto('/product-listing');
  await page.route(
    (url) => url.pathname === '/product-listing' || url.pathname === '/product-listing.data',
    async (route) => {
      if (new URL(route.request().url()).searchParams.get('min_price') === '15')
        await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      await route.continue();
    },
  );
  const chip = page.getByRole('link', { name: /Price: from \$15\.00/ });
  await page.getByLabel('Minimum price').fill('15');
  await page.getByRole('button', { name: 'Go: apply price range' }).click();
  if (javaScriptEnabled) {
    await expect(page.getByTestId('navigation-progress')).toBeVisible({ timeout: 1_500 });
    await expect(page.locator('main#main')).toHaveAttribute('aria-busy', 'true');
    await expect(chip).toHaveCount(0);
  }
  await expect(chip).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('navigation-progress')).toHaveCount(0);
  await expect(page.locator('main#main')).not.toHaveAttribute('aria-busy', 'true');
});
