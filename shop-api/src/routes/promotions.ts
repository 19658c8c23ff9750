import { z } from 'zod';
import { loadLinePrices, MAX_PRICED_LINES } from '../catalogue/line-prices';
import { idField, optionalText, quantityField } from '../commerce/fields';
import { quoteSavings, ruleLines, savingsView } from '../commerce/promo-codes';
import type { CartSavings } from '../contract';
import { ok, readBody } from '../http';
import { toCents } from '../money';
import type { RouteTable } from '../router';

const priceSavingsSchema = z.object({
  lines: z
    .array(z.object({ product_id: idField('product_id'), variation_id: idField('variation_id'), quantity: quantityField() }), {
      required_error: 'lines is required',
      invalid_type_error: 'lines must be a list of { product_id, variation_id, quantity }',
    })
    .max(MAX_PRICED_LINES, `lines takes at most ${MAX_PRICED_LINES} items`),
  promo_code: optionalText(100, 'Promo code'),
});

export const promotionRoutes: RouteTable = {
  /**
   * A cart's savings (README, "POST /price-savings"): the lines are product, size and quantity
   * and are priced here; lines that cannot be bought drop out, as in /price-lines. Bearer
   * optional: with it, the shopper's own uses of the code count.
   */
  async 'POST /price-savings'({ request, db, config, clientAddress, optionalUser }) {
    const body = await readBody(request, priceSavingsSchema);
    const quantities = new Map(body.lines.map((l) => [`${l.product_id}:${l.variation_id}`, l.quantity]));
    const prices = await loadLinePrices(db, body.lines, config.publicBaseUrl);
    const lines = await ruleLines(
      db,
      prices.map((p) => {
        const quantity = quantities.get(`${p.product_id}:${p.variation_id}`) ?? 1;
        return {
          productId: p.product_id,
          variationName: p.variation_name,
          quantity,
          cents: toCents(p.product_sell_price ?? p.product_price) * quantity,
        };
      }),
    );
    const user = await optionalUser();
    const quote = await quoteSavings(db, config, { lines, code: body.promo_code, userId: user?.id ?? null, clientAddress });
    return ok<CartSavings>(savingsView(quote));
  },
};
