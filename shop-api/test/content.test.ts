import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './commerce-fixtures';
import { loadWishlistPromos } from '../src/catalogue/wishlist-promos';
import { createTestShop, eventually, type TestShop } from './support';

let shop: TestShop;
let base: string;

beforeAll(async () => {
  shop = await createTestShop();
  base = shop.config.publicBaseUrl;
});
afterAll(() => shop?.close());

const isMediaUrl = (value: unknown) => typeof value === 'string' && value.startsWith(`${base}/media/`);

function expectSliderItem(item: any) {
  expect(isMediaUrl(item.slider_image.image_url), JSON.stringify(item)).toBe(true);
  expect(typeof item.slider_image.image_alt).toBe('string');
  for (const key of ['slider_title', 'slider_sub_title', 'slider_button_title', 'slider_button_url', 'slider_price', 'link', 'uid']) {
    expect(typeof item[key], key).toBe('string');
  }
  expect(item.slider_title).not.toBe('');
  expect(item.link).toMatch(/^\//);
}

function expectCards(list: any[], min: number) {
  expect(list.length).toBeGreaterThanOrEqual(min);
  for (const card of list) {
    expect(card).toMatchObject({
      product_id: expect.any(Number),
      uid: expect.any(String),
      in_wishlist: expect.any(Boolean),
      product_stock: expect.any(Number),
    });
    expect(isMediaUrl(card.product_image)).toBe(true);
  }
}

describe('POST /home-page', () => {
  it('answers every home-page section', async () => {
    const res = await shop.call('POST', '/home-page', { body: { location_id: 1, order: 'ASC', user_id: 7 } });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(Object.keys(d).sort()).toEqual(
      [
        'top_section',
        'trending_wines_section',
        'picks_in_sacramento_section',
        'banner_slider_section',
        'new_arrival_section',
        'unlock_banner_section',
        'top_products_section',
        'popular_in_sacramento_section',
        'faqs_more_explore_section',
      ].sort(),
    );
    expect(d.top_section.slider_listing.length).toBeGreaterThanOrEqual(3);
    expect(d.top_section.box_listing).toHaveLength(2);
    [...d.top_section.slider_listing, ...d.top_section.box_listing, ...d.trending_wines_section.slider_listing].forEach(expectSliderItem);

    expect(d.trending_wines_section.section_title).toBe('Trending Wines');
    expectCards(d.trending_wines_section.product_listing, 4);
    expectCards(d.new_arrival_section.product_listing, 8);
    for (const key of ['top_selling', 'trending', 'top_rated']) {
      expect(typeof d.top_products_section[key].section_title).toBe('string');
      expectCards(d.top_products_section[key].product_listing, 3);
    }
    expectCards(d.faqs_more_explore_section.more_explore_section.product_listing, 4);

    for (const tile of d.picks_in_sacramento_section.slider_listing) {
      expect(tile).toMatchObject({
        category_id: expect.any(Number),
        category_title: expect.any(String),
        category_slug: expect.any(String),
      });
      expect(tile.link).toMatch(/^\/category\/(wine|spirits)\/[a-z-]+$/);
      expect(isMediaUrl(tile.image)).toBe(true);
    }
    expect(d.faqs_more_explore_section.faq_section.faq_listing.length).toBeGreaterThanOrEqual(4);
    for (const faq of d.faqs_more_explore_section.faq_section.faq_listing) {
      expect(faq.faq_title).toMatch(/\?$/);
      expect(faq.faq_content).toMatch(/^<p>/);
    }
  });

  it('shows all 14 banner layouts, both tile variants and the unlock banner', async () => {
    const d = (await shop.call('POST', '/home-page')).body.data;
    const banners = d.banner_slider_section.slider_listing;
    banners.forEach(expectSliderItem);
    expect(banners.map((b: any) => b.layout).sort((a: number, b: number) => a - b)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(banners.some((b: any) => typeof b.offer_tagline === 'string')).toBe(true);
    expectSliderItem(d.unlock_banner_section);
    expect(d.unlock_banner_section.layout).toBeGreaterThanOrEqual(1);
    const tiles = d.popular_in_sacramento_section.slider_listing;
    expect(new Set(tiles.map((t: any) => t.variant))).toEqual(new Set([1, 2]));
    const box = d.popular_in_sacramento_section.box_section;
    expect(box).toMatchObject({
      section_title: expect.any(String),
      section_sub_title: expect.any(String),
      button_title: expect.any(String),
    });
    expect(box.button_url).toMatch(/^\//);
    expect(isMediaUrl(box.image)).toBe(true);
  });

  it('hydrates product lists from the live catalogue', async () => {
    const d = (await shop.call('POST', '/home-page')).body.data;
    const card = d.new_arrival_section.product_listing[0];
    const variation = await shop.db
      .selectFrom('variations')
      .select(['id', 'stock'])
      .where('id', '=', card.variation_id)
      .executeTakeFirstOrThrow();
    expect(card.product_stock).toBe(Number(variation.stock));

    // A stock change shows on the next answer: the document stores ids, not copies.
    await shop.db.updateTable('variations').set({ stock: 77 }).where('id', '=', variation.id).execute();
    const again = await eventually(
      async () => (await shop.call('POST', '/home-page')).body.data.new_arrival_section.product_listing[0],
      (card) => card.product_stock === 77,
    );
    expect(again.product_stock).toBe(77);
    await shop.db.updateTable('variations').set({ stock: variation.stock }).where('id', '=', variation.id).execute();
  });

  it('marks the signed-in user’s wish-list products', async () => {
    const { token, userId } = await signUp(shop, 'Home');
    const anonymous = (await shop.call('POST', '/home-page')).body.data;
    const wished = anonymous.top_products_section.top_rated.product_listing[0].product_id;
    await shop.db
      .insertInto('wishlist_items')
      .values({ user_id: userId, product_id: wished, variation_id: null, location_id: null })
      .execute();
    const signedIn = (await shop.call('POST', '/home-page', { token })).body.data;
    expect(signedIn.top_products_section.top_rated.product_listing[0].in_wishlist).toBe(true);
    expect(anonymous.top_products_section.top_rated.product_listing[0].in_wishlist).toBe(false);
    await shop.resetUserData();
  });

  it('answers 400 for bad input', async () => {
    expect((await shop.call('POST', '/home-page', { body: { location_id: 'abc' } })).status).toBe(400);
    expect((await shop.call('POST', '/home-page', { rawBody: 'nope' })).status).toBe(400);
  });
});

describe('POST /theme-option', () => {
  it('answers the header menu and the footer', async () => {
    const res = await shop.call('POST', '/theme-option');
    expect(res.status).toBe(200);
    const { header, footer } = res.body.data;
    expect(isMediaUrl(header.header_logo)).toBe(true);
    const menu = header.heder_menu as Array<{ id: number; title: string; link: string; children: any[] }>;
    expect(menu.find((m) => m.link === '/contact-us/')).toBeDefined();
    expect(menu.find((m) => m.link === '/product-listing')).toBeDefined();
    expect(menu.find((m) => m.link === '/classes-events/')).toBeDefined();
    const wine = menu.find((m) => m.title === 'Wine')!;
    expect(wine.link).toBe('/category/wine/');
    expect(wine.children.map((c) => c.link)).toContain('/category/wine/red-wine');
    const ids = [...menu, ...menu.flatMap((m) => m.children)].map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of [...menu, ...menu.flatMap((m) => m.children)]) expect(item.link).toMatch(/^\//);

    expect(isMediaUrl(footer.footer_logo)).toBe(true);
    expect(footer.logo_content).toMatch(/^<p>/);
    expect(footer.copyright_content).toContain('Liquor Express');
    expect(footer.footer_menu_list.length).toBeGreaterThanOrEqual(2);
    for (const column of footer.footer_menu_list) {
      expect(typeof column.menu_title).toBe('string');
      for (const link of column.menu_list)
        expect(link).toMatchObject({ id: expect.any(Number), title: expect.any(String), link: expect.stringMatching(/^\//) });
    }
    for (const key of ['facebook_url', 'instagram_url', 'twitter_url', 'youtube_url']) expect(footer.social[key]).toMatch(/^https:\/\//);
  });

  it('links only to pages and categories that exist', async () => {
    const { header, footer } = (await shop.call('POST', '/theme-option')).body.data;
    const links: string[] = [
      ...header.heder_menu.flatMap((m: any) => [m.link, ...m.children.map((c: any) => c.link)]),
      ...footer.footer_menu_list.flatMap((c: any) => c.menu_list.map((l: any) => l.link)),
    ];
    const categories = await shop.db.selectFrom('categories').select('slug').execute();
    const slugs = new Set(categories.map((c) => c.slug));
    for (const link of links) {
      const category = /^\/category\/([a-z-]+)\/([a-z-]*)$/.exec(link);
      if (category) {
        expect(slugs.has(category[1]), link).toBe(true);
        if (category[2]) expect(slugs.has(category[2]), link).toBe(true);
      } else if (!['/product-listing', '/classes-events/', '/contact-us/'].includes(link)) {
        expect((await shop.call('POST', '/common-page', { body: { page_path: link } })).status, link).toBe(200);
      }
    }
  });
});

describe('POST /get-stores', () => {
  it('answers at least four stores offering pickup and delivery', async () => {
    const res = await shop.call('POST', '/get-stores', { body: {} });
    expect(res.status).toBe(200);
    const stores = res.body.data.store_location as any[];
    expect(stores.filter((s) => s.offers_pickup && s.offers_delivery).length).toBeGreaterThanOrEqual(4);
    for (const store of stores) {
      expect(store.location_title).toMatch(/^Liquor Express .+ [A-Z][a-z]+$/);
      expect(isMediaUrl(store.location_image)).toBe(true);
      expect(typeof store.delivery_rate).toBe('number');
      expect(Number.isFinite(store.delivery_rate)).toBe(true);
    }
    expect(stores[0]).toMatchObject({
      location_id: expect.any(Number),
      location_title: 'Liquor Express Midtown Sacramento',
      delivery_rate: 4.99,
    });
  });
});

describe('POST /common-page', () => {
  const page = (body: unknown) => shop.call('POST', '/common-page', { body });

  it('answers the privacy and terms pages by id', async () => {
    const privacy = await page({ location_id: 1, page_id: 24637 });
    expect(privacy.status).toBe(200);
    expect(privacy.body.data).toMatchObject({ page_id: 24637, page_url: '/legal/privacy-policy/', page_title: 'Privacy Policy' });
    const terms = await page({ page_id: '24636' });
    expect(terms.body.data).toMatchObject({ page_id: 24636, page_url: '/legal/terms-and-conditions/' });
    expect(terms.body.data.sections[0].section_data.section_content).toMatch(/^<p>/);
  });

  it('answers a content page by path, with or without slashes', async () => {
    for (const path of ['/about/our-story/', 'about/our-story', '/About/Our-Story']) {
      const res = await page({ page_path: path });
      expect(res.status, path).toBe(200);
      expect(res.body.data.page_title).toBe('Our Story');
      expect(res.body.data.page_url).toBe('/about/our-story/');
      for (const section of res.body.data.sections) expect(section.section_data.section_content).toMatch(/^</);
    }
  });

  it('gives every page a /{section}/{page}/ url the storefront can route', async () => {
    const pages = await shop.db.selectFrom('pages').select(['id', 'path']).execute();
    expect(pages.length).toBeGreaterThanOrEqual(5);
    for (const p of pages) {
      expect(p.path).toMatch(/^\/[a-z0-9-]+\/[a-z0-9-]+\/$/);
      expect((await page({ page_path: p.path })).body.data.page_id).toBe(p.id);
    }
  });

  it('answers 404 for unknown pages', async () => {
    for (const body of [{ page_id: 1 }, { page_path: '/no/such-page/' }, { page_path: '/../etc/passwd' }, { page_path: '/%00/' }]) {
      const res = await page(body);
      expect(res.status, JSON.stringify(body)).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Page not found' });
    }
  });

  it('answers 400 without a page or with wrong types', async () => {
    for (const body of [{}, { page_id: 'privacy' }, { page_path: 42 }, { page_id: -1 }, { page_path: '   ' }]) {
      const res = await page(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toBeDefined();
    }
  });
});

describe('POST /private-class', () => {
  it('answers the private class blocks in page order', async () => {
    const res = await shop.call('POST', '/private-class', { body: { location_id: 2 } });
    expect(res.status).toBe(200);
    const blocks = res.body.data.section_data as any[];
    expect(blocks.map((b) => b.section_key)).toEqual([
      'banner',
      'book_our_room',
      'class_options',
      'meeting_guidelines',
      'request_banner',
      'more_options',
    ]);
    const byKey = Object.fromEntries(blocks.map((b) => [b.section_key, b]));
    expect(isMediaUrl(byKey.banner.section_image)).toBe(true);
    for (const key of ['class_options', 'meeting_guidelines']) {
      expect(byKey[key].section_listing.length).toBeGreaterThanOrEqual(3);
      for (const faq of byKey[key].section_listing)
        expect(faq).toMatchObject({
          id: expect.any(Number),
          section_title: expect.any(String),
          section_content: expect.stringMatching(/^<p>/),
        });
    }
    for (const card of byKey.more_options.section_listing) {
      expect(card.listing_url).toMatch(/^https:\/\//);
      expect(isMediaUrl(card.listing_image)).toBe(true);
      expect(card).toMatchObject({
        listing_title: expect.any(String),
        listing_slug: expect.any(String),
        listing_button_title: expect.any(String),
      });
    }
    expect(byKey.request_banner.button_url).toBe('/contact-us/');
  });

  it('answers 400 for a bad location', async () => {
    expect((await shop.call('POST', '/private-class', { body: { location_id: [1] } })).status).toBe(400);
  });
});

describe('loadWishlistPromos', () => {
  it('answers the promo cards with absolute images', async () => {
    const promos = await loadWishlistPromos(shop.db, shop.config);
    expect(promos.length).toBeGreaterThanOrEqual(2);
    for (const promo of promos) {
      expect(isMediaUrl(promo.card_image.image_url)).toBe(true);
      expect(typeof promo.card_price).toBe('number');
      expect(promo.card_button_url).toMatch(/^\//);
      expect((await shop.call('GET', promo.card_image.image_url.slice(base.length))).status).toBe(200);
    }
  });
});
