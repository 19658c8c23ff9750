// Local identity providers for the e2e suite (started by playwright.config.ts before the shop):
//  - GOOGLE_STANDIN_PORT: a real OpenID Connect provider (oidc-provider) in Google's place:
//    authorization code with PKCE (S256, required) and state, RS256 ID tokens with the account's
//    e-mail claims, keys at /jwks. Its built-in sign-in page takes any login (use an e-mail;
//    one starting with "unverified." gets email_verified: false) and any password; '[ Cancel ]'
//    answers access_denied.
//  - FACEBOOK_STANDIN_PORT: an OAuth 2.0 stand-in for Facebook's dialog and Graph API
//    (/dialog/oauth, /oauth/access_token, /debug_token, /me with appsecret_proof). Codes and
//    tokens are single use / checked like Facebook does. GET /health answers once both listen.
// Client ids, secrets and the storefront's origin come from the environment (playwright.config.ts).
import { createHmac, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const env = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};
const googlePort = Number(env('GOOGLE_STANDIN_PORT'));
const facebookPort = Number(env('FACEBOOK_STANDIN_PORT'));
const storefront = env('STOREFRONT_ORIGIN');

// ---- Google stand-in: oidc-provider ------------------------------------------------------------
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const oidc = new Provider(`http://localhost:${googlePort}`, {
  clients: [
    {
      client_id: env('GOOGLE_CLIENT_ID'),
      client_secret: env('GOOGLE_CLIENT_SECRET'),
      redirect_uris: [`${storefront}/auth/google/callback`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'e2e-google', use: 'sig', alg: 'RS256' }] },
  pkce: { required: () => true },
  cookies: { keys: [randomBytes(16).toString('hex')] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
  // Like Google: the ID token of the code flow carries the e-mail and profile claims.
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: true } },
  async findAccount(_ctx, id) {
    return {
      accountId: id,
      async claims() {
        return {
          sub: `google-${id}`,
          email: id,
          email_verified: !id.startsWith('unverified.'),
          name: 'Gabriela Oidc',
          given_name: 'Gabriela',
          family_name: 'Oidc',
        };
      },
    };
  },
});
oidc.on('server_error', (_ctx, error) => console.error('[e2e google] server error', error));

// ---- Facebook stand-in -------------------------------------------------------------------------
const facebookAppId = env('FACEBOOK_APP_ID');
const facebookSecret = env('FACEBOOK_APP_SECRET');
const facebookRedirect = `${storefront}/auth/facebook/callback`;
/** code -> pending sign-in; access token -> user. */
const codes = new Map();
const tokens = new Map();

const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function dialogPage(params) {
  const hidden = ['state', 'redirect_uri', 'client_id']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name) ?? '')}">`)
    .join('');
  const cancel = new URL(facebookRedirect);
  cancel.searchParams.set('error', 'access_denied');
  cancel.searchParams.set('error_reason', 'user_denied');
  cancel.searchParams.set('state', params.get('state') ?? '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Log in with Facebook (test stand-in)</title></head>
<body><main><h1>Log in with Facebook (test stand-in)</h1>
<form method="post" action="/dialog/oauth/confirm">${hidden}
<p><label for="email">Email</label> <input id="email" name="email" type="email" required></p>
<p><label for="name">Name</label> <input id="name" name="name" required></p>
<p><button type="submit">Continue</button></p></form>
<p><a href="${escapeHtml(cancel.toString())}">Cancel</a></p></main></body></html>`;
}

function json(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const facebook = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', `http://localhost:${facebookPort}`);
    const q = url.searchParams;
    if (url.pathname === '/health') return void res.writeHead(200).end('ok');
    if (req.method === 'GET' && url.pathname === '/dialog/oauth') {
      if (q.get('client_id') !== facebookAppId || q.get('redirect_uri') !== facebookRedirect)
        return json(res, 400, { error: 'bad client or redirect_uri' });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end(dialogPage(q));
    }
    if (req.method === 'POST' && url.pathname === '/dialog/oauth/confirm') {
      const form = new URLSearchParams(body);
      if (form.get('client_id') !== facebookAppId || form.get('redirect_uri') !== facebookRedirect)
        return json(res, 400, { error: 'bad client' });
      const code = randomBytes(16).toString('hex');
      const email = (form.get('email') ?? '').trim().toLowerCase();
      codes.set(code, {
        email,
        name: form.get('name') ?? '',
        id: `fb-${createHmac('sha256', 'id').update(email).digest('hex').slice(0, 12)}`,
      });
      const back = new URL(facebookRedirect);
      back.searchParams.set('code', code);
      back.searchParams.set('state', form.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return void res.end();
    }
    if (url.pathname === '/oauth/access_token') {
      const pending = codes.get(q.get('code') ?? '');
      codes.delete(q.get('code') ?? ''); // single use, like Facebook's codes
      if (
        !pending ||
        q.get('client_id') !== facebookAppId ||
        q.get('client_secret') !== facebookSecret ||
        q.get('redirect_uri') !== facebookRedirect
      ) {
        return json(res, 400, {
          error: { message: 'This authorization code has been used or is invalid.', type: 'OAuthException' },
        });
      }
      const token = randomBytes(24).toString('hex');
      tokens.set(token, pending);
      return json(res, 200, { access_token: token, token_type: 'bearer', expires_in: 3600 });
    }
    if (url.pathname === '/debug_token') {
      if (q.get('access_token') !== `${facebookAppId}|${facebookSecret}`) return json(res, 400, { error: { message: 'bad app token' } });
      const user = tokens.get(q.get('input_token') ?? '');
      return json(res, 200, { data: { app_id: facebookAppId, is_valid: Boolean(user), user_id: user?.id } });
    }
    if (url.pathname === '/me') {
      const token = q.get('access_token') ?? '';
      const user = tokens.get(token);
      const proof = createHmac('sha256', facebookSecret).update(token).digest('hex');
      if (!user || q.get('appsecret_proof') !== proof) return json(res, 400, { error: { message: 'Invalid OAuth access token' } });
      return json(res, 200, { id: user.id, name: user.name, email: user.email });
    }
    json(res, 404, { error: 'not found' });
  });
});

const googleServer = oidc.listen(googlePort, () => {
  console.log(`[e2e google] OpenID Connect provider on http://localhost:${googlePort}`);
  facebook.listen(facebookPort, () => console.log(`[e2e facebook] OAuth stand-in on http://localhost:${facebookPort}`));
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    facebook.close();
    googleServer.close(() => process.exit(0));
  });
}
