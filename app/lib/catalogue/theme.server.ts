/** Header and footer content from /theme-option, cached in memory (it rarely changes). */
import type { AppLoadContext } from '@remix-run/server-runtime';
import { sanitizeHtml } from '../security/sanitize-html.server';
import type { ThemeOptions } from '../shop-api/types';

const THEME_TTL_MS = 5 * 60_000;

// The theme is the same for every shopper, so the cached call carries no session. The footer's
// logo_content comes back sanitised.
export function getThemeOptions({ cache, shop }: AppLoadContext): Promise<ThemeOptions> {
  return cache.get('theme-option', THEME_TTL_MS, async () => {
    const { data } = await shop.read<ThemeOptions>('/theme-option', {}, { auth: false, shared: true });
    return normaliseTheme(data);
  });
}

function normaliseTheme(raw: Partial<ThemeOptions> | undefined): ThemeOptions {
  const header = raw?.header;
  const footer = raw?.footer;
  return {
    header: {
      header_logo: header?.header_logo ?? '',
      heder_menu: (header?.heder_menu ?? []).map((item) => ({ ...item, children: item.children ?? [] })),
    },
    footer: {
      footer_logo: footer?.footer_logo ?? '',
      logo_content: sanitizeHtml(footer?.logo_content ?? ''),
      copyright_content: footer?.copyright_content ?? '',
      footer_menu_list: footer?.footer_menu_list ?? [],
      social: footer?.social ?? {},
    },
  };
}
