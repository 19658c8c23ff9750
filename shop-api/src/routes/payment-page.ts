import { readForm } from '../http';
import { cardOutcome, checkCardForm } from '../payments/cards';
import { loadIntent, recordPayment } from '../payments/intents';
import { renderAlreadyPaid, renderCodeUsedUp, renderIntentNotFound, renderPaymentForm, renderSoldOut } from '../payments/page';
import { mailOrderConfirmation } from '../mail/order-confirmation';
import type { RouteTable } from '../router';

/**
 * The built-in hosted card page that /create-payment-intent links to. It stands in for a card
 * provider: plain HTML that works without JavaScript, posting to itself.
 */
export const paymentPageRoutes: RouteTable = {
  async 'GET /pay/:intent'({ db, config, params }) {
    const intent = await loadIntent(db, params.intent);
    if (!intent) return renderIntentNotFound(config.storefrontLinkBase);
    if (intent.payment_status === 'Success') return renderAlreadyPaid(intent.order_id, config.storefrontLinkBase);
    return renderPaymentForm({ orderId: intent.order_id, amount: intent.amount, storefrontOrigin: config.storefrontLinkBase });
  },

  async 'POST /pay/:intent'({ request, db, config, mailer, params }) {
    const intent = await loadIntent(db, params.intent);
    if (!intent) return renderIntentNotFound(config.storefrontLinkBase);
    if (intent.payment_status === 'Success') return renderAlreadyPaid(intent.order_id, config.storefrontLinkBase, 409);

    const card = checkCardForm(await readForm(request));
    if (!card.ok) {
      return renderPaymentForm(
        {
          orderId: intent.order_id,
          amount: intent.amount,
          storefrontOrigin: config.storefrontLinkBase,
          errors: card.errors,
          values: card.values,
        },
        400,
      );
    }
    const result = await recordPayment(db, intent, cardOutcome(card.number), card.last4);
    if (result === 'already-paid') return renderAlreadyPaid(intent.order_id, config.storefrontLinkBase, 409);
    if (typeof result === 'object') {
      return 'soldOut' in result
        ? renderSoldOut(intent.order_id, result.soldOut, config.storefrontLinkBase)
        : renderCodeUsedUp(intent.order_id, result.codeUsedUp, config.storefrontLinkBase);
    }
    if (result === 'paid') {
      // The stock update tells the catalogue caches itself (migration 010).
      mailOrderConfirmation(db, mailer, intent.order_id);
    }
    // 303: the browser follows with a GET, so reloading the result page never re-submits the card.
    return new Response(null, {
      status: 303,
      headers: { location: `${config.storefrontLinkBase}/payment?id=${intent.order_id}`, 'cache-control': 'no-store' },
    });
  },
};
