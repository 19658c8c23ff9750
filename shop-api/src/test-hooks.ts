/**
 * TEST-ONLY endpoints under /__test, enabled by E2E_TEST_HOOKS=1 (never in production). They live
 * with the API so the e2e suite reaches them wherever the API runs: mounted in-process by
 * server.ts, or on the standalone API (serve.ts) that the Worker storefront talks to.
 *
 * POST /__test/expire-tokens { email }: expires that user's sign-in tokens, so a test sees the
 * forced sign-out on 401 without touching other tests' sessions.
 * POST /__test/content-page { path, title, content? }: creates (or replaces) a content page, so a
 * test can put hostile catalogue text (a title containing </script>) into a page's JSON-LD.
 * POST /__test/claim-products { candidates, count, owner? }: hands out `count` of the candidate product
 * ids that no earlier call has claimed, so every e2e test buys its own products (stock and carts
 * never shared) in whichever worker and project it runs, without hand-numbered slices. A call
 * naming an owner gets that owner's earlier products back first: a retried test takes what its
 * failed attempt took (when still candidates) rather than using up the seed.
 * POST /__test/product-fault { product_id, fault: 'error' | 'stall' }: from now on /product-detail
 * for that product answers 500 without a message, or does not answer for 15 s, so a test can
 * show the storefront's 502 and 504 pages (ADR 0111). Tests use ids no product has, so parallel
 * tests never see the fault. `injectedFault(request)` is asked before the API answers.
 * POST /__test/variation { variation_id, regular_price?, sale_price?, stock?, store_id? }: changes a
 * variation's prices or stock, as a back office would, so a test can see how soon shoppers see it.
 * The stock is that store's with store_id (setStoreStock), else all of it at the first store (setVariationStock).
 * POST /__test/clock { now: ISO 8601 | null }: fixes the API's clock (shopNow, clock.ts) for pickup
 * ready times, or (null) gives it back the real time.
 * POST /__test/payment-start-fault { email, count }: the next `count` /create-payment-intent calls
 * made with that shopper's current sign-in tokens answer 500, so a test sees a payment page that
 * cannot be opened; other shoppers' payments are untouched.
 */
import type { ShopDb } from './db/connection';
import { bearerToken, hashToken } from './auth/tokens';
import { setStoreStock, setVariationStock } from './catalogue/store-stock';
import { fixShopClock } from './clock';

export const TEST_HOOKS_PREFIX = '/__test/';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

/** The hook's answer, or undefined when the request is not for a test hook. */
export async function handleTestHook(request: Request, db: ShopDb): Promise<Response | undefined> {
  const { pathname } = new URL(request.url);
  if (request.method === 'POST' && pathname === `${TEST_HOOKS_PREFIX}content-page`) return putContentPage(request, db);
  if (request.method === 'POST' && pathname === `${TEST_HOOKS_PREFIX}claim-products`) return claimProducts(request);
  if (request.method === 'POST' && pathname === `${TEST_HOOKS_PREFIX}product-fault`) return putProductFault(request);
  if (request.method === 'POST' && pathname === `${TEST_HOOKS_PREFIX}variation`) return changeVariation(request, db);
  if (request.method === 'POST' && pathname === `${TEST_HOOKS_PREFIX}clock`) return fixClock(request);
  if (request.method === 'POST' && pathname === `${TEST_HOOKS_PREFIX}payment-start-fault`) return putPaymentStartFault(request, db);
  if (request.method !== 'POST' || pathname !== `${TEST_HOOKS_PREFIX}expire-tokens`) return undefined;
  const body = (await request.json().catch(() => ({}))) as { email?: unknown };
  const email = String(body?.email ?? '')
    .trim()
    .toLowerCase();
  if (!email) return json(400, { success: false, message: 'email is required' });
  const users = db.selectFrom('users').select('id').where('email', '=', email);
  const result = await db
    .updateTable('auth_tokens')
    .set({ expires_at: new Date(0) })
    .where('user_id', 'in', users)
    .executeTakeFirst();
  return json(200, { success: true, data: { expired: Number(result.numUpdatedRows) } });
}

async function putContentPage(request: Request, db: ShopDb): Promise<Response> {
  const body = (await request.json().catch(() => ({}))) as { path?: unknown; title?: unknown; content?: unknown };
  const path = String(body?.path ?? '');
  const title = String(body?.title ?? '');
  if (!/^\/[a-z0-9-]+\/[a-z0-9-]+\/$/.test(path) || !title) {
    return json(400, { success: false, message: 'path (/{section}/{page}/) and title are required' });
  }
  const sections = JSON.stringify([{ section_data: { section_content: `<p>${String(body?.content ?? 'Test page.')}</p>` } }]);
  // The id follows from the path, so parallel workers writing the same page agree.
  const id = 900_000 + [...path].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 99_991, 7);
  await db
    .insertInto('pages')
    .values({ id, path, title, sections })
    .onConflict((oc) => oc.column('path').doUpdateSet({ title, sections, updated_at: new Date() }))
    .execute();
  return json(200, { success: true, data: { path } });
}

async function fixClock(request: Request): Promise<Response> {
  const body = (await request.json().catch(() => ({}))) as { now?: unknown };
  const now = body?.now === null ? null : new Date(String(body?.now ?? ''));
  if (now !== null && Number.isNaN(now.getTime())) return json(400, { success: false, message: 'now (ISO 8601) or null is required' });
  fixShopClock(now);
  return json(200, { success: true, data: { now: now?.toISOString() ?? null } });
}

/** Product ids already handed to a test, with the owner that claimed them ('' for none): one map per API process, which owns the test database. */
const claimedProductIds = new Map<number, string>();

async function claimProducts(request: Request): Promise<Response> {
  const body = (await request.json().catch(() => ({}))) as { candidates?: unknown; count?: unknown; owner?: unknown };
  const candidates = Array.isArray(body?.candidates) ? body.candidates.filter((id): id is number => Number.isSafeInteger(id)) : [];
  const count = Number(body?.count);
  const owner = typeof body?.owner === 'string' ? body.owner : '';
  if (!Number.isSafeInteger(count) || count < 1)
    return json(400, { success: false, message: 'count (a positive whole number) is required' });
  // Synchronous from here on, so two concurrent claims can never take the same id.
  const own = owner ? candidates.filter((id) => claimedProductIds.get(id) === owner) : [];
  const claimed = [...own, ...candidates.filter((id) => !claimedProductIds.has(id))].slice(0, count);
  if (claimed.length < count) return json(409, { success: false, message: `only ${claimed.length} unclaimed products left` });
  for (const id of claimed) claimedProductIds.set(id, owner);
  return json(200, { success: true, data: { product_ids: claimed } });
}

type ProductFault = 'error' | 'stall';
const FAULTS: readonly string[] = ['error', 'stall'] satisfies ProductFault[];
/** Longer than the storefront's 10 s budget, so it answers 504 first. */
const STALL_MS = 15_000;
const productFaults = new Map<string, ProductFault>();

async function putProductFault(request: Request): Promise<Response> {
  const body = (await request.json().catch(() => ({}))) as { product_id?: unknown; fault?: unknown };
  const productId = String(body?.product_id ?? '');
  const fault = String(body?.fault ?? '');
  if (!/^\d{1,10}$/.test(productId) || !FAULTS.includes(fault)) {
    return json(400, { success: false, message: "product_id and fault ('error' or 'stall') are required" });
  }
  productFaults.set(productId, fault as ProductFault);
  return json(200, { success: true, data: { product_id: productId, fault } });
}

/** Failures still to come of /create-payment-intent, by the hash of the shopper's sign-in token. */
const paymentStartFaults = new Map<string, { remaining: number }>();

async function putPaymentStartFault(request: Request, db: ShopDb): Promise<Response> {
  const body = (await request.json().catch(() => ({}))) as { email?: unknown; count?: unknown };
  const email = String(body?.email ?? '')
    .trim()
    .toLowerCase();
  const count = Number(body?.count);
  if (!email || !Number.isSafeInteger(count) || count < 1) {
    return json(400, { success: false, message: 'email and count (a positive whole number) are required' });
  }
  const tokens = await db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .select('auth_tokens.token_hash')
    .where('users.email', '=', email)
    .execute();
  if (tokens.length === 0) return json(404, { success: false, message: 'that shopper has no sign-in token' });
  // One counter for all of the shopper's tokens: `count` failures in all.
  const fault = { remaining: count };
  for (const { token_hash } of tokens) paymentStartFaults.set(token_hash, fault);
  return json(200, { success: true, data: { count } });
}

function paymentStartFault(request: Request): Response | undefined {
  const token = bearerToken(request);
  const fault = token ? paymentStartFaults.get(hashToken(token)) : undefined;
  if (!fault || fault.remaining === 0) return undefined;
  fault.remaining -= 1;
  return json(500, { success: false, message: 'Something went wrong on our side. Please try again.' });
}

/** The fault registered for this API request, if any; undefined lets the API answer. */
export async function injectedFault(request: Request): Promise<Response | undefined> {
  if (request.method !== 'POST') return undefined;
  const { pathname } = new URL(request.url);
  if (paymentStartFaults.size > 0 && pathname.endsWith('/create-payment-intent')) return paymentStartFault(request);
  if (productFaults.size === 0 || !pathname.endsWith('/product-detail')) return undefined;
  const body = (await request
    .clone()
    .json()
    .catch(() => ({}))) as { product_id?: unknown };
  const fault = productFaults.get(String(body?.product_id ?? ''));
  if (fault === 'stall') await stall(request.signal);
  return fault ? json(500, { success: false }) : undefined;
}

/** Waits STALL_MS, or less when the caller gives up (the timer never outlives the request). */
function stall(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, STALL_MS);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

async function changeVariation(request: Request, db: ShopDb): Promise<Response> {
  const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
  const id = Number(body?.variation_id);
  const amount = (key: string) => (typeof body?.[key] === 'number' && (body[key] as number) >= 0 ? (body[key] as number) : undefined);
  const prices = { regular_price: amount('regular_price'), sale_price: amount('sale_price') };
  const stock = amount('stock');
  const storeId = body?.store_id === undefined ? undefined : Number(body.store_id);
  if (!Number.isInteger(id) || id < 1 || (Object.values(prices).every((v) => v === undefined) && stock === undefined)) {
    return json(400, { success: false, message: 'variation_id and one of regular_price, sale_price, stock are required' });
  }
  if ((stock !== undefined && !Number.isInteger(stock)) || (storeId !== undefined && !(Number.isInteger(storeId) && storeId > 0))) {
    return json(400, { success: false, message: 'stock and store_id must be whole numbers' });
  }
  const noSuch = json(404, { success: false, message: 'No such variation or store' });
  if (Object.values(prices).some((v) => v !== undefined)) {
    const result = await db.updateTable('variations').set(prices).where('id', '=', id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return noSuch;
  }
  if (stock !== undefined) {
    const stored = storeId === undefined ? await setVariationStock(db, id, stock) : await setStoreStock(db, id, storeId, stock);
    if (!stored) return noSuch;
  }
  return json(200, { success: true, data: { variation_id: id } });
}
