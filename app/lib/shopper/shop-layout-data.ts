import type { ThemeOptions } from '~/lib/shop-api/types';
import type { SessionLocation } from '~/lib/shopper/session.server';
import type { StoreDisplay } from '~/lib/catalogue/stores.server';

/** Route id of the shop layout, for useRouteLoaderData(SHOP_LAYOUT_ID). */
export const SHOP_LAYOUT_ID = 'routes/shop-layout';

/** What the shop layout's loader gives the header, footer, dialogs and age gate. */
export interface ShopLayoutData {
  theme: ThemeOptions | null;
  themeError: string | null;
  stores: StoreDisplay[];
  storesError: string | null;
  account: { kind: 'user'; name: string; email: string } | { kind: 'guest' } | { kind: 'anonymous' };
  location: SessionLocation | null;
  showAgeGate: boolean;
  badges: { cart: number; wishlist: number };
  /**
   * The signed-in shopper's wish-listed product ids, space-separated: the hearts on cards and the
   * product page.
   */
  wished: string;
  oauth: { google: boolean; facebook: boolean };
  honeypot: { nameFieldName: string; validFromFieldName: string | null; encryptedValidFrom: string } | null;
}

/** Whether a product is in the wish list `wished` (ShopLayoutData['wished']). */
export function isWished(wished: string, productId: number): boolean {
  return ` ${wished} `.includes(` ${productId} `);
}
