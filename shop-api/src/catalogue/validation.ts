import { z } from 'zod';

/** PostgreSQL integer columns hold at most this; larger ids would make the query itself fail. */
const MAX_ID = 2147483647;

/** Numeric strings ("42", " 3.5 ") read as numbers; anything else is left for zod to reject. */
export function numericString(value: unknown): unknown {
  if (value === '') return null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return value;
}

const number = (label: string) =>
  z.number({ invalid_type_error: `${label} must be a number`, required_error: `${label} is required` }).finite(`${label} must be a number`);

/** A database id: a non-negative integer (or a numeric string). */
export const idSchema = (label = 'Id') =>
  z.preprocess(
    numericString,
    number(label).int(`${label} must be a whole number`).min(0, `${label} must not be negative`).max(MAX_ID, `${label} is too large`),
  );

/** Optional id; null, '' and absence all mean "not given". */
export const optionalIdSchema = (label: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema(label).optional());

/** A list of ids (a single id is read as a one-item list); null or absent means no filter. */
export const idListSchema = (label: string) =>
  z.preprocess(
    (v) => {
      if (v === null || v === '') return undefined;
      const single = numericString(v);
      return typeof single === 'number' ? [single] : v;
    },
    z
      .array(idSchema(`${label} id`), { invalid_type_error: `${label} must be a list of ids` })
      .max(100, `${label} has too many ids`)
      .optional(),
  );

/** A money or rating amount (numeric strings accepted), within [0, max]. */
export const amountSchema = (label: string, max: number) =>
  z.preprocess(numericString, number(label).min(0, `${label} must not be negative`).max(max, `${label} is too large`));

/** location_id: accepted and validated everywhere; the reference catalogue is the same for every store. */
export const locationIdSchema = optionalIdSchema('location_id');
