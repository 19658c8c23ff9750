/**
 * Promotions against the database: the facts the price rules need about each line (wine or
 * not, bottle size, categories), the code as stored, the shopper's paid uses of it, and taking
 * one use at payment. The arithmetic is price-rules.ts.
 */
import type { ShopApiConfig } from '../config';
import type { CartSavings } from '../contract';
import type { ShopDb } from '../db/connection';
import { ApiError } from '../http';
import { formatCents, fromCents, toCents } from '../money';
import { countHit } from '../security/rate-limits';
import { priceSavings, refusalMessage, sizeInMl, type CodeRule, type RuleLine, type Savings } from './price-rules';

/** The parent category whose products (and its subcategories' products) are wine. */
const WINE_CATEGORY_SLUG = 'wine';

/** A code as typed: trimmed and upper-cased; anything that cannot be a code is null. */
function normalizeCode(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return /^[A-Z0-9][A-Z0-9_-]{0,39}$/.test(code) ? code : null;
}

interface PricedLineInput {
  productId: number;
  variationName: string;
  quantity: number;
  /** The line's price before savings, priced by the API. */
  cents: number;
}

/** The rules' view of lines priced by the API: each product's categories and whether it is wine. */
export async function ruleLines(db: ShopDb, lines: readonly PricedLineInput[]): Promise<RuleLine[]> {
  if (lines.length === 0) return [];
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('categories as parent', 'parent.id', 'c.parent_id')
    .select(['p.id', 'c.id as category_id', 'c.slug', 'parent.id as parent_id', 'parent.slug as parent_slug'])
    .where('p.id', 'in', [...new Set(lines.map((l) => l.productId))])
    .execute();
  const facts = new Map(rows.map((r) => [r.id, r]));
  return lines.map((line) => {
    const fact = facts.get(line.productId);
    return {
      cents: line.cents,
      quantity: line.quantity,
      sizeMl: sizeInMl(line.variationName),
      wine: fact ? fact.slug === WINE_CATEGORY_SLUG || fact.parent_slug === WINE_CATEGORY_SLUG : false,
      categoryIds: fact ? [fact.category_id, ...(fact.parent_id === null ? [] : [fact.parent_id])] : [],
    };
  });
}

interface StoredCode {
  id: number;
  rule: CodeRule;
}

async function findPromoCode(db: ShopDb, code: string): Promise<StoredCode | null> {
  const row = await db.selectFrom('promo_codes').selectAll().where('code', '=', code).executeTakeFirst();
  if (!row) return null;
  const categoryIds = typeof row.category_ids === 'string' ? (JSON.parse(row.category_ids) as number[]) : row.category_ids;
  return {
    id: row.id,
    rule: {
      code: row.code,
      kind: row.kind,
      amount: row.kind === 'percent' ? Number(row.amount) : toCents(row.amount),
      minSubtotalCents: toCents(row.min_subtotal),
      startsAt: row.starts_at ? new Date(row.starts_at) : null,
      endsAt: row.ends_at ? new Date(row.ends_at) : null,
      maxUses: row.max_uses,
      uses: Number(row.uses),
      maxUsesPerShopper: row.max_uses_per_shopper,
      categoryIds: categoryIds.map(Number),
    },
  };
}

/** The shopper's paid orders with this code. */
async function shopperUses(db: ShopDb, codeId: number, userId: number | null): Promise<number> {
  if (userId === null) return 0;
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('promo_code_id', '=', codeId)
    .where('user_id', '=', userId)
    .where('payment_status', '=', 'Success')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

interface QuoteInput {
  lines: RuleLine[];
  /** As typed; '' or undefined: no code. */
  code: string | undefined;
  userId: number | null;
  /** Unknown codes count against this address, like failed sign-ins (ADR 0050). */
  clientAddress: string | null;
}

interface Quote {
  savings: Savings;
  /** The applied code's row, for the order. */
  codeId: number | null;
  /** The applied or refused code's minimum subtotal, for the refusal's message. */
  minSubtotalCents: number;
}

/**
 * Prices the savings of these lines with this code. An unknown code is counted against the
 * client's address before it is answered, so guessing codes meets the same 429 as guessing
 * passwords; known codes (even expired ones) cost nothing.
 */
export async function quoteSavings(db: ShopDb, config: Pick<ShopApiConfig, 'rateLimits'>, input: QuoteInput): Promise<Quote> {
  const now = new Date();
  const typed = input.code?.trim() ?? '';
  if (typed === '') return { savings: priceSavings(input.lines, null, now), codeId: null, minSubtotalCents: 0 };
  const normalized = normalizeCode(typed);
  const stored = normalized ? await findPromoCode(db, normalized) : null;
  if (!stored) {
    await countHit(db, 'promo-code-address', input.clientAddress, config.rateLimits.promoCodePerAddress);
    return { savings: priceSavings(input.lines, 'unknown', now), codeId: null, minSubtotalCents: 0 };
  }
  const uses = await shopperUses(db, stored.id, input.userId);
  const savings = priceSavings(input.lines, { rule: stored.rule, shopperUses: uses }, now);
  return { savings, codeId: savings.code ? stored.id : null, minSubtotalCents: stored.rule.minSubtotalCents };
}

/** The quote as the contract answers it. */
export function savingsView({ savings, minSubtotalCents }: Quote): CartSavings {
  return {
    subtotal: fromCents(savings.subtotalCents),
    mixed_case_saving: fromCents(savings.mixedCase.savingCents),
    mixed_case_bottles_to_go: savings.mixedCase.bottlesToGo,
    promo_code: savings.code?.code ?? null,
    promo_saving: fromCents(savings.code?.savingCents ?? 0),
    promo_refusal: savings.refusal
      ? { reason: savings.refusal, message: refusalMessage(savings.refusal, formatCents(minSubtotalCents)) }
      : null,
    total_saving: fromCents(savings.totalSavingCents),
  };
}

/** A refused code at checkout: the order is not placed, and the shopper is told why. */
export function refusedCode(quote: Quote): ApiError | null {
  const view = savingsView(quote);
  return view.promo_refusal ? new ApiError(400, view.promo_refusal.message, { promo_code: [view.promo_refusal.message] }) : null;
}

/** Thrown inside the payment transaction when the order's code has no use left for it. */
export class CodeUsedUp extends Error {
  constructor(readonly code: string) {
    super('promo code used up');
  }
}

/**
 * Takes one use of the paid order's code, inside the payment's transaction. The conditional
 * UPDATE holds the code's row lock until commit, so of many payments racing for the last use
 * exactly one gets it (PGlite runs transactions one at a time); the per-shopper count is read
 * after the lock, so it sees every payment that committed before.
 */
export async function takeCodeUse(trx: ShopDb, orderId: number): Promise<void> {
  const order = await trx
    .selectFrom('orders')
    .select(['user_id', 'promo_code_id', 'promo_code'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (order.promo_code_id === null) return;
  const code = order.promo_code ?? '';
  const taken = await trx
    .updateTable('promo_codes')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', order.promo_code_id)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .returning('max_uses_per_shopper')
    .executeTakeFirst();
  if (!taken) throw new CodeUsedUp(code);
  // This order is already marked paid in the transaction, so it is one of the counted uses.
  if (taken.max_uses_per_shopper !== null && (await shopperUses(trx, order.promo_code_id, order.user_id)) > taken.max_uses_per_shopper) {
    throw new CodeUsedUp(code);
  }
}
