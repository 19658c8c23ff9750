import { test, expect, postForm, passAgeGate, E2E_DOWN_URL } from '../support/fixtures';

/** A layout shift as the carousel test records it: its size, when, and what moved. */
type RecordedShift = { value: number; at: number; moved: string[] };

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await passAgeGate(page);
  });

  test('shows every block of the home row, in order', async ({ page, axe }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);

    const blocks = [
      page.getByRole('region', { name: 'Featured offers' }),
      page.getByTestId('home-trending'),
      page.getByTestId('home-categories'),
      page.getByTestId('home-banners'),
      page.getByTestId('home-new-arrivals'),
      page.getByTestId('home-unlock'),
      page.getByTestId('home-top-products'),
      page.getByTestId('home-popular'),
      page.getByTestId('home-faq'),
      page.getByTestId('home-more-explore'),
    ];
    let previousTop = -1;
    for (const block of blocks) {
      await expect(block).toBeAttached();
      const box = await block.boundingBox();
      expect(box, 'block is laid out').not.toBeNull();
      expect(box!.y).toBeGreaterThan(previousTop);
      previousTop = box!.y;
    }

    // Trending: three products beside its slider, the rest in a row after it.
    await expect(page.getByTestId('home-trending').locator('.trending__products [data-testid="product-card"]')).toHaveCount(3);
    await expect(page.getByTestId('home-trending').locator('.trending__rest [data-testid="product-card"]').first()).toBeAttached();
    // All 14 banner layouts render from their data; both tile variants render.
    const layouts = await page
      .getByTestId('home-banners')
      .getByTestId('banner')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-layout')));
    expect(new Set(layouts)).toEqual(new Set(Array.from({ length: 14 }, (_, i) => String(i + 1))));
    const variants = await page
      .getByTestId('home-popular')
      .getByTestId('category-tile')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-variant')));
    expect(new Set(variants)).toEqual(new Set(['1', '2']));
    // Three product columns.
    await expect(page.getByTestId('home-top-products').getByRole('heading', { level: 2 })).toHaveCount(3);
    // Product cards: 2-decimal prices with $.
    const price = await page.getByTestId('home-new-arrivals').locator('.price__current').first().textContent();
    expect(price).toMatch(/^(Sale price )?\$\d+\.\d{2}$/);

    await axe.check(page);
  });

  test('FAQ: the first answer is open, one at a time, and the open one closes on click', async ({ page }) => {
    await page.goto('/');
    const items = page.getByTestId('home-faq').locator('details');
    expect(await items.count()).toBeGreaterThan(2);
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(items.nth(1)).not.toHaveAttribute('open', '');

    await items.nth(1).locator('summary').click();
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open', '');
    await expect(items.nth(1).locator('.faq__answer')).toBeVisible();

    await items.nth(1).locator('summary').click();
    await expect(items.nth(1)).not.toHaveAttribute('open', '');
    await expect(page.getByTestId('home-faq').locator('details[open]')).toHaveCount(0);
  });

  test('carousels reach their last item', async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const row = page.getByRole('region', { name: 'New Arrivals', exact: true });
    const slides = row.locator('.carousel__slide');
    const count = await slides.count();
    expect(count).toBeGreaterThan(5);
    const last = slides.last();
    // Bring the row (not the card: that would scroll the row itself) into the window.
    await row.scrollIntoViewIfNeeded();
    if (javaScriptEnabled) {
      // Swiper: the arrows move the row until the last card is in view.
      await expect(row.locator('.swiper-initialized')).toBeAttached();
      await expect(last).not.toBeInViewport({ ratio: 0.9 });
      const next = row.getByRole('button', { name: 'Next slide: New Arrivals' });
      const track = row.locator('.carousel__track');
      // Click Next, letting each slide finish, until the last card is in the row.
      for (let clicks = 0; clicks < count && !(await isInView(last)); clicks++) {
        await next.click();
        await waitUntilStill(track);
      }
      expect(await isInView(last), 'the arrows bring the last card into the row').toBe(true);
      // Clicking the arrows may have scrolled the window; bring the (now shown) card into it.
      await last.scrollIntoViewIfNeeded();
    } else {
      // No JavaScript: a native scroll-snap row; scrolling reaches the last card.
      await expect(row.getByRole('button', { name: /Next slide/ })).toBeHidden();
      const track = row.locator('.carousel__track');
      await track.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    }
    await expect(last).toBeInViewport({ ratio: 0.9 });
    await expect(last.getByRole('button', { name: /Add .* to cart|out of stock/ })).toBeAttached();
  });

  test('carousels are scroll-snap rows on the server, and Swiper takes over without moving anything', async ({
    page,
    javaScriptEnabled,
  }) => {
    if (javaScriptEnabled) {
      await page.addInitScript(() => {
        // Each shift with what moved (element and class), so a failure says where to look.
        const shifts: RecordedShift[] = ((window as unknown as { __shifts: RecordedShift[] }).__shifts = []);
        type Shift = PerformanceEntry & { value: number; sources?: { node?: Node | null }[] };
        const describe = (node?: Node | null) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved: (entry.sources ?? []).map((s) => describe(s.node)) });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
    }
    await page.goto('/');
    const track = page.getByRole('region', { name: 'New Arrivals', exact: true }).locator('.carousel__track');
    if (!javaScriptEnabled) {
      const style = await track.evaluate((el) => ({ overflow: getComputedStyle(el).overflowX, snap: getComputedStyle(el).scrollSnapType }));
      expect(style.overflow).toBe('auto');
      expect(style.snap).toContain('x');
      return;
    }
    // Swiper has taken over, then two frames for layout to settle (no fixed sleep).
    await expect(page.locator('.swiper-initialized')).not.toHaveCount(0);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: RecordedShift[] }).__shifts);
    const shift = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(shift, `cumulative layout shift while Swiper takes over: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
  });

  test('the first hero image loads eagerly with high priority; the others lazily with their size set', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured offers' }).locator('img').first();
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    const others = await page.locator('main img, .home img').evaluateAll((imgs) =>
      imgs.slice(1).map((img) => ({
        loading: img.getAttribute('loading'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        priority: img.getAttribute('fetchpriority'),
        src: (img as HTMLImageElement).src,
      })),
    );
    const catalogueImages = others.filter((img) => img.src.includes('/api/v1/media/') && !img.src.includes('/brand/'));
    expect(catalogueImages.length).toBeGreaterThan(20);
    for (const img of catalogueImages) {
      expect(img.loading, img.src).toBe('lazy');
      expect(Number(img.width), img.src).toBeGreaterThan(0);
      expect(Number(img.height), img.src).toBeGreaterThan(0);
      expect(img.priority).toBeNull();
    }
  });

  test('autoplay has a visible pause control (JavaScript) and is off under reduced motion', async ({ page, javaScriptEnabled }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured offers' });
    if (!javaScriptEnabled) {
      // Without JavaScript nothing moves: no autoplay, so no pause control.
      await expect(hero.getByRole('button', { name: /Pause|Play/ })).toHaveCount(0);
      return;
    }
    const pause = hero.getByRole('button', { name: 'Pause Featured offers' });
    await expect(pause).toBeVisible();
    await pause.click();
    await expect(hero.getByRole('button', { name: 'Play Featured offers' })).toBeVisible();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Featured offers' }).locator('.swiper-initialized')).toBeAttached();
    await expect(page.getByRole('region', { name: 'Featured offers' }).getByRole('button', { name: /Pause|Play/ })).toHaveCount(0);
  });

  test('the hero moves on by itself with a timer per slide, no frame loop, and stays where the shopper paused it', async ({
    page,
    axe,
    javaScriptEnabled,
  }) => {
    // Counts animation frames asked for: a carousel waiting for its next slide should ask none.
    await page.addInitScript(() => {
      const counted = window as unknown as { framesAsked: number };
      counted.framesAsked = 0;
      const ask = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => {
        counted.framesAsked++;
        return ask(callback);
      };
    });
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured offers' });
    if (!javaScriptEnabled) {
      // Without JavaScript the row only scrolls when the shopper scrolls it.
      await page.waitForTimeout(6_000);
      expect(await hero.locator('.carousel__viewport').evaluate((row) => row.scrollLeft)).toBe(0);
      return;
    }
    await expect(hero.getByRole('button', { name: 'Pause Featured offers' })).toBeVisible();
    const active = () => hero.locator('.swiper-slide-active').getAttribute('aria-label');
    const [now, of] = (await active())!.split(' / ').map(Number);
    expect(of).toBeGreaterThan(1);

    const framesAsked = () => page.evaluate(() => (window as unknown as { framesAsked: number }).framesAsked);
    const before = await framesAsked();
    await page.waitForTimeout(1_000);
    expect(await framesAsked(), 'frames asked in a second of waiting').toBeLessThan(before + 10);
    await expect.poll(active, { timeout: 8_000 }).toBe(`${(now % of) + 1} / ${of}`);
    await axe.check(page);

    await hero.getByRole('button', { name: 'Pause Featured offers' }).click();
    await expect(hero.getByRole('button', { name: 'Play Featured offers' })).toBeVisible();
    // Pointer and focus leave the carousel: only the pause holds it now.
    await page.mouse.move(1, 1);
    await page.getByRole('link', { name: 'Skip to content' }).focus();
    const paused = await active();
    await page.waitForTimeout(6_000);
    expect(await active()).toBe(paused);
  });

  test('a failed home call shows "Error: " and the message', async ({ page }) => {
    await postForm(page, `${E2E_DOWN_URL}/resources/age-gate`, { answer: 'yes', redirectTo: '/' });
    await page.goto(`${E2E_DOWN_URL}/`);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /^Error: .+/ })
        .first(),
    ).toBeVisible();
  });
});

/** Waits until the Swiper track has stopped moving (its transform reads the same twice). */
async function waitUntilStill(track: import('@playwright/test').Locator): Promise<void> {
  let previous = '';
  await expect
    .poll(
      async () => {
        const now = await track.evaluate((el) => getComputedStyle(el).transform);
        const still = now === previous;
        previous = now;
        return still;
      },
      { intervals: [250], timeout: 10_000 },
    )
    .toBe(true);
}

async function isInView(locator: import('@playwright/test').Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const viewport = el.closest('.carousel__viewport')!.getBoundingClientRect();
    return rect.left >= viewport.left - 1 && rect.right <= viewport.right + 1;
  });
}
