import type { ShopDb } from '../db/connection';
import { CMS_MEDIA_PREFIX, mediaUrl } from './media-urls';

type CmsKey = 'home' | 'theme_options' | 'private_class' | 'wishlist_promos';

export async function loadCmsDocument(db: ShopDb, key: CmsKey): Promise<unknown> {
  const row = await db.selectFrom('cms_documents').select('data').where('key', '=', key).executeTakeFirst();
  return row?.data ?? null;
}

/** Deep copy of a CMS value with every "media:{path}" string turned into an absolute media URL. */
export function resolveCmsMedia<T>(value: T, baseUrl: string): T {
  if (typeof value === 'string') {
    return (value.startsWith(CMS_MEDIA_PREFIX) ? mediaUrl(baseUrl, value.slice(CMS_MEDIA_PREFIX.length)) : value) as T;
  }
  if (Array.isArray(value)) return value.map((item) => resolveCmsMedia(item, baseUrl)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveCmsMedia(v, baseUrl)])) as T;
  }
  return value;
}
