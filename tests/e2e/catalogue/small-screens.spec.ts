import { test, expect, passAgeGate } from '../support/fixtures';
import { horizontalOverflow, section } from './catalogue-data';

test.describe('375 px wide', () => {
  test('nothing overflows horizontally on the catalogue pages', async ({ page }) => {
    await passAgeGate(page);
    await page.setViewportSize({ width: 375, height: 800 });
    const parent = (await section('category')).section_listing[0];
    const paths = [
      '/',
      '/product-listing',
      '/product-listing?search=reserve&sort=DSC&page=2',
      `/category/${parent.category_slug}/`,
      `/category/${parent.category_slug}/${parent.children![0].category_slug}`,
      '/product/29',
      '/product/1',
      '/about/our-story/',
      '/classes-events/',
    ];
    for (const path of paths) {
      await page.goto(path);
      expect(await horizontalOverflow(page), `horizontal overflow on ${path}`).toBe(0);
    }
  });
});
