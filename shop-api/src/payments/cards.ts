import { z } from 'zod';

/** Documented test cards of the built-in card page. Any other Luhn-valid number succeeds. */
const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is valid through the last day of its expiry month. */
export function expired(month: number, twoDigitYear: number, now: Date): boolean {
  const year = 2000 + twoDigitYear;
  const firstDayAfter = new Date(Date.UTC(year, month, 1)); // month is 1-based, so this is the next month
  return firstDayAfter.getTime() <= now.getTime();
}

export type CardField = 'name' | 'card_number' | 'expiry' | 'cvc';

const CARD_MESSAGES = {
  name: 'Enter the name on the card',
  card_number: 'Enter a valid card number',
  expiry: 'Enter the expiry date as MM/YY',
  expired: 'This card has expired',
  cvc: 'Enter the 3 or 4 digit security code',
} as const;

// The slash is optional: numeric phone keypads have none, and '0830' can only mean 08/30.
const EXPIRY = /^(0[1-9]|1[0-2])\s*\/?\s*(\d{2})$/;

function cardFormSchema(now: Date) {
  const text = (max: number) => z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string().trim().max(max));
  return z
    .object({
      name: text(100),
      // Spaces and hyphens as people type them; the digits are what counts.
      card_number: text(40).transform((v) => v.replace(/[\s-]/g, '')),
      expiry: text(10),
      cvc: text(10),
    })
    .superRefine((form, ctx) => {
      const issue = (field: CardField, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
      if (!form.name) issue('name', CARD_MESSAGES.name);
      if (!/^\d{12,19}$/.test(form.card_number) || !luhnValid(form.card_number)) issue('card_number', CARD_MESSAGES.card_number);
      const expiry = EXPIRY.exec(form.expiry);
      if (!expiry) issue('expiry', CARD_MESSAGES.expiry);
      else if (expired(Number(expiry[1]), Number(expiry[2]), now)) issue('expiry', CARD_MESSAGES.expired);
      if (!/^\d{3,4}$/.test(form.cvc)) issue('cvc', CARD_MESSAGES.cvc);
    });
}

type CardCheck =
  | { ok: true; number: string; last4: string }
  | { ok: false; errors: Partial<Record<CardField, string>>; values: { name: string; expiry: string } };

/** Checks the card form. On failure only the name and expiry are kept for re-display. */
export function checkCardForm(form: URLSearchParams, now = new Date()): CardCheck {
  const input = Object.fromEntries(['name', 'card_number', 'expiry', 'cvc'].map((k) => [k, form.get(k) ?? '']));
  const result = cardFormSchema(now).safeParse(input);
  if (result.success) {
    return { ok: true, number: result.data.card_number, last4: result.data.card_number.slice(-4) };
  }
  const errors: Partial<Record<CardField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CardField;
    errors[field] ??= issue.message;
  }
  return {
    ok: false,
    errors,
    values: { name: String(input.name).trim().slice(0, 100), expiry: String(input.expiry).trim().slice(0, 10) },
  };
}

/** What the simulated card network answers for a valid card. */
export function cardOutcome(number: string): 'succeeded' | 'failed' {
  return number === TEST_CARDS.declined ? 'failed' : 'succeeded';
}
