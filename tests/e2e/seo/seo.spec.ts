/**
 * Search engines in the browser (ADR 0100-0102): head metadata, JSON-LD, the age gate versus crawlers and link
 * previews, robots.txt and the sitemap, on the real storefront and shop API. Runs in both
 * projects: `no-js` is what a crawler or link-preview fetcher sees (the server's HTML).
 */
import type { Page } from '@playwright/test';
import { test, expect, passAgeGate, API_URL, E2E_BASE_URL } from '../support/fixtures';
import { countProducts, findProduct, section } from '../catalogue/catalogue-data';

/** A parsed JSON-LD node: its shape is what the test checks. */

type JsonNode = Record<string, any>;

const ORIGIN = E2E_BASE_URL;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function head(page: Page) {
  const attr = async (selector: string, name: string) => {
    const element = page.locator(selector);
    return (await element.count()) > 0 ? element.first().getAttribute(name) : null;
  };
  return {
    title: await page.title(),
    description: await attr('head meta[name="description"]', 'content'),
    robots: await attr('head meta[name="robots"]', 'content'),
    canonical: await attr('head link[rel="canonical"]', 'href'),
    prev: await attr('head link[rel="prev"]', 'href'),
    next: await attr('head link[rel="next"]', 'href'),
    og: async (property: string) => attr(`head meta[property="og:${property}"]`, 'content'),
    twitter: async (name: string) => attr(`head meta[name="twitter:${name}"]`, 'content'),
  };
}

/** Every JSON-LD block of the page, parsed (a block that does not parse fails the test). */
async function jsonLd(page: Page): Promise<Array<JsonNode>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonNode);
}

function ofType(blocks: Array<JsonNode>, type: string): Array<JsonNode> {
  return blocks.flatMap((b) => (Array.isArray(b['@graph']) ? b['@graph'] : [b])).filter((node) => node['@type'] === type);
}

function expectBreadcrumbList(list: JsonNode | undefined, lastUrl: string) {
  expect(list?.['@context'] ?? 'https://schema.org').toBe('https://schema.org');
  const items = list!.itemListElement as Array<JsonNode>;
  expect(items.length).toBeGreaterThanOrEqual(2);
  items.forEach((item, index) => {
    expect(item).toMatchObject({
      '@type': 'ListItem',
      position: index + 1,
      name: expect.any(String),
      item: expect.stringMatching(/^http/),
    });
  });
  expect(items[items.length - 1].item).toBe(lastUrl);
}

test.describe('metadata and structured data', () => {
  test.beforeEach(async ({ page }) => {
    await passAgeGate(page);
  });

  test('product page: title with name and sizes, description with prices, canonical, preview image, Product and BreadcrumbList', async ({
    page,
    axe,
  }) => {
    const detail = await findProduct((d) => d.product_detail.variations.filter((v) => v.regular_price !== null).length >= 2);
    const product = detail.product_detail;
    const available = product.variations.filter((v) => v.regular_price !== null);
    await page.goto(`/product/${product.id}?variation=${available[1].variation_id}&sort=ASC`);
    const h = await head(page);
    expect(h.title).toBe(`${product.name} ${available.map((v) => v.size).join(' / ')} | Liquor Express`);
    for (const v of available) expect(h.description).toContain(`${v.size} $${(v.sale_price ?? v.regular_price)!.toFixed(2)}`);
    expect(h.canonical).toBe(`${ORIGIN}/product/${product.id}`);
    expect(h.robots).toBeNull();
    expect(await h.og('type')).toBe('product');
    expect(await h.og('url')).toBe(`${ORIGIN}/product/${product.id}`);
    const image = await h.og('image');
    expect(image).toMatch(/^http:\/\/localhost:\d+\/api\/v1\/media\/.+\.svg$/);
    expect(await h.og('image:width')).toBe('400');
    expect(await h.og('image:height')).toBe('400');
    expect(await h.twitter('card')).toBe('summary_large_image');
    expect(await h.twitter('image')).toBe(image);
    expect((await page.request.get(image!)).status()).toBe(200);

    const blocks = await jsonLd(page);
    const [item] = ofType(blocks, 'Product');
    expect(item).toMatchObject({ '@context': 'https://schema.org', name: product.name, url: `${ORIGIN}/product/${product.id}` });
    expect(item.image.every((src: string) => /^http/.test(src))).toBe(true);
    expect(item.offers).toHaveLength(available.length);
    item.offers.forEach((offer: JsonNode, i: number) => {
      const v = available[i];
      expect(offer).toMatchObject({
        '@type': 'Offer',
        price: (v.sale_price ?? v.regular_price)!.toFixed(2),
        priceCurrency: 'USD',
        availability: v.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      });
    });
    expectBreadcrumbList(ofType(blocks, 'BreadcrumbList')[0], `${ORIGIN}/product/${product.id}`);
    await axe.check(page);
  });

  test('a product with reviews carries AggregateRating; one without does not', async ({ page }) => {
    const rated = await findProduct(() => true);
    const response = await fetch(`${API_URL}/product-detail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ product_id: rated.product_detail.id }),
    });
    const full = ((await response.json()) as { data: { product_detail: { review_count: number; average_rating: number } } }).data
      .product_detail;
    await page.goto(`/product/${rated.product_detail.id}`);
    const [item] = ofType(await jsonLd(page), 'Product');
    if (full.review_count > 0 && full.average_rating > 0) {
      expect(item.aggregateRating).toMatchObject({
        '@type': 'AggregateRating',
        ratingValue: full.average_rating,
        reviewCount: full.review_count,
      });
    } else {
      expect(item.aggregateRating).toBeUndefined();
    }
  });

  test('listing: count in the description, canonical without sorting, page 2 its own canonical with prev/next', async ({ page, axe }) => {
    const total = await countProducts({});
    await page.goto('/product-listing?sort=DSC');
    let h = await head(page);
    expect(h.title).toBe('New Arrivals | Liquor Express');
    expect(h.description).toContain(`${total} wines and spirits`);
    expect(h.canonical).toBe(`${ORIGIN}/product-listing`);
    expect(h.robots).toBeNull();
    expect(h.next).toBe(`${ORIGIN}/product-listing?page=2`);
    await axe.check(page);

    await page.goto('/product-listing?page=2&sort=ASC');
    h = await head(page);
    expect(h.title).toBe('New Arrivals - Page 2 | Liquor Express');
    expect(h.description).toContain('page 2 of');
    expect(h.canonical).toBe(`${ORIGIN}/product-listing?page=2`);
    expect(h.prev).toBe(`${ORIGIN}/product-listing`);
    expect(h.next).toBe(`${ORIGIN}/product-listing?page=3`);
  });

  test('search results and empty results are noindex', async ({ page }) => {
    await page.goto('/product-listing?search=wine');
    let h = await head(page);
    expect(h.robots).toBe('noindex');
    expect(h.title).toBe('Search: wine | Liquor Express');
    expect(h.canonical).toBeNull();

    const sizes = await section('size');
    await page.goto(`/product-listing?min_price=999990&max_price=999999&size=${sizes.section_listing[0].category_id}`);
    await expect(page.getByText('Products Not Found')).toBeVisible();
    h = await head(page);
    expect(h.robots).toBe('noindex');
  });

  test('category page: what and how many, canonical, BreadcrumbList', async ({ page, axe }) => {
    const categories = (await section('category')).section_listing;
    const parent = categories.find((c) => (c.children ?? []).length > 0)!;
    const child = parent.children![0];
    const count = await countProducts({ category: [child.category_id] });
    await page.goto(`/category/${parent.category_slug}/${child.category_slug}?sort=ASC`);
    const h = await head(page);
    expect(h.title).toBe(`${child.category_name} - ${parent.category_name} | Liquor Express`);
    expect(h.description).toContain(`${count} ${child.category_name} products`);
    expect(h.canonical).toBe(`${ORIGIN}/category/${parent.category_slug}/${child.category_slug}`);
    const [crumbs] = ofType(await jsonLd(page), 'BreadcrumbList');
    expectBreadcrumbList(crumbs, `${ORIGIN}/category/${parent.category_slug}/${child.category_slug}`);
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Shop', parent.category_name, child.category_name]);
    await axe.check(page);
  });

  test('home and content pages: Organization with the stores as LiquorStore entries', async ({ page, axe }) => {
    const stores = await fetch(`${API_URL}/get-stores`, { method: 'POST' }).then(
      (r) => r.json() as Promise<{ data: { store_location: unknown[] } }>,
    );
    for (const path of ['/', '/about/our-story/']) {
      await page.goto(path);
      const h = await head(page);
      expect(h.canonical).toBe(`${ORIGIN}${path}`);
      expect(h.description?.length).toBeGreaterThan(20);
      const blocks = await jsonLd(page);
      const [organization] = ofType(blocks, 'Organization');
      expect(organization).toMatchObject({ name: 'Liquor Express', url: `${ORIGIN}/` });
      const liquorStores = ofType(blocks, 'LiquorStore');
      expect(liquorStores).toHaveLength(stores.data.store_location.length);
      for (const store of liquorStores) {
        expect(store).toMatchObject({
          name: expect.any(String),
          address: {
            '@type': 'PostalAddress',
            streetAddress: expect.any(String),
            addressLocality: expect.any(String),
            postalCode: expect.any(String),
          },
          openingHoursSpecification: expect.arrayContaining([
            expect.objectContaining({ '@type': 'OpeningHoursSpecification', opens: expect.any(String) }),
          ]),
          parentOrganization: { '@id': organization['@id'] },
        });
      }
    }
    await axe.check(page);
  });

  test('every main page has its own title and description', async ({ page }) => {
    const paths = [
      '/',
      '/product-listing',
      '/product-listing?page=2',
      '/category/wine',
      '/category/spirits',
      '/product/1',
      '/product/2',
      '/about/our-story/',
      '/classes-events/',
    ];
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of paths) {
      await page.goto(path);
      const h = await head(page);
      expect(h.title, path).toMatch(/ \| Liquor Express$/);
      titles.add(h.title);
      descriptions.add(h.description ?? '');
    }
    expect(titles.size).toBe(paths.length);
    expect(descriptions.size).toBe(paths.length);
  });

  test('cart, checkout, wish list, payment, order-not-found and the 404 page are noindex', async ({ page }) => {
    for (const path of ['/your-shopping-cart', '/cart', '/checkout', '/wish-list', '/order-not-found', '/no-such-page-here']) {
      await page.goto(path);
      const h = await head(page);
      expect(h.robots, path).toBe('noindex');
      expect(h.canonical, path).toBeNull();
      expect(h.title, path).toMatch(/Liquor Express$/);
    }
    expect((await head(page)).title).toBe('Page not found | Liquor Express');
  });

  test('catalogue text cannot break out of the JSON-LD script', async ({ page }) => {
    const title = 'Notes </script><script>window.__pwned = 1</script> & <!-- more';
    // The test hooks live with the shop API (in-process on Node, standalone beside a Worker).
    const created = await fetch(`${new URL(API_URL).origin}/__test/content-page`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/e2e/hostile-title/', title }),
    });
    expect(created.status).toBe(200);
    await page.goto('/e2e/hostile-title/');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const blocks = await jsonLd(page);
    const [crumbs] = ofType(blocks, 'BreadcrumbList');
    expect(crumbs.itemListElement.at(-1).name).toBe(title);
    // No script element was injected (the title's text only appears inside escaped data), and nothing ran.
    expect(
      await page.locator('script').evaluateAll((els) => els.filter((e) => e.textContent?.trim() === 'window.__pwned = 1').length),
    ).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? null).catch(() => null)).toBeNull();
  });
});

test.describe('the age gate versus crawlers and link previews', () => {
  test('a visitor who has not answered sees the gate, and the preview tags are in the HTML all the same', async ({ page }) => {
    const detail = await findProduct(() => true);
    const response = await page.goto(`/product/${detail.product_detail.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('dialog', { name: 'Are you 21 or older?' })).toBeVisible();
    const h = await head(page);
    expect(await h.og('title')).toContain(detail.product_detail.name);
    expect(await h.og('image')).toMatch(/^http/);
    // The server's HTML itself, as a link-preview fetcher gets it (no cookies, no JavaScript).
    const html = await (
      await fetch(`${ORIGIN}/product/${detail.product_detail.id}`, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/130' } })
    ).text();
    expect(html).toContain('data-testid="age-gate"');
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);
    expect(html).toContain('<script type="application/ld+json">');
  });

  test.describe('for search-engine bots', () => {
    test.use({ userAgent: GOOGLEBOT });
    test('no gate, the whole product page and its structured data', async ({ page }) => {
      const detail = await findProduct(() => true);
      await page.goto(`/product/${detail.product_detail.id}`);
      await expect(page.getByRole('heading', { level: 1, name: detail.product_detail.name })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Are you 21 or older?' })).toHaveCount(0);
      expect(ofType(await jsonLd(page), 'Product')).toHaveLength(1);
    });
  });
});

test.describe('robots.txt and sitemap', () => {
  test('robots.txt keeps crawlers out of private pages and names the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const text = await response.text();
    for (const line of [
      'Disallow: /checkout',
      'Disallow: /your-shopping-cart',
      'Disallow: /payment',
      'Disallow: /account',
      'Disallow: /*?dialog=',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  test('the sitemap lists every listed product once, from the configured origin', async ({ request }) => {
    const response = await request.get('/sitemap.xml', { headers: { 'X-Forwarded-Host': 'evil.example' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    expect(response.headers()['cache-control']).toMatch(/max-age=\d+/);
    const xml = await response.text();
    expect(xml).not.toContain('evil.example');
    const products = [...xml.matchAll(/<loc>([^<]+\/product\/\d+)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(products).size).toBe(products.length);
    expect(products.length).toBe(await countProducts({}));
    expect(products.every((loc) => loc.startsWith(`${ORIGIN}/product/`))).toBe(true);
    expect(xml).toContain(`<loc>${ORIGIN}/about/our-story/</loc>`);
    expect((await request.get('/sitemaps/products-99.xml')).status()).toBe(404);
  });
});
