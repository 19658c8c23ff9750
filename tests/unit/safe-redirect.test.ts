import { describe, expect, it } from 'vitest';
import { safeRedirect, withoutSearchParam, withSearchParam } from '~/lib/security/safe-redirect';
import { REDIRECT_BYPASSES, staysOnOrigin } from '../security/support/redirect-bypasses';

const ORIGIN = 'https://shop.example';

describe('safeRedirect: only same-site paths, judged after normalisation', () => {
  it('knows at least 30 bypass forms', () => {
    expect(REDIRECT_BYPASSES.length).toBeGreaterThanOrEqual(30);
  });

  for (const bypass of REDIRECT_BYPASSES) {
    it(`refuses ${JSON.stringify(bypass)} and its dialog variants`, () => {
      const checked = safeRedirect(bypass, '/fallback');
      expect(staysOnOrigin(checked, ORIGIN)).toBe(true);
      expect(checked.startsWith('//')).toBe(false);
      // The dialog helpers normalise again: their answers must stay on the site too.
      for (const derived of [withSearchParam(checked, 'dialog', 'login'), withoutSearchParam(checked, 'dialog')]) {
        expect(staysOnOrigin(derived, ORIGIN), derived).toBe(true);
        expect(derived.startsWith('//')).toBe(false);
      }
      // Even when handed the raw value, the helpers never produce a path that leaves the site.
      for (const derived of [withSearchParam(bypass, 'dialog', 'login'), withoutSearchParam(bypass, 'dialog')]) {
        expect(staysOnOrigin(derived, ORIGIN), derived).toBe(true);
      }
    });
  }

  it('keeps honest paths with their query and hash', () => {
    expect(safeRedirect('/product-listing?sort=price&page=2')).toBe('/product-listing?sort=price&page=2');
    expect(safeRedirect('/product/42#reviews')).toBe('/product/42#reviews');
    expect(safeRedirect('/wish-list', '/x')).toBe('/wish-list');
    expect(safeRedirect('/category/wine/red?q=caf%C3%A9')).toBe('/category/wine/red?q=caf%C3%A9');
  });

  it('answers the fallback for missing, empty or oversized values', () => {
    expect(safeRedirect(null, '/f')).toBe('/f');
    expect(safeRedirect(undefined, '/f')).toBe('/f');
    expect(safeRedirect('', '/f')).toBe('/f');
    expect(safeRedirect('/' + 'a'.repeat(2001), '/f')).toBe('/f');
  });

  it('withSearchParam / withoutSearchParam set and drop one parameter', () => {
    expect(withSearchParam('/cart?x=1', 'dialog', 'login')).toBe('/cart?x=1&dialog=login');
    expect(withoutSearchParam('/cart?x=1&dialog=login', 'dialog')).toBe('/cart?x=1');
  });
});
