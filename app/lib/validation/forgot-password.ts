import { z } from 'zod';
import { emailField, redirectToField } from './account-fields';

/** Forgot-password dialog. */
export const FORGOT_PASSWORD_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
} as const;

export const forgotPasswordSchema = z.object({
  email_address: emailField(FORGOT_PASSWORD_MESSAGES.emailRequired, FORGOT_PASSWORD_MESSAGES.emailInvalid),
  redirectTo: redirectToField,
});
