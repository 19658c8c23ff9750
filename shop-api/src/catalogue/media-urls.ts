import { readShopApiConfig } from '../config';

/**
 * Images live in the database as paths under the API's media route ("bottle/red-3.svg") so the
 * same data serves any host; responses turn them into absolute URLs with the public base URL.
 */
export const FALLBACK_PRODUCT_IMAGE = 'product/fallback.svg';

/** Prefix marking a media path inside CMS JSON documents ("media:banner/hero-1.svg"). */
export const CMS_MEDIA_PREFIX = 'media:';

let defaultBaseUrl: string | undefined;

/** The configured public base URL when a caller has none at hand (read once from the environment). */
export function defaultPublicBaseUrl(): string {
  return (defaultBaseUrl ??= readShopApiConfig().publicBaseUrl);
}

export function mediaUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/$/, '')}/media/${path.replace(/^\//, '')}`;
}
