import { z } from 'zod';

/** Largest value of a PostgreSQL integer column: anything above is refused before it reaches SQL. */
const MAX_DB_INT = 2_147_483_647;

// null means "not given", like a missing key, so clients that send null get the same messages.
const nullToUndefined = (value: unknown) => (value === null ? undefined : value);

/** Trimmed, non-empty text; a missing, null, empty or non-text value answers `required`. */
export function requiredText(required: string, max = 200, label = 'This field') {
  return z.preprocess(
    nullToUndefined,
    z
      .string({ required_error: required, invalid_type_error: required })
      .trim()
      .min(1, required)
      .max(max, `${label} must be at most ${max} characters`),
  );
}

/** Trimmed optional text; missing or null reads as ''. */
export function optionalText(max = 200, label = 'This field') {
  return z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z
      .string({ invalid_type_error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`),
  );
}

const EMAIL = z.string().email();

/** Required e-mail: `required` when blank, `invalid` when it is not an address. Lower-cased. */
export function emailField(required: string, invalid: string) {
  return requiredText(required, 254, 'Email')
    .refine((value) => value.length === 0 || EMAIL.safeParse(value).success, invalid)
    .transform((value) => value.toLowerCase());
}

// An optional plus, then digits, spaces or hyphens, at least 10 characters (the storefront's rule).
export const PHONE_PATTERN = /^\+?[0-9 -]{10,}$/;

export function phoneField() {
  return requiredText('Phone number is required', 30, 'Phone number').refine(
    (value) => value.length === 0 || PHONE_PATTERN.test(value),
    'Invalid phone number format',
  );
}

// Numeric strings are accepted for ids and quantities (form posts, query strings); the preprocess
// turns "42" and "-1" into numbers so the number rules below give the messages.
const numericString = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value.trim()) : nullToUndefined(value);

/** A database id: a positive integer (or numeric string). */
export function idField(label: string) {
  return z.preprocess(
    numericString,
    z
      .number({ required_error: `${label} is required`, invalid_type_error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .positive(`${label} must be a positive whole number`)
      .max(MAX_DB_INT, `${label} is too large`),
  );
}

/** An optional id where 0 means "none" (the storefront's default location id is 0). */
export function optionalIdField(label: string) {
  return z.preprocess(
    (value) => (value === '' ? undefined : numericString(value)),
    z
      .number({ invalid_type_error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(0, `${label} must be a positive whole number`)
      .max(MAX_DB_INT, `${label} is too large`)
      .optional()
      .transform((value) => (value ? value : undefined)),
  );
}

export function quantityField() {
  return z.preprocess(
    numericString,
    z
      .number({ required_error: 'Quantity is required', invalid_type_error: 'Quantity must be a whole number' })
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1')
      .max(MAX_DB_INT, 'Quantity is too large'),
  );
}
