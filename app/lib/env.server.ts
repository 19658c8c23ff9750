/**
 * The storefront's settings, typed once per platform from the variables the entry hands in
 * (Node's environment, or the Worker's `env` bindings). app/ never reads a global:
 * loaders and actions get these as `context.env`.
 */
export type EnvVars = Readonly<Record<string, string | undefined>>;

export interface OAuthAvailability {
  google: boolean;
  facebook: boolean;
}

export interface StorefrontEnv {
  production: boolean;
  /** Session cookie secrets, newest first (older ones still verify: rotation). */
  sessionSecrets: string[];
  toastSecrets: string[];
  honeypotSeed: string;
  /** Absolute base URL of an external shop API (…/api/v1); unset when the API is in-process. */
  shopApiUrl: string | undefined;
  /**
   * Time budget of one page request for all its shop API calls (SHOP_API_BUDGET_MS, default
   * 10 s). Only tests lower it; production keeps the default.
   */
  shopApiBudgetMs: number;
  /** The only origin the browser is ever sent to for a payment. */
  paymentOrigin: string;
  /**
   * The shop's own public origin (STOREFRONT_ORIGIN, else http://localhost:PORT). Absolute URLs
   * (canonical links, JSON-LD, sitemaps, OAuth callbacks) and the same-origin check use this,
   * never the request's Host or X-Forwarded-Host header.
   */
  origin: string;
  /** Social sign-in buttons show only when the provider is configured. */
  oauth: OAuthAvailability;
  /** Any other variable (OAuth endpoints, STOREFRONT_ORIGIN), '' read as unset. */
  get(name: string): string | undefined;
}

// Only for `npm run dev` and tests without a configured secret; production refuses to start.
const DEVELOPMENT_SECRET = 'liquor-express-development-only-secret';

export function readStorefrontEnv(vars: EnvVars): StorefrontEnv {
  const get = (name: string) => {
    const value = vars[name];
    return value === undefined || value === '' ? undefined : value;
  };
  const production = get('NODE_ENV') === 'production';

  /** Comma-separated secrets, newest first. */
  const secretsFrom = (name: string, fallbackName?: string): string[] => {
    const value = get(name) ?? (fallbackName ? get(fallbackName) : undefined);
    const secrets = (value ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (secrets.length > 0) return secrets;
    if (production) {
      throw new Error(
        `${name} is not set. A production storefront needs a secret to sign its cookies: ` +
          `set ${name} (comma-separated for rotation) or start with \`npm start\`, which generates local secrets.`,
      );
    }
    return [DEVELOPMENT_SECRET];
  };

  const shopApiUrl = get('SHOP_API_URL')?.replace(/\/+$/, '');
  const origin = new URL(get('STOREFRONT_ORIGIN') ?? `http://localhost:${get('PORT') ?? '3000'}`).origin;
  const paymentOrigin = new URL(get('PAYMENT_ORIGIN') ?? get('SHOP_API_PUBLIC_URL') ?? shopApiUrl ?? origin).origin;

  const budget = Number(get('SHOP_API_BUDGET_MS'));
  const shopApiBudgetMs = Number.isInteger(budget) && budget > 0 ? budget : 10_000;

  return {
    production,
    shopApiBudgetMs,
    sessionSecrets: secretsFrom('SESSION_SECRET'),
    toastSecrets: secretsFrom('TOAST_SECRET', 'SESSION_SECRET'),
    honeypotSeed: secretsFrom('HONEYPOT_SECRET', 'SESSION_SECRET')[0],
    shopApiUrl,
    paymentOrigin,
    origin,
    oauth: {
      google: Boolean(get('GOOGLE_CLIENT_ID') && get('GOOGLE_CLIENT_SECRET')),
      facebook: Boolean(get('FACEBOOK_APP_ID') && get('FACEBOOK_APP_SECRET')),
    },
    get,
  };
}
