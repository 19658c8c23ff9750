/**
 * Field rules shared by the sign-in, registration, forgot-password and contact schemas
 * (docs/product.md, "Form rules"). conform's parseWithZod turns empty inputs into `undefined`, so "required"
 * messages are zod's required_error.
 */
import { z } from 'zod';

export const TERMS_MESSAGE = 'Please accept the terms and conditions';

/** Trimmed text that must not be blank. */
export function requiredText(message: string, max = 100) {
  return z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`);
}

/** Required e-mail: `required` when blank, `invalid` when not a standard address. */
export function emailField(required: string, invalid: string) {
  return z.string({ required_error: required, invalid_type_error: required }).trim().min(1, required).max(254, invalid).email(invalid);
}

/** The terms checkbox: conform reads a checked box as true. */
export const termsField = z
  .boolean({ required_error: TERMS_MESSAGE, invalid_type_error: TERMS_MESSAGE })
  .refine((accepted) => accepted, TERMS_MESSAGE);

/** Where to go after the form succeeds (validated again with safeRedirect in the action). */
export const redirectToField = z.string().max(2000).optional();
