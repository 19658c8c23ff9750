/**
 * TEST-ONLY endpoints under /__test, enabled by E2E_TEST_HOOKS=1 (never in production). They live
 * with the API so the e2e suite reaches them wherever the API runs: mounted in-process by
 * server.ts, or on the standalone API (serve.ts) that the Worker storefront talks to.
 *
 * POST /__test/expire-tokens { email }: expires that user's sign-in tokens, so a test sees the
 * forced sign-out on 401 without touching other tests' sessions.
 * POST /__test/content-page { path, title, content? }: creates (or replaces) a content page, so a
 * test can put hostile catalogue text (a title containing </script>) into a page's JSON-LD.
 * POST /__test/variation { variation_id, regular_price?, sale_price?, stock? }: changes a
 * variation's prices or stock, as a back office would, so a test can see how soon shoppers see it.
 */
import type { ShopDb } from './db/connection';

export const TEST_HOOKS_PREFIX = '/__test/';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

/** The hook's answer, or undefined when the request is not for a test hook. */
export async function handleTestHook(request: Request, db: ShopDb): Promise<Response | undefined> {
  const { pathname } = new URL(request.url);
  if (request.method === 'POST' && pathname === `${TEST_HOOKS_PREFIX}content-page`) return putContentPage(request, db);
  if (request.method === 'POST' && pathname === `${TEST_HOOKS_PREFIX}variation`) return changeVariation(request, db);
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

async function changeVariation(request: Request, db: ShopDb): Promise<Response> {
  const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
  const id = Number(body?.variation_id);
  const amount = (key: string) => (typeof body?.[key] === 'number' && (body[key] as number) >= 0 ? (body[key] as number) : undefined);
  const changes = { regular_price: amount('regular_price'), sale_price: amount('sale_price'), stock: amount('stock') };
  if (!Number.isInteger(id) || id < 1 || Object.values(changes).every((v) => v === undefined)) {
    return json(400, { success: false, message: 'variation_id and one of regular_price, sale_price, stock are required' });
  }
  const result = await db.updateTable('variations').set(changes).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return json(404, { success: false, message: 'No such variation' });
  return json(200, { success: true, data: { variation_id: id } });
}
