import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { personalPageHeaders } from '~/components/catalogue/route-headers';
import { Link, useLoaderData } from '@remix-run/react';
import { CartSummary } from '~/components/cart/CartSummary';
import { CartTable } from '~/components/cart/CartTable';
import { PromoCodeForm, RemovePromoCodeForm } from '~/components/cart/PromoCodeForm';
import { SavingsRows } from '~/components/cart/SavingsRows';
import { StoreShortfallNotice } from '~/components/cart/StoreShortfall';
import { lessSavings } from '~/lib/cart/cart-math';
import { loadCart } from '~/lib/cart/cart.server';
import { loadCartSavings } from '~/lib/cart/promotions.server';
import { mixedCaseNudge } from '~/lib/cart/savings';
import { loadOrThrow } from '~/lib/shop-api/client.server';
import buyingStyles from '~/styles/buying.css?url';
import { originFromMatches, privatePageMeta } from '~/lib/seo/page-meta';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: buyingStyles }];

// Never in search results (ADR 0100).
export const meta: MetaFunction = ({ matches }) => privatePageMeta(originFromMatches(matches), 'Shopping Cart');
export const headers = personalPageHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  const cart = await loadOrThrow(context, loadCart(context));
  const savings = await loadOrThrow(context, loadCartSavings(context, cart));
  return { cart, savings, storedCode: context.session.promoCode ?? null };
}

/** The cart page: visitors see their session cart re-priced, signed-in shoppers the server's. */
export default function ShoppingCartPage() {
  const { cart, savings, storedCode } = useLoaderData<typeof loader>();
  const bottlesToGo = savings?.mixed_case_bottles_to_go ?? 0;
  return (
    <section className="container cart-page">
      <h1 className="page-title">Shopping Cart</h1>
      <div className="cart-page__layout">
        <div className="cart-page__main">
          {cart.items.length === 0 ? (
            <div className="empty-state">
              <p>Your cart is empty.</p>
            </div>
          ) : (
            <CartTable lines={cart.items} />
          )}
          {cart.unavailableCount > 0 && (
            <p className="notice notice--warning">
              {cart.unavailableCount === 1 ? 'One product' : `${cart.unavailableCount} products`} in your cart can no longer be bought in
              the chosen size and {cart.unavailableCount === 1 ? 'is' : 'are'} not shown.
            </p>
          )}
          <div className="cart-page__actions">
            <Link to="/product-listing" className="btn btn--secondary">
              Continue Shopping
            </Link>
          </div>
        </div>
        <aside className="order-summary" aria-labelledby="order-summary-title">
          <h2 id="order-summary-title" className="order-summary__title">
            Order Summary
          </h2>
          <CartSummary
            totals={{ ...cart, estimatedTotal: lessSavings(cart.estimatedTotal, savings?.total_saving ?? 0) }}
            variant="page"
            savings={
              savings && (
                <SavingsRows
                  rowClassName="cart-summary__row cart-summary__row--saving"
                  mixedCaseSaving={savings.mixed_case_saving}
                  promoCode={savings.promo_code}
                  promoSaving={savings.promo_saving}
                  remove={savings.promo_code && <RemovePromoCodeForm code={savings.promo_code} />}
                />
              )
            }
          />
          {bottlesToGo > 0 && <p className="mixed-case-nudge">{mixedCaseNudge(bottlesToGo)}</p>}
          <PromoCodeForm storedCode={storedCode} refusal={savings?.promo_refusal?.message ?? null} />
          <StoreShortfallNotice lines={cart.items} />
          {/* The guard of /checkout sends an empty cart back here with 'Your Cart is Empty'. */}
          <Link to="/checkout" className="btn btn--primary btn--block">
            Proceed to Checkout
          </Link>
        </aside>
      </div>
    </section>
  );
}
