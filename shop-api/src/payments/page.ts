import { createHash } from 'node:crypto';
import { escapeHtml, html } from '../http';
import { formatCents, toCents } from '../money';
import type { CardField } from './cards';

// The one stylesheet, allowed by its hash so the policy needs no 'unsafe-inline'.
const CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1a17;background:#f4efe9}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.brand{display:flex;align-items:center;gap:.75rem;margin:0 0 1rem;font-size:.875rem;color:#6b5e55}
.brand svg{display:block;flex:none}
h1{margin:0 0 .25rem;font-size:1.75rem}
h2{font-size:1rem;margin:0 0 .5rem}
.order{margin:0 0 1.25rem;color:#4a403a}
.field{margin:0 0 1rem}
.row{display:flex;gap:1rem}.row .field{flex:1}
label{display:block;font-weight:600;margin-bottom:.25rem}
.hint{margin:.1rem 0 .35rem;font-size:.875rem;color:#5c524b}
input{width:100%;padding:.6rem .7rem;font:inherit;border:2px solid #8a7d74;border-radius:6px}
input:focus{outline:3px solid #f2b705;outline-offset:1px;border-color:#1f1a17}
input[aria-invalid=true]{border-color:#b3261e}
.error{margin:.25rem 0 0;color:#b3261e;font-weight:600}
.summary{border:3px solid #b3261e;border-radius:8px;padding:.75rem 1rem;margin:0 0 1.25rem}
.summary:focus{outline:3px solid #f2b705}
.summary ul{margin:0;padding-left:1.25rem}
.summary a{color:#b3261e}
button,.button{display:inline-block;width:100%;padding:.8rem 1rem;font:inherit;font-weight:700;text-align:center;color:#fff;background:#7b1e3a;border:0;border-radius:6px;cursor:pointer;text-decoration:none}
button:hover,.button:hover{background:#5e1329}
button:focus,.button:focus{outline:3px solid #f2b705;outline-offset:2px}
.back{display:block;margin-top:1rem;text-align:center;color:#5e1329}
.test{margin-top:1.5rem;padding:.75rem 1rem;background:#f7f3ee;border-radius:8px;font-size:.875rem}
.test code{font-size:.9em}
`;
const CSS_HASH = createHash('sha256').update(CSS).digest('base64');

/**
 * The page is a plain card form that embeds nothing: every powerful browser feature is denied,
 * the Payment Request API too (the card is typed into the form). The storefront's own list
 * (app/lib/security/security-headers.server.ts) keeps what its video player needs.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

function securityHeaders(storefrontOrigin: string): Record<string, string> {
  return {
    'content-security-policy': [
      "default-src 'none'",
      `style-src 'sha256-${CSS_HASH}'`,
      // The form posts to this page, which then redirects to the storefront's result page.
      `form-action 'self'${storefrontOrigin ? ` ${storefrontOrigin}` : ''}`,
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
    'cache-control': 'no-store',
    'permissions-policy': PERMISSIONS_POLICY,
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

// The shop's logo (public/logo.svg) inline, so the page stays self-contained under its policy.
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="157" height="40" viewBox="0 0 220 56" role="img" aria-label="Liquor Express"> <g fill="none" fill-rule="evenodd"> <circle cx="28" cy="28" r="27" fill="#6b1d32"/> <path fill="#f5efe6" d="M24 11h8v9c0 1.3.6 2.4 1.6 3.3 2.4 2 3.9 4.9 3.9 8.2V45a2 2 0 0 1-2 2H20.5a2 2 0 0 1-2-2V31.5c0-3.3 1.5-6.2 3.9-8.2 1-.9 1.6-2 1.6-3.3v-9z"/> <rect x="23" y="8" width="10" height="4" rx="1" fill="#c9a25a"/> <path fill="#6b1d32" d="M20.5 32h15v8h-15z" opacity=".85"/> <path stroke="#c9a25a" stroke-width="1.2" d="M20.5 32h15M20.5 40h15"/> </g> <text x="64" y="27" fill="#6b1d32" font-family="Georgia, 'Times New Roman', serif" font-size="22" font-weight="700" letter-spacing=".5">Liquor</text> <text x="64" y="47" fill="#7a5514" font-family="system-ui, -apple-system, 'Segoe UI', Arial, sans-serif" font-size="13" font-weight="700" letter-spacing="4.2">EXPRESS</text> </svg>`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Liquor Express</title>
<style>${CSS}</style>
</head>
<body>
<main>
<p class="brand">${LOGO_SVG}<span>Secure card payment</span></p>
${body}
</main>
</body>
</html>`;
}

interface PaymentFormState {
  orderId: number;
  amount: number;
  storefrontOrigin: string;
  errors?: Partial<Record<CardField, string>>;
  values?: { name: string; expiry: string };
}

const FIELDS: Array<{ name: CardField; label: string; hint?: string; attrs: string }> = [
  { name: 'name', label: 'Name on card', attrs: 'autocomplete="cc-name" maxlength="100"' },
  {
    name: 'card_number',
    label: 'Card number',
    hint: '12 to 19 digits, spaces are fine',
    attrs: 'autocomplete="cc-number" inputmode="numeric" maxlength="23"',
  },
  {
    name: 'expiry',
    label: 'Expiry date',
    hint: 'MM/YY, for example 08/29',
    attrs: 'autocomplete="cc-exp" inputmode="numeric" maxlength="7"',
  },
  {
    name: 'cvc',
    label: 'Security code (CVC)',
    hint: '3 or 4 digits on the back of the card',
    attrs: 'autocomplete="cc-csc" inputmode="numeric" maxlength="4"',
  },
];

function field(spec: (typeof FIELDS)[number], state: PaymentFormState): string {
  const id = `f-${spec.name}`;
  const error = state.errors?.[spec.name];
  // Only the name and expiry are written back: card number and CVC never leave the server.
  const value = spec.name === 'name' || spec.name === 'expiry' ? (state.values?.[spec.name] ?? '') : '';
  const describedBy = [spec.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field">
<label for="${id}">${spec.label}</label>
${spec.hint ? `<p class="hint" id="${id}-hint">${spec.hint}</p>` : ''}
<input id="${id}" name="${spec.name}" type="text" required ${spec.attrs} value="${escapeHtml(value)}"${
    describedBy ? ` aria-describedby="${describedBy}"` : ''
  }${error ? ' aria-invalid="true"' : ''}>
${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

export function renderPaymentForm(state: PaymentFormState, status = 200): Response {
  const amount = formatCents(toCents(state.amount));
  const errors = Object.entries(state.errors ?? {}) as Array<[CardField, string]>;
  const summary = errors.length
    ? `<div class="summary" role="alert" aria-labelledby="summary-title" tabindex="-1" autofocus>
<h2 id="summary-title">Please correct ${errors.length === 1 ? 'this' : 'these'} to pay</h2>
<ul>${errors.map(([name, message]) => `<li><a href="#f-${name}">${escapeHtml(message)}</a></li>`).join('')}</ul>
</div>`
    : '';
  const [name, number, expiry, cvc] = FIELDS.map((spec) => field(spec, state));
  const body = `<h1>Pay ${amount}</h1>
<p class="order">Order #${state.orderId}</p>
${summary}
<form method="post" novalidate>
${name}
${number}
<div class="row">
${expiry}
${cvc}
</div>
<button type="submit">Pay ${amount}</button>
</form>
<a class="back" href="${escapeHtml(`${state.storefrontOrigin}/checkout`)}">Cancel and return to the shop</a>
<section class="test" aria-labelledby="test-title">
<h2 id="test-title">Test mode: no real card is charged</h2>
<p>Card <code>4242 4242 4242 4242</code> is approved and <code>4000 0000 0000 0002</code> is declined; any other valid number is approved. Use any future expiry date and any 3-digit CVC.</p>
</section>`;
  return html(page(`Pay ${amount}`, body), status, securityHeaders(state.storefrontOrigin));
}

export function renderAlreadyPaid(orderId: number, storefrontOrigin: string, status = 200): Response {
  const result = `${storefrontOrigin}/payment?id=${orderId}`;
  const body = `<h1>This order has already been paid</h1>
<p class="order">Order #${orderId} is paid. It cannot be paid again.</p>
<a class="button" href="${escapeHtml(result)}">See your order</a>`;
  return html(page('Order already paid', body), status, securityHeaders(storefrontOrigin));
}

/** The payment was refused because a product sold out first (ADR 0053): 409, card not charged. */
export function renderSoldOut(orderId: number, productTitle: string, storefrontOrigin: string): Response {
  const body = `<h1>Sorry, this product just sold out</h1>
<p class="order" role="alert">${escapeHtml(productTitle)} sold out before your payment for order #${orderId} went through. Your card was not charged.</p>
<a class="button" href="${escapeHtml(`${storefrontOrigin}/your-shopping-cart`)}">Back to your cart</a>`;
  return html(page('Product sold out', body), 409, securityHeaders(storefrontOrigin));
}

export function renderCodeUsedUp(orderId: number, code: string, storefrontOrigin: string): Response {
  const body = `<h1>Sorry, this promo code was just used up</h1>
<p class="order" role="alert">The promo code ${escapeHtml(code)} ran out of uses before your payment for order #${orderId} went through. Your card was not charged.</p>
<a class="button" href="${escapeHtml(`${storefrontOrigin}/your-shopping-cart`)}">Back to your cart</a>`;
  return html(page('Promo code used up', body), 409, securityHeaders(storefrontOrigin));
}

export function renderIntentNotFound(storefrontOrigin: string): Response {
  const body = `<h1>Payment link not found</h1>
<p class="order">This payment link is unknown. Please return to the shop and check out again.</p>
<a class="button" href="${escapeHtml(storefrontOrigin)}/">Back to the shop</a>`;
  return html(page('Payment link not found', body), 404, securityHeaders(storefrontOrigin));
}
