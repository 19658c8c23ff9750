import { z } from 'zod';
import { emailField, redirectToField, termsField } from './account-fields';

/** Sign-in dialog: e-mail, password rules, terms checkbox. */
export const LOGIN_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordLength: 'Password must be at least 8 characters long',
  passwordCapital: 'Password must contain at least one capital letter',
  passwordNumber: 'Password must contain at least one number',
} as const;

export const loginSchema = z.object({
  email_address: emailField(LOGIN_MESSAGES.emailRequired, LOGIN_MESSAGES.emailInvalid),
  password: z
    .string({ required_error: LOGIN_MESSAGES.passwordRequired })
    .max(128, LOGIN_MESSAGES.passwordLength)
    .min(8, LOGIN_MESSAGES.passwordLength)
    .regex(/[A-Z]/, LOGIN_MESSAGES.passwordCapital)
    .regex(/[0-9]/, LOGIN_MESSAGES.passwordNumber),
  terms: termsField,
  redirectTo: redirectToField,
});
