import { z } from 'zod';
import {
  askBackInStock,
  BACK_IN_STOCK_CANCELLED,
  BACK_IN_STOCK_REPLY,
  cancelBackInStock,
  cancelLinkAddress,
} from '../commerce/back-in-stock';
import { emailField, idField, requiredText } from '../commerce/fields';
import type { BackInStockCancelCheckData, BackInStockCancelData, BackInStockData } from '../contract';
import { ok, readBody, readJsonObject, validate } from '../http';
import type { RouteTable } from '../router';
import { countHit } from '../security/rate-limits';

const sizeSchema = z.object({ variation_id: idField('variation_id') });
const visitorSchema = z.object({ email_address: emailField('Email is required', 'Please enter a valid email address') });

const CANCEL_LINK_INCOMPLETE = 'This cancel link is incomplete. Please use the link in the e-mail.';
const tokenSchema = z.object({ token: requiredText(CANCEL_LINK_INCOMPLETE, 200, 'token') });

export const backInStockRoutes: RouteTable = {
  /**
   * Asks for one mail when a sold-out size is back. A signed-in shopper's account address is
   * used; a visitor gives one. The answer is the same whether the address is a customer's or
   * has asked already, and no user is ever looked up by the address given.
   */
  async 'POST /back-in-stock'({ request, db, config, clientAddress, optionalUser }) {
    const body = await readJsonObject(request);
    const { variation_id } = validate(sizeSchema, body);
    const user = await optionalUser();
    const email = user ? user.email : validate(visitorSchema, body).email_address;
    await countHit(db, 'back-in-stock-address', clientAddress, config.rateLimits.backInStockPerAddress);
    await countHit(db, 'back-in-stock-email', email, config.rateLimits.backInStockPerEmail);
    await askBackInStock(db, variation_id, email, user?.id ?? null);
    return ok<BackInStockData>({ message: BACK_IN_STOCK_REPLY }, { message: BACK_IN_STOCK_REPLY });
  },

  /** Whether a mailed cancel link is one of ours (the storefront asks before showing its button). */
  async 'POST /back-in-stock/cancel/check'({ request, db }) {
    const { token } = await readBody(request, tokenSchema);
    await cancelLinkAddress(db, token);
    return ok<BackInStockCancelCheckData>({ valid: true });
  },

  async 'POST /back-in-stock/cancel'({ request, db }) {
    const { token } = await readBody(request, tokenSchema);
    const cancelled = await cancelBackInStock(db, token);
    return ok<BackInStockCancelData>({ cancelled }, { message: BACK_IN_STOCK_CANCELLED });
  },
};
