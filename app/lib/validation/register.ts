import { z } from 'zod';
import { emailField, redirectToField, requiredText, termsField } from './account-fields';

/** Registration dialog. The same rules the shop API applies. */
export const REGISTER_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  passwordRequired: 'Password is required',
  passwordRule: 'Password must be at least 8 characters long, include 1 uppercase, 1 lowercase, 1 number, and 1 special character',
  passwordsMismatch: 'Passwords do not match',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number format',
  countryRequired: 'Country/Region is required',
} as const;

const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).{8,}$/;
// An optional plus, then digits, spaces or hyphens, at least 10 characters.
const PHONE_PATTERN = /^\+?[0-9 -]{10,}$/;

/** A new password (registration, password reset): the register rule. */
export const newPasswordField = z
  .string({ required_error: REGISTER_MESSAGES.passwordRequired })
  .max(128, REGISTER_MESSAGES.passwordRule)
  .regex(STRONG_PASSWORD, REGISTER_MESSAGES.passwordRule);

export const confirmPasswordField = z.string({ required_error: REGISTER_MESSAGES.passwordsMismatch });

/** 'Passwords do not match' on confirm_password. */
export function passwordsMustMatch(form: { password: string; confirm_password: string }, ctx: z.RefinementCtx): void {
  if (form.password !== form.confirm_password) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['confirm_password'], message: REGISTER_MESSAGES.passwordsMismatch });
  }
}

export const registerSchema = z
  .object({
    firstname: requiredText(REGISTER_MESSAGES.firstNameRequired),
    lastname: requiredText(REGISTER_MESSAGES.lastNameRequired),
    email_address: emailField(REGISTER_MESSAGES.emailRequired, REGISTER_MESSAGES.emailInvalid),
    password: newPasswordField,
    confirm_password: confirmPasswordField,
    phonenumber: z
      .string({ required_error: REGISTER_MESSAGES.phoneRequired })
      .trim()
      .min(1, REGISTER_MESSAGES.phoneRequired)
      .max(30, REGISTER_MESSAGES.phoneInvalid)
      .regex(PHONE_PATTERN, REGISTER_MESSAGES.phoneInvalid),
    country: requiredText(REGISTER_MESSAGES.countryRequired),
    terms: termsField,
    redirectTo: redirectToField,
  })
  .superRefine(passwordsMustMatch);
