/**
 * The shop's mails: plain text plus simple HTML (no remote images, no scripts), signed with the
 * shop's name. Every value from the database is escaped in the HTML part.
 */
import type { OrderSavings } from '../contract';
import { formatCents, toCents } from '../money';
import type { MailMessage } from './mailer';

const SHOP_NAME = 'Liquor Express';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Wraps paragraphs (already escaped HTML) in the shop's plain frame. */
function htmlFrame(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:600px;margin:0 auto;padding:16px">
<p style="font-size:20px;font-weight:bold;color:#6b1d2a">${SHOP_NAME}</p>
${body}
<p style="color:#666;font-size:12px">${SHOP_NAME}</p>
</body></html>`;
}

const p = (text: string) => `<p>${escapeHtml(text)}</p>`;

export function passwordResetMail(to: string, name: string, link: string): MailMessage {
  const subject = `Reset your ${SHOP_NAME} password`;
  const text = [
    `Hello ${name},`,
    '',
    `Someone (hopefully you) asked to reset the password of your ${SHOP_NAME} account.`,
    'Open this link within 1 hour to choose a new password. It works only once:',
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
    SHOP_NAME,
  ].join('\n');
  const html = htmlFrame(
    subject,
    [
      p(`Hello ${name},`),
      p(`Someone (hopefully you) asked to reset the password of your ${SHOP_NAME} account.`),
      p('Open this link within 1 hour to choose a new password. It works only once:'),
      `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
      p('If you did not ask for this, ignore this e-mail: your password stays as it is.'),
    ].join('\n'),
  );
  return { to, subject, text, html };
}

export function welcomeMail(to: string, name: string, storefrontOrigin: string): MailMessage {
  const subject = `Welcome to ${SHOP_NAME}`;
  const text = [
    `Hello ${name},`,
    '',
    `Your ${SHOP_NAME} account is ready. Sign in at ${storefrontOrigin}/ to keep your cart and wish list and check out faster.`,
    '',
    SHOP_NAME,
  ].join('\n');
  const html = htmlFrame(
    subject,
    [
      p(`Hello ${name},`),
      `<p>Your ${SHOP_NAME} account is ready. <a href="${escapeHtml(storefrontOrigin)}/">Sign in</a> to keep your cart and wish list and check out faster.</p>`,
    ].join('\n'),
  );
  return { to, subject, text, html };
}

interface ConfirmedOrder {
  id: number;
  name: string;
  delivery_type: 'pickup' | 'delivery';
  /** The store's title for a pickup (or the store it is delivered from). */
  store: string | null;
  /** One-line delivery address, for delivery orders. */
  address: string | null;
  subtotal: number;
  delivery_rate: number;
  tax: number;
  total: number;
  savings: OrderSavings;
  lines: Array<{
    product_title: string;
    variation_name: string;
    quantity: number;
    unit_price: number;
    line_total: number;
  }>;
}

const money = (amount: number) => formatCents(toCents(amount));

export function orderConfirmationMail(to: string, order: ConfirmedOrder): MailMessage {
  const subject = `${SHOP_NAME}: order #${order.id} is confirmed`;
  const where = order.delivery_type === 'pickup' ? `Pickup at: ${order.store ?? 'our store'}` : `Delivery to: ${order.address ?? ''}`;
  const lineText = order.lines.map(
    (l) => `${l.quantity} x ${l.product_title} (${l.variation_name}) at ${money(l.unit_price)} = ${money(l.line_total)}`,
  );
  // Savings read as the cart showed them: "Mixed case: −$4.50" (a minus sign, not a hyphen).
  const { savings } = order;
  const totals: Array<[string, string]> = [
    ['Subtotal', money(order.subtotal)],
    ...(savings.mixed_case_saving > 0 ? [['Mixed case', `\u2212${money(savings.mixed_case_saving)}`] as [string, string]] : []),
    ...(savings.promo_code ? [[`Promo code ${savings.promo_code}`, `\u2212${money(savings.promo_saving)}`] as [string, string]] : []),
    ['Delivery', money(order.delivery_rate)],
    ['Tax', money(order.tax)],
    ['Total', money(order.total)],
  ];
  const text = [
    `Hello ${order.name},`,
    '',
    `Thank you: we received your payment for order #${order.id}.`,
    '',
    ...lineText,
    '',
    ...totals.map(([label, amount]) => `${label}: ${amount}`),
    '',
    where,
    order.delivery_type === 'pickup'
      ? 'Your product is ready for pickup at our store within 1-2 weeks.'
      : 'Your product is ready for shipment it will be dispatched within 1-2 weeks.',
    '',
    SHOP_NAME,
  ].join('\n');
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:left"';
  const rows = order.lines
    .map(
      (l) =>
        `<tr><td ${cell}>${escapeHtml(l.product_title)} (${escapeHtml(l.variation_name)})</td><td ${cell}>${l.quantity}</td><td ${cell}>${money(l.unit_price)}</td><td ${cell}>${money(l.line_total)}</td></tr>`,
    )
    .join('\n');
  const totalRows = totals
    .map(([label, amount]) => `<tr><th colspan="3" ${cell}>${escapeHtml(label)}</th><td ${cell}>${amount}</td></tr>`)
    .join('\n');
  const html = htmlFrame(
    subject,
    [
      p(`Hello ${order.name},`),
      p(`Thank you: we received your payment for order #${order.id}.`),
      `<table style="border-collapse:collapse;width:100%"><thead><tr><th ${cell}>Product</th><th ${cell}>Quantity</th><th ${cell}>Price</th><th ${cell}>Total</th></tr></thead>
<tbody>${rows}</tbody><tfoot>${totalRows}</tfoot></table>`,
      p(where),
    ].join('\n'),
  );
  return { to, subject, text, html };
}

interface RestockedSize {
  productName: string;
  size: string;
  productLink: string;
  cancelLink: string;
}

/** The one mail a back-in-stock request gets (commerce/back-in-stock.ts). */
export function backInStockMail(to: string, { productName, size, productLink, cancelLink }: RestockedSize): MailMessage {
  const named = size ? `${productName} (${size})` : productName;
  const subject = `Back in stock: ${named}`;
  const text = [
    'Hello,',
    '',
    `Good news: ${named} is back in stock at ${SHOP_NAME}. Stock can go quickly:`,
    '',
    productLink,
    '',
    'You asked us to e-mail you once, so this is the only mail about it.',
    'No longer want these mails, or never asked for them? Cancel every back-in-stock e-mail still waiting for this address:',
    '',
    cancelLink,
    '',
    SHOP_NAME,
  ].join('\n');
  const html = htmlFrame(
    subject,
    [
      p('Hello,'),
      p(`Good news: ${named} is back in stock at ${SHOP_NAME}. Stock can go quickly:`),
      `<p><a href="${escapeHtml(productLink)}">${escapeHtml(`See ${named}`)}</a></p>`,
      p('You asked us to e-mail you once, so this is the only mail about it.'),
      `<p>No longer want these mails, or never asked for them? <a href="${escapeHtml(cancelLink)}">Cancel every back-in-stock e-mail still waiting for this address</a>.</p>`,
    ].join('\n'),
  );
  return { to, subject, text, html };
}
