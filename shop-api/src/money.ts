/**
 * Money is handled in integer cents so that sums and products never pick up float error;
 * the database stores numeric(10,2) and the API answers numbers rounded to 2 decimals.
 */
export type Cents = number;

/** A price as read from the database (a number with at most 2 decimals) in cents. */
export function toCents(amount: number | string | null | undefined): Cents {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  if (!Number.isFinite(value)) throw new Error(`Not a money amount: ${String(amount)}`);
  return Math.round(value * 100);
}

/** Cents as a number with 2 decimals, for responses and numeric(10,2) columns. */
export function fromCents(cents: Cents): number {
  return Math.round(cents) / 100;
}

/** A numeric(10,2) column (a string from node-postgres, a number from PGlite) as a 2-decimal number. */
export const moneyColumn = (value: number | string): number => fromCents(toCents(value));

/** An amount rounded to 2 decimals for an answer; anything not a finite number reads as null, never NaN. */
export function roundMoney(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return null;
  return Math.round(n * 100) / 100;
}

export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** "$12.50" — the shop's display format (dollar sign, 2 decimals). */
export function formatCents(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}$${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
