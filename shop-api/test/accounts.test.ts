import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createShopApi, type ShopApi } from '../src/app';
import { readShopApiConfig } from '../src/config';
import { createTestShop, TEST_ORIGIN, type TestShop } from './support';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());
beforeEach(() => shop.resetUserData());

const PASSWORD = 'Sommelier1!';
const registration = {
  firstname: 'Ana',
  lastname: 'Souza',
  email_address: 'Ana.Souza@Example.com ',
  password: PASSWORD,
  phonenumber: '+55 11 91234-5678',
  country: 'Brazil',
};

async function register(overrides: Record<string, unknown> = {}) {
  return shop.call('POST', '/registration', { body: { ...registration, ...overrides } });
}

describe('POST /registration', () => {
  it('creates an account with a scrypt hash and a lower-cased e-mail', async () => {
    const { status, body } = await register();
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, data: { user_id: expect.any(Number) }, message: 'Registration successful. Please sign in.' });
    const user = await shop.db.selectFrom('users').selectAll().where('id', '=', body.data.user_id).executeTakeFirstOrThrow();
    expect(user.email).toBe('ana.souza@example.com');
    expect(user.password_hash).toMatch(/^scrypt\$/);
    expect(user.password_hash).not.toContain(PASSWORD);
    expect(user).toMatchObject({ first_name: 'Ana', last_name: 'Souza', phone: '+55 11 91234-5678', country: 'Brazil' });
  });

  it('salts each password: two accounts with the same password get different hashes', async () => {
    await register();
    await register({ email_address: 'other@example.com' });
    const hashes = await shop.db.selectFrom('users').select('password_hash').execute();
    expect(new Set(hashes.map((h) => h.password_hash)).size).toBe(2);
  });

  it('refuses a second account for the same e-mail in any case', async () => {
    await register();
    const { status, body } = await register({ email_address: 'ANA.SOUZA@example.com' });
    expect(status).toBe(409);
    expect(body).toEqual({ success: false, message: 'An account with this email already exists' });
  });

  it.each([
    [{ firstname: '' }, 'firstname', 'First name is required'],
    [{ firstname: undefined }, 'firstname', 'First name is required'],
    [{ lastname: '   ' }, 'lastname', 'Last name is required'],
    [{ email_address: '' }, 'email_address', 'Email is required'],
    [{ email_address: 'ana@' }, 'email_address', 'Invalid email format'],
    [{ password: '' }, 'password', 'Password is required'],
    [
      { password: 'short1!A'.slice(0, 7) },
      'password',
      'Password must be at least 8 characters long, include 1 uppercase, 1 lowercase, 1 number, and 1 special character',
    ],
    [
      { password: 'nouppercase1!' },
      'password',
      'Password must be at least 8 characters long, include 1 uppercase, 1 lowercase, 1 number, and 1 special character',
    ],
    [
      { password: 'NoSpecial12' },
      'password',
      'Password must be at least 8 characters long, include 1 uppercase, 1 lowercase, 1 number, and 1 special character',
    ],
    [
      { password: 'NoDigits!!' },
      'password',
      'Password must be at least 8 characters long, include 1 uppercase, 1 lowercase, 1 number, and 1 special character',
    ],
    [{ phonenumber: '' }, 'phonenumber', 'Phone number is required'],
    [{ phonenumber: '12345' }, 'phonenumber', 'Invalid phone number format'],
    [{ phonenumber: '555-CALL-NOW' }, 'phonenumber', 'Invalid phone number format'],
    [{ country: '' }, 'country', 'Country/Region is required'],
    [{ firstname: 42 }, 'firstname', 'First name is required'],
  ])('answers 400 for %o', async (overrides, field, message) => {
    const { status, body } = await register(overrides);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toBe(message);
    expect(body.errors[field]).toContain(message);
    expect(await shop.db.selectFrom('users').select('id').execute()).toHaveLength(0);
  });

  it('reports every broken field, in form order', async () => {
    const { status, body } = await shop.call('POST', '/registration', { body: {} });
    expect(status).toBe(400);
    expect(body.message).toBe('First name is required');
    expect(Object.keys(body.errors)).toEqual(['firstname', 'lastname', 'email_address', 'password', 'phonenumber', 'country']);
  });

  it('never echoes the password back', async () => {
    const { body } = await register({ phonenumber: 'bad' });
    expect(JSON.stringify(body)).not.toContain(PASSWORD);
  });

  it('answers malformed JSON and non-object bodies with 400', async () => {
    expect((await shop.call('POST', '/registration', { rawBody: '{"firstname":' })).status).toBe(400);
    const arr = await shop.call('POST', '/registration', { rawBody: '[1,2]' });
    expect(arr.status).toBe(400);
    expect(arr.body.message).toBe('Request body must be a JSON object');
  });
});

describe('POST /login', () => {
  beforeEach(async () => {
    await register();
  });

  it('signs in with the registered e-mail in any case and returns a working token', async () => {
    const { status, body } = await shop.call('POST', '/login', {
      body: { email_address: ' ANA.souza@example.com', password: PASSWORD },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: 'Login successfully',
      data: {
        token: expect.any(String),
        user_id: expect.any(Number),
        user_fullname: 'Ana Souza',
        user_email: 'ana.souza@example.com',
        device_token: expect.any(String),
      },
    });
    const cart = await shop.call('POST', '/cart', { token: body.data.token, body: { action: 'view' } });
    expect(cart.status).toBe(200);
  });

  it('stores only a hash of the token, with an expiry', async () => {
    const { body } = await shop.call('POST', '/login', { body: { email_address: 'ana.souza@example.com', password: PASSWORD } });
    const rows = await shop.db.selectFrom('auth_tokens').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toBe(body.data.token);
    expect(new Date(rows[0].expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  it('answers 400 (not 401) for a wrong password or an unknown e-mail, with the same message', async () => {
    const wrong = await shop.call('POST', '/login', { body: { email_address: 'ana.souza@example.com', password: 'Sommelier2!' } });
    const unknown = await shop.call('POST', '/login', { body: { email_address: 'nobody@example.com', password: PASSWORD } });
    for (const result of [wrong, unknown]) {
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ success: false, message: 'Invalid email or password' });
    }
    expect(await shop.db.selectFrom('auth_tokens').select('id').execute()).toHaveLength(0);
  });

  it.each([
    [{ email_address: '', password: PASSWORD }, 'Email is required'],
    [{ email_address: 'not-an-email', password: PASSWORD }, 'Please enter a valid email address'],
    [{ email_address: 'ana.souza@example.com' }, 'Password is required'],
    [{ email_address: 'ana.souza@example.com', password: 12345678 }, 'Password is required'],
  ])('validates %o', async (body, message) => {
    const result = await shop.call('POST', '/login', { body });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
  });

  it('refuses expired and unknown tokens with 401 on signed-in calls', async () => {
    const { body } = await shop.call('POST', '/login', { body: { email_address: 'ana.souza@example.com', password: PASSWORD } });
    await shop.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const expired = await shop.call('POST', '/cart', { token: body.data.token, body: { action: 'view' } });
    expect(expired.status).toBe(401);
    const unknown = await shop.call('POST', '/cart', { token: 'not-a-token', body: { action: 'view' } });
    expect(unknown.status).toBe(401);
  });
});

describe('POST /forgot-password', () => {
  const reply = 'If an account exists for this email, we have sent password reset instructions.';

  it('answers the same for known and unknown e-mails, and stores a hashed reset only for accounts', async () => {
    const { body: created } = await register();
    const known = await shop.call('POST', '/forgot-password', { body: { email_address: 'Ana.Souza@example.com' } });
    const unknown = await shop.call('POST', '/forgot-password', { body: { email_address: 'ghost@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ success: true, data: { message: reply }, message: reply });
    expect(unknown.body).toEqual(known.body);
    const resets = await shop.db.selectFrom('password_resets').selectAll().execute();
    expect(resets).toHaveLength(1);
    expect(resets[0].user_id).toBe(created.data.user_id);
    expect(resets[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(resets[0].expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  it.each([
    [{}, 'Email is required'],
    [{ email_address: 'nope' }, 'Please enter a valid email address'],
  ])('validates %o', async (body, message) => {
    const result = await shop.call('POST', '/forgot-password', { body });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
  });
});

describe('POST /contact-form-submit', () => {
  const message = { first_name: 'Rui', last_name: 'Lima', email_address: 'rui@example.com', message: 'Do you ship to Sacramento?' };

  it('stores the message and answers code 200', async () => {
    const { status, body } = await shop.call('POST', '/contact-form-submit', { body: message });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { code: 200 }, message: 'Thank you for contacting us. We will get back to you soon.' });
    const rows = await shop.db.selectFrom('contact_messages').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: 'Rui',
      last_name: 'Lima',
      email: 'rui@example.com',
      message: 'Do you ship to Sacramento?',
    });
  });

  it.each([
    [{ first_name: '' }, 'First name is required'],
    [{ last_name: null }, 'Last name is required'],
    [{ email_address: '' }, 'Email is required'],
    [{ email_address: 'rui at example' }, 'Invalid email format'],
    [{ message: '  ' }, 'Message is required'],
    [{ message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
  ])('validates %o', async (overrides, expected) => {
    const result = await shop.call('POST', '/contact-form-submit', { body: { ...message, ...overrides } });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(expected);
    expect(await shop.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(0);
  });
});

describe('social sign-in when not configured', () => {
  it('answers 503 and never signs anyone in', async () => {
    const google = await shop.call('GET', '/gmail-login?code=abc&location_id=1&state=xyz');
    expect(google.status).toBe(503);
    expect(google.body).toEqual({ success: false, message: 'Google sign-in is not configured' });
    const facebook = await shop.call('POST', '/facebook-login', { body: { access_token: 'x', user_id: '1' } });
    expect(facebook.status).toBe(503);
    expect(facebook.body).toEqual({ success: false, message: 'Facebook sign-in is not configured' });
  });
});

// ---- a tiny fake Google / Facebook on 127.0.0.1 ------------------------------------------

interface FakeProvider {
  /** How the next calls answer; tests change it. */
  mode: 'ok' | 'down' | 'unverified' | 'no-email' | 'other-app' | 'forged' | 'other-audience' | 'expired';
  requests: { path: string; query: URLSearchParams; body: string; authorization?: string }[];
}

const GOOD_CODE = 'good-code';
const GOOD_VERIFIER = 'v'.repeat(43);
const NONCE = 'nonce-1';
const FAKE_ISSUER = 'https://fake-google.test';
const googleKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const strangerKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const GOOGLE_JWKS = { keys: [{ ...googleKeys.publicKey.export({ format: 'jwk' }), kid: 'fake-key', use: 'sig', alg: 'RS256' }] };

/** A compact RS256 JWT, as Google's token endpoint returns in id_token. */
function signIdToken(claims: Record<string, unknown>, key: KeyObject = googleKeys.privateKey): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signed = `${part({ alg: 'RS256', kid: 'fake-key', typ: 'JWT' })}.${part(claims)}`;
  return `${signed}.${sign('RSA-SHA256', Buffer.from(signed), key).toString('base64url')}`;
}

function googleIdToken(mode: FakeProvider['mode']): string {
  const now = Math.floor(Date.now() / 1000);
  return signIdToken(
    {
      iss: FAKE_ISSUER,
      aud: mode === 'other-audience' ? 'someone-else' : 'g-client',
      sub: 'g-123',
      email: mode === 'no-email' ? undefined : 'Maria.Google@example.com',
      email_verified: mode !== 'unverified',
      name: 'Maria Gomes',
      given_name: 'Maria',
      family_name: 'Gomes',
      nonce: NONCE,
      iat: now,
      exp: mode === 'expired' ? now - 3600 : now + 300,
    },
    mode === 'forged' ? strangerKeys.privateKey : googleKeys.privateKey,
  );
}
const FB_TOKEN = 'fb-user-token';
const FB_USER = '10001';

function fakeProviderHandler(state: FakeProvider) {
  return (req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      state.requests.push({ path: url.pathname, query: url.searchParams, body, authorization: req.headers.authorization });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (state.mode === 'down') return send(503, { error: 'unavailable' });
      switch (url.pathname) {
        case '/google/token': {
          const form = new URLSearchParams(body);
          if (form.get('code') !== GOOD_CODE || form.get('client_secret') !== 'g-secret') return send(400, { error: 'invalid_grant' });
          const verifier = form.get('code_verifier');
          if (verifier !== null && verifier !== GOOD_VERIFIER) return send(400, { error: 'invalid_grant' });
          return send(200, { access_token: 'g-access', token_type: 'Bearer', expires_in: 3600, id_token: googleIdToken(state.mode) });
        }
        case '/google/jwks':
          return send(200, GOOGLE_JWKS);
        case '/graph/debug_token': {
          if (url.searchParams.get('access_token') !== 'fb-app|fb-secret') return send(400, { error: { message: 'bad app token' } });
          const valid = url.searchParams.get('input_token') === FB_TOKEN;
          return send(200, {
            data: { app_id: state.mode === 'other-app' ? 'someone-else' : 'fb-app', is_valid: valid, user_id: valid ? FB_USER : undefined },
          });
        }
        case '/graph/me':
          if (url.searchParams.get('access_token') !== FB_TOKEN) return send(400, { error: { message: 'Invalid OAuth access token' } });
          return send(200, { id: FB_USER, name: 'João da Silva', email: state.mode === 'no-email' ? undefined : 'joao@example.com' });
        default:
          return send(404, { error: 'not found' });
      }
    });
  };
}

describe('social sign-in against a provider', () => {
  const provider: FakeProvider = { mode: 'ok', requests: [] };
  let server: Server;
  let api: ShopApi;

  const call = async (method: string, path: string, body?: unknown) => {
    const response = await api.fetch(
      new Request(`${TEST_ORIGIN}/api/v1${path}`, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      }),
    );
    return { status: response.status, body: (await response.json()) as any };
  };

  beforeAll(async () => {
    server = createServer(fakeProviderHandler(provider));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const config = readShopApiConfig({
      STOREFRONT_ORIGIN: TEST_ORIGIN,
      GOOGLE_CLIENT_ID: 'g-client',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      GOOGLE_TOKEN_URL: `${base}/google/token`,
      GOOGLE_JWKS_URL: `${base}/google/jwks`,
      GOOGLE_ISSUER: FAKE_ISSUER,
      FACEBOOK_APP_ID: 'fb-app',
      FACEBOOK_APP_SECRET: 'fb-secret',
      FACEBOOK_GRAPH_URL: `${base}/graph`,
    });
    api = createShopApi({ db: shop.db, config });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    provider.mode = 'ok';
    provider.requests.length = 0;
  });

  it('Google: exchanges the code with its PKCE verifier, checks the ID token and its nonce, creates the account once', async () => {
    const first = await call('GET', `/gmail-login?code=${GOOD_CODE}&location_id=2&state=abc&code_verifier=${GOOD_VERIFIER}&nonce=${NONCE}`);
    expect(first.status).toBe(200);
    expect(first.body.data.user).toEqual({
      token: expect.any(String),
      user_id: expect.any(Number),
      user_fullname: 'Maria Gomes',
      user_email: 'maria.google@example.com',
    });
    const exchange = provider.requests.find((r) => r.path === '/google/token')!;
    const form = new URLSearchParams(exchange.body);
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(form.get('client_id')).toBe('g-client');
    expect(form.get('redirect_uri')).toBe(`${TEST_ORIGIN}/auth/google/callback`);
    expect(form.get('code_verifier')).toBe(GOOD_VERIFIER);

    const second = await call('GET', `/gmail-login?code=${GOOD_CODE}`);
    expect(second.body.data.user.user_id).toBe(first.body.data.user.user_id);
    const users = await shop.db.selectFrom('users').selectAll().execute();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ google_id: 'g-123', password_hash: null });

    const cart = await call('POST', '/cart', undefined);
    expect(cart.status).toBe(401); // no bearer here; the token itself is checked below
    const withToken = await shop.call('POST', '/cart', { token: first.body.data.user.token, body: { action: 'view' } });
    expect(withToken.status).toBe(200);
  });

  it('Google: links to an existing account with the same e-mail, which keeps its password', async () => {
    await register({ email_address: 'maria.google@example.com' });
    const { status, body } = await call('GET', `/gmail-login?code=${GOOD_CODE}`);
    expect(status).toBe(200);
    const users = await shop.db.selectFrom('users').selectAll().execute();
    expect(users).toHaveLength(1);
    expect(users[0].google_id).toBe('g-123');
    expect(body.data.user.user_id).toBe(users[0].id);
    const login = await shop.call('POST', '/login', { body: { email_address: 'maria.google@example.com', password: PASSWORD } });
    expect(login.status).toBe(200);
  });

  it('Google: a rejected code is a 400, a missing code a 400, an outage a 502, an unverified e-mail a 400', async () => {
    const rejected = await call('GET', '/gmail-login?code=stolen');
    expect(rejected).toEqual({
      status: 400,
      body: { success: false, message: 'Google sign-in failed: the authorization code was rejected' },
    });
    const missing = await call('GET', '/gmail-login?state=abc');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Google authorization code is required');
    provider.mode = 'down';
    const down = await call('GET', `/gmail-login?code=${GOOD_CODE}`);
    expect(down).toEqual({ status: 502, body: { success: false, message: 'Google sign-in is unavailable right now. Please try again.' } });
    provider.mode = 'unverified';
    const unverified = await call('GET', `/gmail-login?code=${GOOD_CODE}`);
    expect(unverified.status).toBe(400);
    expect(unverified.body.message).toBe('Google sign-in failed: your Google e-mail address is not verified');
    expect(await shop.db.selectFrom('users').select('id').execute()).toHaveLength(0);
  });

  it('Google: refuses a forged, foreign or expired ID token, a wrong nonce and a wrong PKCE verifier', async () => {
    for (const [mode, reason] of [
      ['forged', 'the ID token signature is invalid'],
      ['other-audience', 'the ID token is for another application'],
      ['expired', 'the ID token has expired'],
    ] as const) {
      provider.mode = mode;
      const answer = await call('GET', `/gmail-login?code=${GOOD_CODE}&nonce=${NONCE}`);
      expect(answer, mode).toEqual({ status: 400, body: { success: false, message: `Google sign-in failed: ${reason}` } });
    }
    provider.mode = 'ok';
    const wrongNonce = await call('GET', `/gmail-login?code=${GOOD_CODE}&nonce=another`);
    expect(wrongNonce.body.message).toBe('Google sign-in failed: the ID token does not answer this sign-in');
    const wrongVerifier = await call('GET', `/gmail-login?code=${GOOD_CODE}&code_verifier=${'x'.repeat(43)}`);
    expect(wrongVerifier.body.message).toBe('Google sign-in failed: the authorization code was rejected');
    expect(await shop.db.selectFrom('users').select('id').execute()).toHaveLength(0);
  });

  it('Facebook: never links to an existing password account (no verified e-mail), and says so', async () => {
    await register({ email_address: 'joao@example.com' });
    const { status, body } = await call('POST', '/facebook-login', { access_token: FB_TOKEN, user_id: FB_USER });
    expect(status).toBe(409);
    expect(body.message).toBe(
      'An account with this e-mail already exists. Sign in with your e-mail and password (or reset your password).',
    );
    const user = await shop.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user.facebook_id).toBeNull();
  });

  it('Facebook: verifies the token for this app and user, then signs in', async () => {
    const { status, body } = await call('POST', '/facebook-login', {
      access_token: FB_TOKEN,
      user_id: FB_USER,
      location_id: 1,
      state: 'x',
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      token: expect.any(String),
      user_id: expect.any(Number),
      user_fullname: 'João da Silva',
      user_email: 'joao@example.com',
    });
    const me = provider.requests.find((r) => r.path === '/graph/me')!;
    expect(me.query.get('fields')).toBe('id,name,email');
    expect(me.query.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/);
    const user = await shop.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user).toMatchObject({ facebook_id: FB_USER, first_name: 'João', last_name: 'da Silva', password_hash: null });
    // A social account has no password: password sign-in stays refused.
    const login = await shop.call('POST', '/login', { body: { email_address: 'joao@example.com', password: PASSWORD } });
    expect(login.status).toBe(400);
  });

  it('Facebook: refuses invalid tokens, tokens of another app or user, accounts without e-mail; 502 on outage', async () => {
    const invalid = await call('POST', '/facebook-login', { access_token: 'forged', user_id: FB_USER });
    expect(invalid).toEqual({ status: 400, body: { success: false, message: 'Facebook sign-in failed: the access token was rejected' } });
    const otherUser = await call('POST', '/facebook-login', { access_token: FB_TOKEN, user_id: '999' });
    expect(otherUser.status).toBe(400);
    provider.mode = 'other-app';
    expect((await call('POST', '/facebook-login', { access_token: FB_TOKEN, user_id: FB_USER })).status).toBe(400);
    provider.mode = 'no-email';
    const noEmail = await call('POST', '/facebook-login', { access_token: FB_TOKEN, user_id: FB_USER });
    expect(noEmail.body.message).toBe('Facebook sign-in failed: your Facebook account has no e-mail address');
    provider.mode = 'down';
    expect((await call('POST', '/facebook-login', { access_token: FB_TOKEN })).status).toBe(502);
    const missing = await call('POST', '/facebook-login', { user_id: FB_USER });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Facebook access token is required');
    expect(await shop.db.selectFrom('users').select('id').execute()).toHaveLength(0);
  });
});
