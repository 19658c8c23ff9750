/**
 * The storefront's environment, read in one place.
 *
 * app/ stays web-standard (it may run on an edge runtime), so `process` is read defensively:
 * where it does not exist, the host passes variables through `globalThis.process.env` shims.
 */
type EnvRecord = Record<string, string | undefined>;

function rawEnv(): EnvRecord {
  const proc = (globalThis as { process?: { env?: EnvRecord } }).process;
  return proc?.env ?? {};
}

export function readEnv(name: string): string | undefined {
  const value = rawEnv()[name];
  return value === undefined || value === '' ? undefined : value;
}

export function isProduction(): boolean {
  return readEnv('NODE_ENV') === 'production';
}

// Only for `npm run dev` and tests without a configured secret; production refuses to start.
const DEVELOPMENT_SECRET = 'liquor-express-development-only-secret';

/** Comma-separated secrets, newest first (older ones still verify: rotation). */
export function secretsFrom(name: string, fallbackName?: string): string[] {
  const value = readEnv(name) ?? (fallbackName ? readEnv(fallbackName) : undefined);
  if (value) {
    const secrets = value.split(',').map((s) => s.trim()).filter(Boolean);
    if (secrets.length > 0) return secrets;
  }
  if (isProduction()) {
    throw new Error(
      `${name} is not set. A production storefront needs a secret to sign its cookies: ` +
        `set ${name} (comma-separated for rotation) or start with \`npm start\`, which generates local secrets.`,
    );
  }
  return [DEVELOPMENT_SECRET];
}

/** Absolute base URL of an external shop API (…/api/v1), when the storefront is deployed alone. */
export function shopApiBaseUrl(): string | undefined {
  return readEnv('SHOP_API_URL')?.replace(/\/+$/, '');
}

export interface OAuthAvailability {
  google: boolean;
  facebook: boolean;
}

/** Social sign-in buttons show only when the provider is configured. */
export function oauthAvailability(): OAuthAvailability {
  return {
    google: Boolean(readEnv('GOOGLE_CLIENT_ID') && readEnv('GOOGLE_CLIENT_SECRET')),
    facebook: Boolean(readEnv('FACEBOOK_APP_ID') && readEnv('FACEBOOK_APP_SECRET')),
  };
}
