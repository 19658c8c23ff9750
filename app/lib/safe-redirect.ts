/**
 * Only same-site paths are accepted as redirect targets (hidden `redirectTo` fields, ?redirectTo).
 * Anything else (absolute URLs, protocol-relative `//evil`, backslash tricks) becomes `fallback`.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || to.length === 0 || to.length > 2000) return fallback;
  if (!to.startsWith('/') || to.startsWith('//') || to.includes('\\')) return fallback;
  // Control characters can smuggle a scheme past browsers' URL parsing.
  if (/[\u0000-\u001f\u007f]/.test(to)) return fallback;
  return to;
}

/** Drops one query parameter (e.g. `dialog`) from a path + search string. */
export function withoutSearchParam(pathWithSearch: string, name: string): string {
  const url = new URL(pathWithSearch, 'http://local');
  url.searchParams.delete(name);
  return url.pathname + url.search + url.hash;
}

/** Sets one query parameter on a path + search string. */
export function withSearchParam(pathWithSearch: string, name: string, value: string): string {
  const url = new URL(pathWithSearch, 'http://local');
  url.searchParams.set(name, value);
  return url.pathname + url.search + url.hash;
}
