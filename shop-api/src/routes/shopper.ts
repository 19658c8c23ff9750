import { loadShopperSummary } from '../commerce/shopper-summary';
import type { ShopperSummary } from '../contract';
import { ok, readJsonObject } from '../http';
import type { RouteTable } from '../router';

export const shopperRoutes: RouteTable = {
  /** The header badges and the hearts of a signed-in page in one call (see docs, "POST /shopper-summary"). */
  async 'POST /shopper-summary'({ request, requireUser, db }) {
    const user = await requireUser();
    await readJsonObject(request); // no fields; a malformed or over-long body is still refused
    return ok<ShopperSummary>(await loadShopperSummary(db, user.id));
  },
};
