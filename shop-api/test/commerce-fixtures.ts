import { randomBytes } from 'node:crypto';
import type { ShopDb } from '../src/db/connection';
import { setVariationStock } from '../src/catalogue/store-stock';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestShop, type TestShop } from './support';

/**
 * A few products with known prices and stock, added beside the seeded catalogue so the cart,
 * wish-list, order and payment tests do not depend on what the seed generator picks.
 */
export interface FixtureCatalogue {
  /** 750 ml: 20.00, on sale 15.50, stock 5 (first); 1.5 l: 35.00, no sale, stock 2. */
  wine: { id: number; uid: string; bottle: number; magnum: number };
  /** One variation: 30.00, no sale, stock 10. */
  gin: { id: number; uid: string; bottle: number };
  /** Stock 0. */
  soldOut: { id: number; bottle: number };
  /** First variation has no regular price (unavailable); the second (12.00, stock 3) is available. */
  partly: { id: number; unavailable: number; available: number };
  /** Flagged not_found: behaves as unknown. */
  hidden: { id: number; bottle: number };
  /** Delivers at 7.50. */
  deliveryStore: number;
  /** Pickup only. */
  pickupStore: number;
}

export async function addFixtureCatalogue(db: ShopDb): Promise<FixtureCatalogue> {
  const tag = randomBytes(4).toString('hex');
  const category = await db
    .insertInto('categories')
    .values({ parent_id: null, title: 'Fixture Wines', slug: `fixture-${tag}`, image: 'category/fixture.svg' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const size = async (name: string) =>
    (
      await db
        .insertInto('terms')
        .values({ kind: 'size', name, slug: `fixture-${tag}-${name.toLowerCase().replace(/\W+/g, '')}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const bottleSize = await size('750ml');
  const magnumSize = await size('1.5L');

  const product = async (key: string, title: string, notFound = false) => {
    const uid = `fixture-${tag}-${key}`;
    const row = await db
      .insertInto('products')
      .values({ uid, title, slug: uid, category_id: category.id, image: null, gallery: '[]', sections: '{}', not_found: notFound })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, uid };
  };
  const store = async (title: string, offersDelivery: boolean, rate: number) =>
    (
      await db
        .insertInto('stores')
        .values({ title, image: 'store/fixture.svg', offers_pickup: true, offers_delivery: offersDelivery, delivery_rate: rate, sort: 99 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const deliveryStore = await store('Fixture Cellar Midtown', true, 7.5);
  const pickupStore = await store('Fixture Corner Downtown', false, 0);

  // All of the stock sits at the delivery store (it offers pickup too).
  const variation = async (productId: number, sizeId: number, regular: number | null, sale: number | null, stock: number, sort = 0) => {
    const { id } = await db
      .insertInto('variations')
      .values({ product_id: productId, size_id: sizeId, regular_price: regular, sale_price: sale, stock: 0, sort })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setVariationStock(db, id, stock, deliveryStore);
    return id;
  };

  const wine = await product('wine', 'Fixture Tinto Reserva');
  const gin = await product('gin', 'Fixture Dry Gin');
  const soldOut = await product('sold-out', 'Fixture Sold Out Rum');
  const partly = await product('partly', 'Fixture Partly Available Vodka');
  const hidden = await product('hidden', 'Fixture Hidden Brandy', true);

  return {
    wine: {
      ...wine,
      bottle: await variation(wine.id, bottleSize, 20, 15.5, 5, 0),
      magnum: await variation(wine.id, magnumSize, 35, null, 2, 1),
    },
    gin: { ...gin, bottle: await variation(gin.id, bottleSize, 30, null, 10) },
    soldOut: { id: soldOut.id, bottle: await variation(soldOut.id, bottleSize, 10, null, 0) },
    partly: {
      id: partly.id,
      unavailable: await variation(partly.id, bottleSize, null, null, 5, 0),
      available: await variation(partly.id, magnumSize, 12, null, 3, 1),
    },
    hidden: { id: hidden.id, bottle: await variation(hidden.id, bottleSize, 9, null, 9) },
    deliveryStore,
    pickupStore,
  };
}

/** Puts the fixture stock back (a successful payment decrements it). */
async function restoreFixtureStock(db: ShopDb, f: FixtureCatalogue): Promise<void> {
  const stock: Array<[number, number]> = [
    [f.wine.bottle, 5],
    [f.wine.magnum, 2],
    [f.gin.bottle, 10],
    [f.soldOut.bottle, 0],
    [f.partly.unavailable, 5],
    [f.partly.available, 3],
  ];
  for (const [id, value] of stock) await setVariationStock(db, id, value, f.deliveryStore);
}

let userCounter = 0;

/** Registers and signs in a fresh shopper; returns the token and user id. */
export async function signUp(shop: TestShop, name = 'Shopper'): Promise<{ token: string; userId: number; email: string }> {
  const email = `${name.toLowerCase()}.${++userCounter}.${randomBytes(3).toString('hex')}@example.com`;
  const password = 'Sommelier1!';
  const registered = await shop.call('POST', '/registration', {
    body: { firstname: name, lastname: 'Test', email_address: email, password, phonenumber: '+1 555 010 2030', country: 'United States' },
  });
  if (registered.status !== 201) throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
  const login = await shop.call('POST', '/login', { body: { email_address: email, password } });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { token: login.body.data.token, userId: login.body.data.user_id, email };
}

interface CommerceTestState {
  shop: TestShop;
  f: FixtureCatalogue;
  token: string;
  userId: number;
}

/**
 * The set-up every commerce test file shares: one shop per file with the fixture catalogue;
 * before each test, user data wiped, fixture stock restored and a fresh shopper signed in.
 * `use` receives the state after each step, so files keep plain variables for it.
 */
export function useCommerceTestShop(use: (state: CommerceTestState) => void): void {
  let shop: TestShop;
  let f: FixtureCatalogue;
  beforeAll(async () => {
    shop = await createTestShop();
    f = await addFixtureCatalogue(shop.db);
    use({ shop, f, token: '', userId: 0 });
  });
  afterAll(() => shop?.close());
  beforeEach(async () => {
    await shop.resetUserData();
    await restoreFixtureStock(shop.db, f);
    const { token, userId } = await signUp(shop);
    use({ shop, f, token, userId });
  });
}

/** Next year's last two digits: a card expiry that is always in the future. */
export const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
/** A card the built-in payment page accepts: a Luhn-valid number that expires next year. */
export const GOOD_CARD = { name: 'Ana Souza', card_number: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '123' };

const PICKUP_BILLING = {
  billing_first_name: 'Ana',
  billing_last_name: 'Souza',
  billing_email: 'ana@example.com',
  billing_phone: '9165550100',
};

/** Places a pickup order of one line at the given store. */
export function placePickup(shop: TestShop, token: string, storeId: number, variationId: number, productId: number, quantity: number) {
  return shop.call('POST', '/place-order', {
    token,
    body: {
      products: [{ product_id: productId, variation_id: variationId, quantity }],
      order_delivery_type: 'pickup',
      location_id: storeId,
      ...PICKUP_BILLING,
    },
  });
}

/** The path of the order's card page, under the API's base. */
export async function cardPagePath(shop: TestShop, token: string, orderId: number): Promise<string> {
  const intent = await shop.call('POST', '/create-payment-intent', { token, body: { order_id: orderId } });
  return new URL(intent.body.data.payment_url).pathname.replace(/^\/api\/v1/, '');
}

/** Pays on a card page with GOOD_CARD, as the page's form does. */
export function payWithGoodCard(shop: TestShop, path: string) {
  return shop.call('POST', path, {
    rawBody: new URLSearchParams(GOOD_CARD).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}
