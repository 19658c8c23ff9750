import { z } from 'zod';
import { confirmPasswordField, newPasswordField, passwordsMustMatch } from './register';

/** The reset-password page: a new password under the register rules. */
export const RESET_LINK_INCOMPLETE = 'This password reset link is incomplete. Please ask for a new one.';

export const resetPasswordSchema = z
  .object({
    token: z.string({ required_error: RESET_LINK_INCOMPLETE }).trim().min(1, RESET_LINK_INCOMPLETE).max(200, RESET_LINK_INCOMPLETE),
    password: newPasswordField,
    confirm_password: confirmPasswordField,
  })
  .superRefine(passwordsMustMatch);
