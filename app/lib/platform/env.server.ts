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
  /** Where browsers load the API's images and media: SHOP_API_PUBLIC_URL's origin, else as paymentOrigin. */
  apiPublicOrigin: string;
  /**
   * Time budget of one page request for all its shop API calls (SHOP_API_BUDGET_MS, default
   * 10 s). Only tests lower it; production keeps the default.
   */
  shopApiBudgetMs: number;
  /**
   * The origin of the payment form: PAYMENT_ORIGIN, else the API's public origin; the shop's own
   * when the shop serves the API's public paths itself.
   */
  paymentOrigin: string;
  /**
   * The only origins the browser is ever sent to for a payment: PAYMENT_ORIGIN when set; else
   * paymentOrigin and the shop's own, where a proxy publishes the API's pages beside the shop's
   * (docs/deploy.md, "Past one machine").
   */
  paymentOrigins: string[];
  /**
   * The shop's own public origin (STOREFRONT_ORIGIN, else http://localhost:PORT). Absolute URLs
   * (canonical links, JSON-LD, sitemaps, OAuth callbacks) and the same-origin check use this,
   * never the request's Host or X-Forwarded-Host header.
   */
  origin: string;
  /**
   * False on a local start (no STOREFRONT_ORIGIN): the shop then answers on whatever address the
   * browser used, and a form is same-origin when it comes from that address (ADR 0150).
   */
  originConfigured: boolean;
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
  const configuredOrigin = get('STOREFRONT_ORIGIN');
  const origin = new URL(configuredOrigin ?? `http://localhost:${get('PORT') ?? '3000'}`).origin;
  // A cluster worker (SHOP_API_PUBLISH=1) reaches the API on loopback but serves its public paths
  // (images, the payment page) at the shop's own origin, as the single process does.
  const apiServedHere = !shopApiUrl || get('SHOP_API_PUBLISH') === '1';
  const apiPublicOrigin = new URL(get('SHOP_API_PUBLIC_URL') ?? (apiServedHere ? origin : shopApiUrl!)).origin;
  const paymentOrigin = get('PAYMENT_ORIGIN') ? new URL(get('PAYMENT_ORIGIN')!).origin : apiPublicOrigin;

  const budget = Number(get('SHOP_API_BUDGET_MS'));
  const shopApiBudgetMs = Number.isInteger(budget) && budget > 0 ? budget : 10_000;

  return {
    production,
    shopApiBudgetMs,
    sessionSecrets: secretsFrom('SESSION_SECRET'),
    toastSecrets: secretsFrom('TOAST_SECRET', 'SESSION_SECRET'),
    honeypotSeed: secretsFrom('HONEYPOT_SECRET', 'SESSION_SECRET')[0],
    apiPublicOrigin,
    paymentOrigin,
    paymentOrigins: get('PAYMENT_ORIGIN') ? [paymentOrigin] : [...new Set([paymentOrigin, origin])],
    origin,
    originConfigured: configuredOrigin !== undefined,
    oauth: {
      google: Boolean(get('GOOGLE_CLIENT_ID') && get('GOOGLE_CLIENT_SECRET')),
      facebook: Boolean(get('FACEBOOK_APP_ID') && get('FACEBOOK_APP_SECRET')),
    },
    get,
  };
}
