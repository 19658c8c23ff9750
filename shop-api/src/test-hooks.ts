/**
 * TEST-ONLY endpoints under /__test, enabled by E2E_TEST_HOOKS=1 (never in production). They live
 * with the API so the e2e suite reaches them wherever the API runs: mounted in-process by
 * server.ts, or on the standalone API (serve.ts) that the Worker storefront talks to.
 *
 * POST /__test/expire-tokens { email }: expires that user's sign-in tokens, so a test sees the
 * forced sign-out on 401 without touching other tests' sessions.
 */
import type { ShopDb } from './db/connection';

export const TEST_HOOKS_PREFIX = '/__test/';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

/** The hook's answer, or undefined when the request is not for a test hook. */
export async function handleTestHook(request: Request, db: ShopDb): Promise<Response | undefined> {
  const { pathname } = new URL(request.url);
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
