/**
 * Logout, API side (ADR 0051): POST /logout revokes the bearer token, so a copy of it (or of the
 * session cookie that carries it) is worthless afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper, signIn, startApiServer, type ApiServer } from './support/api-server';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(async () => {
  await api?.stop();
});

describe('POST /logout', () => {
  it('revokes the token: the old bearer gets 401 from /cart afterwards', async () => {
    const { email, password } = await registerShopper(api);
    const token = await signIn(api, email, password);
    expect((await api.call('/cart', { token, body: { action: 'view' } })).status).toBe(200);

    const logout = await api.call('/logout', { token, body: {} });
    expect(logout.status).toBe(200);
    expect(logout.body.success).toBe(true);

    const replay = await api.call('/cart', { token, body: { action: 'view' } });
    expect(replay.status).toBe(401);
    expect(replay.body.success).toBe(false);
  });

  it('ends only that session: another sign-in of the same account keeps working', async () => {
    const { email, password } = await registerShopper(api);
    const phone = await signIn(api, email, password);
    const laptop = await signIn(api, email, password);
    await api.call('/logout', { token: laptop, body: {} });
    expect((await api.call('/cart', { token: laptop, body: { action: 'view' } })).status).toBe(401);
    expect((await api.call('/cart', { token: phone, body: { action: 'view' } })).status).toBe(200);
  });

  it('is harmless without a token or with an unknown one', async () => {
    expect((await api.call('/logout', { body: {} })).status).toBe(200);
    expect((await api.call('/logout', { token: 'not-a-real-token', body: {} })).status).toBe(200);
  });
});
