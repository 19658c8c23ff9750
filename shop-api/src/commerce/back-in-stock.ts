/**
 * "E-mail me when it's back" (ADR 0156). A request names a sold-out size and an address; when
 * that size's stock returns, the row trigger of migration 012 marks it due in the restocking
 * transaction, and `mailDueRequests`, run after each catalogue change this API hears, claims due
 * requests, closes them and sends one mail each. Claiming first (FOR UPDATE SKIP LOCKED) means
 * two API instances hearing the same change never mail one request twice.
 */
import { sql } from 'kysely';
import { hashToken, newRandomToken } from '../auth/tokens';
import type { ShopApiConfig } from '../config';
import type { ShopDb } from '../db/connection';
import { ApiError } from '../http';
import { sendInBackground, type Mailer } from '../mail/mailer';
import { backInStockMail } from '../mail/messages';

export const BACK_IN_STOCK_REPLY = 'Thank you: we will e-mail you when this size is back in stock.';
const BACK_IN_STOCK_IN_STOCK = 'This size is in stock: you can buy it now.';
export const BACK_IN_STOCK_CANCELLED = 'Your back-in-stock e-mails are cancelled.';
const CANCEL_LINK_INVALID = 'This cancel link is not valid. Please use the link in the e-mail.';

/** Due requests mailed per claim; a larger restock is worked through claim after claim. */
const CLAIM_BATCH = 100;

/**
 * Records a request for `variationId` (which must be a sold-out, available size). An address
 * with an open request for that size keeps it: the caller answers the same either way.
 */
export async function askBackInStock(db: ShopDb, variationId: number, email: string, userId: number | null): Promise<void> {
  const variation = await db
    .selectFrom('variations')
    .innerJoin('products', 'products.id', 'variations.product_id')
    .select(['variations.stock', 'variations.regular_price'])
    .where('variations.id', '=', variationId)
    .where('products.not_found', '=', false)
    .executeTakeFirst();
  if (!variation || variation.regular_price === null) throw new ApiError(404, 'This size does not exist.');
  if (Number(variation.stock) > 0) throw new ApiError(400, BACK_IN_STOCK_IN_STOCK);
  await sql`
    insert into back_in_stock_requests (variation_id, email, user_id) values (${variationId}, ${email}, ${userId})
    on conflict (variation_id, email) where closed_at is null do nothing`.execute(db);
}

interface ClaimedRequest {
  id: number;
  email: string;
  variation_id: number;
  product_id: number;
  product_name: string;
  size: string | null;
}

/** Closes up to CLAIM_BATCH due requests as mailed and returns them with what the mail names. */
async function claimDueRequests(db: ShopDb): Promise<ClaimedRequest[]> {
  const { rows } = await sql<ClaimedRequest>`
    with claimed as (
      update back_in_stock_requests set closed_at = now(), closed_reason = 'mailed'
      where id in (
        select id from back_in_stock_requests where due_at is not null and closed_at is null
        order by id limit ${CLAIM_BATCH} for update skip locked)
      returning id, email, variation_id)
    select c.id, c.email, c.variation_id, p.id as product_id, p.title as product_name, t.name as size
    from claimed c
    join variations v on v.id = c.variation_id
    join products p on p.id = v.product_id
    left join terms t on t.id = v.size_id
    order by c.id`.execute(db);
  return rows;
}

/** The storefront page of the product with the size chosen. */
function productLink(origin: string, productId: number, variationId: number): string {
  return `${origin}/product/${productId}?${new URLSearchParams({ variation: String(variationId) })}`;
}

function cancelLink(origin: string, token: string): string {
  return `${origin}/back-in-stock/cancel?${new URLSearchParams({ token })}`;
}

/** Mails every due request once and closes it; returns how many were mailed. */
async function mailDueRequests(db: ShopDb, mailer: Mailer, config: ShopApiConfig): Promise<number> {
  let mailed = 0;
  for (;;) {
    const claimed = await claimDueRequests(db);
    for (const request of claimed) {
      const token = newRandomToken();
      await db
        .updateTable('back_in_stock_requests')
        .set({ cancel_token_hash: hashToken(token) })
        .where('id', '=', request.id)
        .execute();
      sendInBackground(
        mailer,
        backInStockMail(request.email, {
          productName: request.product_name,
          size: request.size ?? '',
          productLink: productLink(config.storefrontOrigin, request.product_id, request.variation_id),
          cancelLink: cancelLink(config.storefrontOrigin, token),
        }),
      );
    }
    mailed += claimed.length;
    if (claimed.length < CLAIM_BATCH) return mailed;
  }
}

/**
 * Runs `mailDueRequests` after each call to `run`, one pass at a time: calls made during a pass
 * start one more pass after it, so a restock committed meanwhile is never left waiting.
 */
export function createBackInStockMailing(db: ShopDb, mailer: Mailer, config: ShopApiConfig): { run(): void } {
  let running = false;
  let again = false;
  const pass = async () => {
    running = true;
    try {
      do {
        again = false;
        await mailDueRequests(db, mailer, config);
      } while (again);
    } catch (error) {
      console.error('[shop-api] back-in-stock mails could not be sent:', (error as Error).message);
    } finally {
      running = false;
    }
  };
  return {
    run() {
      if (running) again = true;
      else void pass();
    },
  };
}

/** The address a mailed cancel link belongs to; 400 when the link is not one of ours. */
export async function cancelLinkAddress(db: ShopDb, token: string): Promise<string> {
  const row = await db
    .selectFrom('back_in_stock_requests')
    .select('email')
    .where('cancel_token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) throw new ApiError(400, CANCEL_LINK_INVALID, { token: [CANCEL_LINK_INVALID] });
  return row.email;
}

/**
 * The cancel link of a mail: the request it came with is already closed, so it stops every other
 * request still open for that address (the shopper no longer wants these mails, or never asked).
 */
export async function cancelBackInStock(db: ShopDb, token: string): Promise<number> {
  const email = await cancelLinkAddress(db, token);
  const result = await db
    .updateTable('back_in_stock_requests')
    .set({ closed_at: new Date(), closed_reason: 'cancelled' })
    .where('email', '=', email)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
