import { index, layout, route, type RouteConfig } from '@remix-run/route-config';

// One line per screen of docs/product.md ("Screens"), plus the form endpoints the screens post to.
export default [
  // Everything a shopper sees sits in the shop layout (header, footer, dialogs, age gate).
  layout('routes/shop-layout.tsx', [
    index('routes/home.tsx'),
    route('product-listing', 'routes/product-listing.tsx'),
    route('category/:cat/:subcat?', 'routes/category.tsx'),
    route('product/:productId', 'routes/product.tsx'),
    route('wish-list', 'routes/wish-list.tsx'),
    route('your-shopping-cart', 'routes/your-shopping-cart.tsx'),
    route('age-verify', 'routes/age-verify.tsx'),
    route('classes-events', 'routes/classes-events.tsx'),
    // The order wrapper: checkout, cart placeholder, payment result and order-not-found.
    layout('routes/order-guard.tsx', [
      route('checkout', 'routes/checkout.tsx'),
      route('cart', 'routes/cart.tsx'),
      route('payment', 'routes/payment.tsx'),
      route('order-not-found', 'routes/order-not-found.tsx'),
    ]),
    // Dialog forms: each posts to its own route, which re-renders the dialog over the shell on
    // a failed submit without JavaScript (see docs/architecture.md, "Dialogs are URL state").
    route('auth/login', 'routes/auth.login.tsx'),
    route('auth/register', 'routes/auth.register.tsx'),
    route('auth/forgot-password', 'routes/auth.forgot-password.tsx'),
    route('auth/guest', 'routes/auth.guest.tsx'),
    route('auth/logout', 'routes/auth.logout.tsx'),
    route('auth/:provider/callback', 'routes/auth.provider-callback.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('back-in-stock/cancel', 'routes/back-in-stock.cancel.tsx'),
    route('account/orders', 'routes/account.orders.tsx'),
    route('account/orders/:orderId', 'routes/account.order.tsx'),
    route('contact-us', 'routes/contact-us.tsx'),
    // Privacy Policy and Terms & Conditions resolve through /common-page to their page_url
    // (/legal/privacy-policy/ etc., rendered by the content-page route below).
    route('legal/privacy', 'routes/legal.tsx', { id: 'routes/legal-privacy' }),
    route('legal/terms', 'routes/legal.tsx', { id: 'routes/legal-terms' }),
    route(':section/:page', 'routes/content-page.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // For crawlers (ADR 0101, 0102): robots rules and the sitemap, outside the layout (no HTML shell).
  route('robots.txt', 'routes/robots-txt.tsx'),
  route('sitemap.xml', 'routes/sitemap-xml.tsx'),
  route('sitemaps/:file', 'routes/sitemap-child.tsx'),
  // Form endpoints without a screen of their own: they answer with a redirect back.
  route('resources/age-gate', 'routes/resources.age-gate.tsx'),
  route('resources/location', 'routes/resources.location.tsx'),
  route('resources/cart', 'routes/resources.cart.tsx'),
  route('resources/promo-code', 'routes/resources.promo-code.tsx'),
  route('resources/wishlist', 'routes/resources.wishlist.tsx'),
  // JSON for the header search box's suggestions (GET, public, cached a minute).
  route('resources/search-suggestions', 'routes/resources.search-suggestions.tsx'),
  route('auth/:provider/start', 'routes/auth.provider-start.tsx'),
  // Outside the layout: a bare 404 for unknown resource paths.
  route('resources/*', 'routes/resources.not-found.tsx'),
] satisfies RouteConfig;
