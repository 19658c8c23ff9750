/** Everything the shop API reads from its environment, in one place. */
import type { RateLimitRule } from './security/rate-limits';

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
}

export interface ShopApiConfig {
  /** Catalogue answers kept until the catalogue changes (ADR 0152); SHOP_API_READ_CACHE=off measures without. */
  readCache: boolean;
  /** The storefront's absolute origin, for links in mails and OAuth callbacks, e.g. http://localhost:3000 */
  storefrontOrigin: string;
  /**
   * What the payment page's links back to the shop start with: the storefront origin, or '' (root-
   * relative) on a local start where the API is served on the shop's own address (ADR 0150).
   */
  storefrontLinkBase: string;
  /**
   * This API's base path as browsers reach it, for payment_url and media URLs: absolute
   * (e.g. https://shop.example/api/v1), or root-relative '/api/v1' on a local start (ADR 0150).
   */
  publicBaseUrl: string;
  /** Lifetime of sign-in tokens. */
  tokenTtlSeconds: number;
  /** How long a store takes to get a pickup order ready (PICKUP_PREPARATION_MINUTES, default 2 hours; ADR 0155). */
  pickupPreparationMinutes: number;
  /** Google sign-in, when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
  google: (OAuthProviderConfig & { tokenUrl: string; jwksUrl: string; issuers: string[]; redirectUri: string }) | null;
  /** Facebook sign-in, when FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are set. */
  facebook: (OAuthProviderConfig & { graphUrl: string }) | null;
  /** Outgoing mail: SMTP_URL, else .eml files in outboxDir (MAIL_DIR, default .data/mail). */
  mail: { smtpUrl: string | undefined; outboxDir: string; from: string };
  /** Rate limits (ADR 0050); each from an env var "LIMIT/SECONDS", e.g. "10/900". */
  rateLimits: {
    /** Failed sign-ins to one account from browsers it does not know (ADR 0139). */
    loginPerAccount: RateLimitRule;
    /** Failed sign-ins to one account from one browser that signed in to it before (ADR 0139). */
    loginPerDevice: RateLimitRule;
    loginPerAddress: RateLimitRule;
    registerPerAddress: RateLimitRule;
    forgotPasswordPerAddress: RateLimitRule;
    contactPerAddress: RateLimitRule;
    /** Unknown promo codes tried from one address (src/commerce/promo-codes.ts). */
    promoCodePerAddress: RateLimitRule;
    /** "E-mail me when it's back" requests from one address, and for one e-mail (src/commerce/back-in-stock.ts). */
    backInStockPerAddress: RateLimitRule;
    backInStockPerEmail: RateLimitRule;
  };
  /**
   * Shared secret a remote storefront sends (X-Shop-Forward-Key) so its X-Shop-Client-Address
   * header is believed (ADR 0050). Unset: only the in-process storefront's header counts.
   */
  forwardKey: string | null;
}

/** "LIMIT/SECONDS" (e.g. "10/900"); LIMIT 0 turns a rule off. */
function parseRateLimitRule(name: string, value: string | undefined, fallback: RateLimitRule): RateLimitRule {
  if (value === undefined || value.trim() === '') return fallback;
  const match = /^\s*(\d{1,7})\s*\/\s*(\d{1,8})\s*$/.exec(value);
  if (!match || Number(match[2]) <= 0) throw new Error(`${name} must look like LIMIT/SECONDS (e.g. 10/900), got "${value}"`);
  return { limit: Number(match[1]), windowSeconds: Number(match[2]) };
}

export function readShopApiConfig(env: Record<string, string | undefined> = process.env): ShopApiConfig {
  const port = env.PORT ?? '3000';
  const configuredOrigin = env.STOREFRONT_ORIGIN?.replace(/\/$/, '') || undefined;
  const storefrontOrigin = configuredOrigin ?? `http://localhost:${port}`;
  // A local start names no address: the API is mounted under the shop, which answers on whatever
  // address the browser used (localhost, 127.0.0.1, a LAN address), so its links stay relative.
  const publicUrl = env.SHOP_API_PUBLIC_URL?.replace(/\/$/, '') || undefined;
  const rule = (name: string, limit: number, windowSeconds: number) => parseRateLimitRule(name, env[name], { limit, windowSeconds });
  return {
    readCache: env.SHOP_API_READ_CACHE !== 'off',
    storefrontOrigin,
    storefrontLinkBase: configuredOrigin || publicUrl ? storefrontOrigin : '',
    publicBaseUrl: publicUrl ?? (configuredOrigin ? `${configuredOrigin}/api/v1` : '/api/v1'),
    tokenTtlSeconds: Number(env.SHOP_API_TOKEN_TTL_SECONDS ?? 60 * 60 * 24 * 7),
    pickupPreparationMinutes: Number(env.PICKUP_PREPARATION_MINUTES || 120),
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            tokenUrl: env.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
            jwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
            // Google signs ID tokens with either spelling of its issuer.
            issuers: env.GOOGLE_ISSUER ? [env.GOOGLE_ISSUER] : ['https://accounts.google.com', 'accounts.google.com'],
            redirectUri: env.GOOGLE_REDIRECT_URI ?? `${storefrontOrigin}/auth/google/callback`,
          }
        : null,
    facebook:
      env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
        ? {
            clientId: env.FACEBOOK_APP_ID,
            clientSecret: env.FACEBOOK_APP_SECRET,
            graphUrl: env.FACEBOOK_GRAPH_URL ?? 'https://graph.facebook.com/v12.0',
          }
        : null,
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      outboxDir: env.MAIL_DIR ?? '.data/mail',
      from: env.MAIL_FROM ?? 'Liquor Express <no-reply@liquor-express.local>',
    },
    rateLimits: {
      loginPerAccount: rule('RATE_LIMIT_LOGIN_PER_ACCOUNT', 10, 15 * 60),
      loginPerDevice: rule('RATE_LIMIT_LOGIN_PER_DEVICE', 10, 15 * 60),
      loginPerAddress: rule('RATE_LIMIT_LOGIN_PER_ADDRESS', 50, 15 * 60),
      registerPerAddress: rule('RATE_LIMIT_REGISTER_PER_ADDRESS', 20, 60 * 60),
      forgotPasswordPerAddress: rule('RATE_LIMIT_FORGOT_PASSWORD_PER_ADDRESS', 10, 15 * 60),
      contactPerAddress: rule('RATE_LIMIT_CONTACT_PER_ADDRESS', 10, 15 * 60),
      promoCodePerAddress: rule('RATE_LIMIT_PROMO_CODE_PER_ADDRESS', 10, 15 * 60),
      backInStockPerAddress: rule('RATE_LIMIT_BACK_IN_STOCK_PER_ADDRESS', 20, 15 * 60),
      backInStockPerEmail: rule('RATE_LIMIT_BACK_IN_STOCK_PER_EMAIL', 10, 60 * 60),
    },
    forwardKey: env.SHOP_API_FORWARD_KEY || null,
  };
}
