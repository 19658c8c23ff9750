/** Menu links may be paths or absolute URLs; same-shop paths stay in the app. */
export function menuTarget(link: string): { kind: 'internal' | 'external' | 'contact'; href: string } {
  const raw = (link || '/').trim();
  if (/^https?:\/\//i.test(raw)) return { kind: 'external', href: raw };
  const path = raw.startsWith('/') ? raw : `/${raw}`;
  if (/^\/contact-us\/?$/.test(path)) return { kind: 'contact', href: path };
  return { kind: 'internal', href: path };
}
