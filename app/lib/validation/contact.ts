import { z } from 'zod';
import { emailField, redirectToField, requiredText, termsField } from './account-fields';

/** Contact-us dialog. */
export const CONTACT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most 5000 characters',
} as const;

export const contactSchema = z.object({
  first_name: requiredText(CONTACT_MESSAGES.firstNameRequired),
  last_name: requiredText(CONTACT_MESSAGES.lastNameRequired),
  email_address: emailField(CONTACT_MESSAGES.emailRequired, CONTACT_MESSAGES.emailInvalid),
  message: z
    .string({ required_error: CONTACT_MESSAGES.messageRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.messageRequired)
    .max(5000, CONTACT_MESSAGES.messageTooLong),
  terms: termsField,
  redirectTo: redirectToField,
});
