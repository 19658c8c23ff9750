import type { ContentPage, ContentPageList } from '../contract';
import type { ShopDb } from '../db/connection';

/** "/about/our-story/", "about/our-story" and "/about/our-story" all name the same page. */
function normalisePagePath(path: string): string | null {
  const parts = path.trim().toLowerCase().split('/').filter(Boolean);
  if (parts.length === 0 || parts.length > 4 || !parts.every((p) => /^[a-z0-9-]{1,80}$/.test(p))) return null;
  return `/${parts.join('/')}/`;
}

/** Every content page's address, title and last change, for the storefront's sitemap. */
export async function listPages(db: ShopDb): Promise<ContentPageList['pages']> {
  const rows = await db.selectFrom('pages').select(['id', 'path', 'title', 'updated_at']).orderBy('path').execute();
  return rows.map((r) => ({ page_id: r.id, page_url: r.path, page_title: r.title, updated_at: new Date(r.updated_at).toISOString() }));
}

export async function loadPage(db: ShopDb, by: { id: number } | { path: string }): Promise<ContentPage | null> {
  let query = db.selectFrom('pages').select(['id', 'path', 'title', 'sections']);
  if ('id' in by) query = query.where('id', '=', by.id);
  else {
    const path = normalisePagePath(by.path);
    if (!path) return null;
    query = query.where('path', '=', path);
  }
  const row = await query.executeTakeFirst();
  if (!row) return null;
  return {
    page_id: row.id,
    page_url: row.path,
    page_title: row.title,
    sections: Array.isArray(row.sections) ? (row.sections as ContentPage['sections']) : [],
  };
}
