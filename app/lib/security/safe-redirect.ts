/**
 * THE home of return-path validation (hidden `redirectTo` fields, ?redirectTo, stored OAuth
 * return paths, dialog close links). A return path is accepted only when it is a path on this
 * site, judged on the FINAL, normalised URL a browser would follow (ADR 0060):
 *
 *   1. remix-utils' `safeRedirect` turns away the obvious forms (absolute URLs, `//host`,
 *      `/\host`, `..`);
 *   2. control characters anywhere are refused (browsers drop tabs/newlines inside URLs, which
 *      turns `/\t/evil.com` into `//evil.com`);
 *   3. the path is resolved as a browser would (`.`/`..` segments and `%2e` collapse, `\` becomes
 *      `/`), and the result must still be same-origin and must not start with `//` or `/\` —
 *      so `/.//evil.com`, `/%2e//evil.com` and friends, which normalise to `//evil.com`, fail.
 *
 * The answer is always the normalised form, so `withSearchParam` / `withoutSearchParam` (which
 * normalise again) cannot turn an accepted path into a protocol-relative one; they check their
 * result too.
 */
import { safeRedirect as remixUtilsSafeRedirect } from 'remix-utils/safe-redirect';

const MAX_LENGTH = 2000;
// Any origin works as the base: only same-origin results (paths) are accepted.
const BASE = 'http://return-path.invalid';

/** `to` as a normalised same-site path (with search and hash), or `fallback`. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || to.length === 0 || to.length > MAX_LENGTH) return fallback;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u0020\u007f-\u009f]/.test(to)) return fallback;
  if (remixUtilsSafeRedirect(to, '') === '') return fallback;
  return normalisedPath(to) ?? fallback;
}

/** The path a browser would end up on, or null when it leaves the origin or looks like a host. */
function normalisedPath(path: string): string | null {
  let url: URL;
  try {
    url = new URL(path, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.username || url.password) return null;
  const result = url.pathname + url.search + url.hash;
  if (!result.startsWith('/') || result.startsWith('//') || result.startsWith('/\\')) return null;
  return result;
}

/** Drops one query parameter (e.g. `dialog`) from a path + search string; `/` when unsafe. */
export function withoutSearchParam(pathWithSearch: string, name: string): string {
  const url = new URL(pathWithSearch, BASE);
  url.searchParams.delete(name);
  return safeRedirect(url.pathname + url.search + url.hash, '/');
}

/** Sets one query parameter on a path + search string; `/?name=value` when unsafe. */
export function withSearchParam(pathWithSearch: string, name: string, value: string): string {
  const url = new URL(pathWithSearch, BASE);
  url.searchParams.set(name, value);
  const result = url.pathname + url.search + url.hash;
  return safeRedirect(result, `/?${new URLSearchParams({ [name]: value })}`);
}
