import { z } from 'zod';
import { emailField } from './account-fields';

/** The product page's "E-mail me when it's back" form (app/components/product/BackInStockForm.tsx). */
export const BACK_IN_STOCK_INTENT = 'back-in-stock';

const variationField = z.coerce.number({ invalid_type_error: 'Choose a size' }).int().positive('Choose a size');

/** A visitor gives an address; the shop API checks it again (the server's word is final). */
export const visitorBackInStockSchema = z.object({
  intent: z.literal(BACK_IN_STOCK_INTENT),
  variation_id: variationField,
  email_address: emailField('Email is required', 'Please enter a valid email address'),
});

/** A signed-in shopper asks with one click: the shop API uses their account's address. */
export const shopperBackInStockSchema = z.object({
  intent: z.literal(BACK_IN_STOCK_INTENT),
  variation_id: variationField,
});

/** The page a back-in-stock mail's cancel link opens. */
const CANCEL_LINK_INCOMPLETE = 'This cancel link is incomplete. Please use the link in the e-mail.';

export const cancelBackInStockSchema = z.object({
  token: z.string({ required_error: CANCEL_LINK_INCOMPLETE }).trim().min(1, CANCEL_LINK_INCOMPLETE).max(200, CANCEL_LINK_INCOMPLETE),
});
