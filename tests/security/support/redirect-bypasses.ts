/**
 * Known open-redirect bypass forms (ADR 0060). Every one must stay on the shop's origin
 * wherever a return path is accepted. Sources: bypasses reported against
 * this shop, PortSwigger's and OWASP's open-redirect cheat sheets.
 */
export const REDIRECT_BYPASSES: readonly string[] = [
  '/.//evil.com',
  '/..//evil.com',
  '/%2e//evil.com',
  '/%2E%2E//evil.com',
  '/x/..//evil.com',
  '/x/%2e%2e//evil.com',
  '/././/evil.com',
  '/.%2f/evil.com',
  '//evil.com',
  '///evil.com',
  '////evil.com/path',
  '/\\evil.com',
  '\\\\evil.com',
  '/\\/evil.com',
  '\\/evil.com',
  'https://evil.com',
  'http://evil.com/',
  'https:evil.com',
  '//evil.com@shop.example',
  'https://shop.example@evil.com',
  '/@evil.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  '\t//evil.com',
  ' //evil.com',
  '/%09/evil.com',
  '/%5Cevil.com',
  '/%5C%5Cevil.com',
  '/%2F%2Fevil.com',
  '%2F%2Fevil.com',
  '/.\\evil.com',
  '/x/..\\/evil.com',
  '//%65vil.com',
  '/\u3002/evil.com',
  '//evil%E3%80%82com',
  'evil.com',
];

/** A return path counts as safe when a browser resolving it against the shop stays there. */
export function staysOnOrigin(location: string | null, origin: string): boolean {
  if (location === null) return true;
  // eslint-disable-next-line no-control-regex -- a Location with control characters is unsafe
  if (/[\u0000-\u001f]/.test(location)) return false;
  try {
    return new URL(location, origin + '/some/page').origin === origin;
  } catch {
    return false;
  }
}
