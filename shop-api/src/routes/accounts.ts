import { z } from 'zod';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { checkPasswordReset, consumePasswordReset, createPasswordReset, passwordResetLink } from '../auth/reset-tokens';
import { facebookProfile, googleProfile } from '../auth/social';
import { knownDeviceKey, rememberDevice } from '../auth/known-devices';
import { revokeToken } from '../auth/tokens';
import { findOrCreateSocialUser, fullName, isUniqueViolation, signIn } from '../auth/users';
import { emailField, optionalText, phoneField, requiredText } from '../commerce/fields';
import type {
  ContactData,
  ForgotPasswordData,
  GmailLoginData,
  LoggedOutData,
  RegisteredData,
  ResetTokenCheckData,
  SignedInUser,
} from '../contract';
import { ApiError, ok, readBody, validate } from '../http';
import { sendInBackground } from '../mail/mailer';
import { passwordResetMail, welcomeMail } from '../mail/messages';
import type { RouteTable } from '../router';
import { countHit, refundHit } from '../security/rate-limits';

// Messages are the storefront's (app/lib/validation/), so it can show them as they come.
const loginSchema = z.object({
  email_address: emailField('Email is required', 'Please enter a valid email address'),
  // Not trimmed: spaces are part of a password. The length cap keeps scrypt from doing work on junk.
  password: z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .string({ required_error: 'Password is required', invalid_type_error: 'Password is required' })
      .min(1, 'Password is required')
      .max(1024, 'Invalid email or password'),
  ),
  // Extension (ADR 0139): the browser's device token. Anything but text counts as none: a stale
  // or mangled cookie must never stop a sign-in, it only makes the browser unknown.
  device_token: z.preprocess((v) => (typeof v === 'string' ? v : undefined), z.string().optional()),
});

const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).{8,}$/;
const PASSWORD_RULE = 'Password must be at least 8 characters long, include 1 uppercase, 1 lowercase, 1 number, and 1 special character';

/** A new password (registration, password reset): the register rule (docs/product.md, "Form rules"). */
const newPasswordField = z.preprocess(
  (v) => (v === null ? undefined : v),
  z
    .string({ required_error: 'Password is required', invalid_type_error: 'Password is required' })
    .min(1, 'Password is required')
    .max(128, 'Password must be at most 128 characters')
    .refine((v) => v.length === 0 || STRONG_PASSWORD.test(v), PASSWORD_RULE),
);

const registrationSchema = z.object({
  firstname: requiredText('First name is required', 100, 'First name'),
  lastname: requiredText('Last name is required', 100, 'Last name'),
  email_address: emailField('Email is required', 'Invalid email format'),
  password: newPasswordField,
  phonenumber: phoneField(),
  country: requiredText('Country/Region is required', 100, 'Country'),
});

const forgotPasswordSchema = z.object({
  email_address: emailField('Email is required', 'Please enter a valid email address'),
});

const RESET_LINK_INCOMPLETE = 'This password reset link is incomplete. Please ask for a new one.';
const resetTokenField = requiredText(RESET_LINK_INCOMPLETE, 200, 'token');
const resetCheckSchema = z.object({ token: resetTokenField });
const resetPasswordSchema = z.object({ token: resetTokenField, password: newPasswordField });

const MAX_CONTACT_MESSAGE = 5000;
const contactSchema = z.object({
  first_name: requiredText('First name is required', 100, 'First name'),
  last_name: requiredText('Last name is required', 100, 'Last name'),
  email_address: emailField('Email is required', 'Invalid email format'),
  message: requiredText('Message is required', MAX_CONTACT_MESSAGE, 'Message'),
});

const googleLoginSchema = z.object({
  code: requiredText('Google authorization code is required', 2048),
  location_id: optionalText(50),
  state: optionalText(2048),
  // PKCE verifier (RFC 7636: 43-128 characters) and the nonce the storefront sent to Google.
  code_verifier: optionalText(128),
  nonce: optionalText(256),
});

const facebookLoginSchema = z.object({
  access_token: requiredText('Facebook access token is required', 4096),
  // The Facebook user id from the SDK (not a shop user id); numeric in practice.
  user_id: z.preprocess(
    (v) => (v === null || v === '' ? undefined : typeof v === 'number' ? String(v) : v),
    z.string({ invalid_type_error: 'user_id must be text' }).trim().max(100).optional(),
  ),
  location_id: z.unknown().optional(),
  state: z.unknown().optional(),
});

const FORGOT_PASSWORD_REPLY = 'If an account exists for this email, we have sent password reset instructions.';

export const accountRoutes: RouteTable = {
  async 'POST /login'({ request, db, config, clientAddress }) {
    const { email_address, password, device_token } = await readBody(request, loginSchema);
    const limits = config.rateLimits;
    // Counted before the password is checked, so while locked even the right password is refused.
    await countHit(db, 'login-address', clientAddress, limits.loginPerAddress);
    const user = await db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'email', 'password_hash'])
      .where('email', '=', email_address)
      .executeTakeFirst();
    // A browser that signed in to this account before has its own bucket; every other attempt
    // (unknown e-mails too) shares the account's, which strangers can fill (ADR 0139).
    const deviceKey = user ? await knownDeviceKey(db, user.id, device_token) : null;
    const bucket = deviceKey
      ? ({ scope: 'login-device', key: deviceKey, rule: limits.loginPerDevice } as const)
      : ({ scope: 'login-account', key: email_address, rule: limits.loginPerAccount } as const);
    await countHit(db, bucket.scope, bucket.key, bucket.rule);
    // verifyPassword spends the same time for unknown e-mails and password-less (social) accounts.
    const valid = await verifyPassword(password, user?.password_hash);
    if (!user || !valid) throw new ApiError(400, 'Invalid email or password');
    // Only failures count: a successful sign-in gives its hits back.
    await refundHit(db, 'login-address', clientAddress, limits.loginPerAddress);
    await refundHit(db, bucket.scope, bucket.key, bucket.rule);
    const signedIn = await signIn(db, config, user);
    return ok<SignedInUser>(
      { ...signedIn, device_token: await rememberDevice(db, user.id, device_token) },
      { message: 'Login successfully' },
    );
  },

  /** Ends the session: the bearer token stops working at once (ADR 0051). Idempotent. */
  async 'POST /logout'({ request, db }) {
    await revokeToken(db, request);
    return ok<LoggedOutData>({}, { message: 'Logged out successfully.' });
  },

  async 'POST /registration'({ request, db, config, clientAddress, mailer }) {
    const input = await readBody(request, registrationSchema);
    await countHit(db, 'register-address', clientAddress, config.rateLimits.registerPerAddress);
    const existing = await db.selectFrom('users').select('id').where('email', '=', input.email_address).executeTakeFirst();
    if (existing) throw new ApiError(409, 'An account with this email already exists');
    try {
      const created = await db
        .insertInto('users')
        .values({
          first_name: input.firstname,
          last_name: input.lastname,
          email: input.email_address,
          password_hash: await hashPassword(input.password),
          phone: input.phonenumber,
          country: input.country,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      sendInBackground(mailer, welcomeMail(input.email_address, input.firstname, config.storefrontOrigin));
      return ok<RegisteredData>({ user_id: created.id }, { status: 201, message: 'Registration successful. Please sign in.' });
    } catch (error) {
      // Two registrations with the same e-mail at once: the unique index decides.
      if (isUniqueViolation(error)) throw new ApiError(409, 'An account with this email already exists');
      throw error;
    }
  },

  // The same answer whether or not the account exists; the mail goes out in the background.
  async 'POST /forgot-password'({ request, db, config, clientAddress, mailer }) {
    const { email_address } = await readBody(request, forgotPasswordSchema);
    await countHit(db, 'forgot-password-address', clientAddress, config.rateLimits.forgotPasswordPerAddress);
    const user = await db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'email'])
      .where('email', '=', email_address)
      .executeTakeFirst();
    if (user) {
      const token = await createPasswordReset(db, user.id);
      sendInBackground(mailer, passwordResetMail(user.email, fullName(user), passwordResetLink(config.storefrontOrigin, token)));
    }
    return ok<ForgotPasswordData>({ message: FORGOT_PASSWORD_REPLY }, { message: FORGOT_PASSWORD_REPLY });
  },

  /** Whether a reset link can still be used (the storefront asks before showing the form). */
  async 'POST /reset-password/check'({ request, db }) {
    const { token } = await readBody(request, resetCheckSchema);
    await checkPasswordReset(db, token);
    return ok<ResetTokenCheckData>({ valid: true });
  },

  /**
   * Sets a new password with a reset token (single use), signs every existing session of the
   * account out and signs the shopper in with a fresh token.
   */
  async 'POST /reset-password'({ request, db, config }) {
    const { token, password } = await readBody(request, resetPasswordSchema);
    await checkPasswordReset(db, token); // a bad link is reported before any hashing work
    const passwordHash = await hashPassword(password);
    const user = await db.transaction().execute(async (trx) => {
      const userId = await consumePasswordReset(trx, token);
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
      await trx.deleteFrom('auth_tokens').where('user_id', '=', userId).execute();
      return trx.selectFrom('users').select(['id', 'first_name', 'last_name', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
    });
    return ok<SignedInUser>(await signIn(db, config, user), { message: 'Your password has been changed.' });
  },

  async 'POST /contact-form-submit'({ request, db, config, clientAddress }) {
    const input = await readBody(request, contactSchema);
    await countHit(db, 'contact-address', clientAddress, config.rateLimits.contactPerAddress);
    await db
      .insertInto('contact_messages')
      .values({ first_name: input.first_name, last_name: input.last_name, email: input.email_address, message: input.message })
      .execute();
    return ok<ContactData>({ code: 200 }, { message: 'Thank you for contacting us. We will get back to you soon.' });
  },

  async 'GET /gmail-login'({ url, db, config }) {
    if (!config.google) throw new ApiError(503, 'Google sign-in is not configured');
    const { code, code_verifier, nonce } = validate(googleLoginSchema, Object.fromEntries(url.searchParams));
    const profile = await googleProfile(config.google, code, { codeVerifier: code_verifier || undefined, nonce: nonce || undefined });
    const user = await findOrCreateSocialUser(db, profile);
    return ok<GmailLoginData>({ user: await signIn(db, config, user) }, { message: 'Login successfully' });
  },

  async 'POST /facebook-login'({ request, db, config }) {
    if (!config.facebook) throw new ApiError(503, 'Facebook sign-in is not configured');
    const { access_token, user_id } = await readBody(request, facebookLoginSchema);
    const profile = await facebookProfile(config.facebook, access_token, user_id);
    const user = await findOrCreateSocialUser(db, profile);
    return ok<SignedInUser>(await signIn(db, config, user), { message: 'Login successfully' });
  },
};
