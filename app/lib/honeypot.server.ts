/**
 * Spam protection for the public forms (login, register, forgot password, contact):
 * remix-utils' Honeypot. The layout loader passes `context.honeypot.inputProps()` to
 * <HoneypotProvider> and every dialog form renders <HoneypotInputs />; actions call
 * `context.honeypot.check(formData)`, which throws a 400 Response when a bot filled the hidden
 * field or the timestamp is forged. remix-utils encrypts the timestamp with crypto-js (plain
 * JavaScript, random bytes from Web Crypto), so it runs on Node and Workers alike.
 */
import { Honeypot, SpamError } from 'remix-utils/honeypot/server';
import type { StorefrontEnv } from './env.server';

export interface ShopHoneypot {
  inputProps(): ReturnType<Honeypot['getInputProps']>;
  check(formData: FormData): void;
}

export function createHoneypot(env: StorefrontEnv): ShopHoneypot {
  const honeypot = new Honeypot({
    nameFieldName: 'name__confirm',
    validFromFieldName: 'from__confirm',
    encryptionSeed: env.honeypotSeed,
  });
  return {
    inputProps: () => honeypot.getInputProps(),
    check(formData) {
      try {
        // remix-utils skips the check when both fields are missing; a form without them is a
        // script that never loaded the page, refused like a filled honeypot (issue 8 item 5).
        if (!formData.has('name__confirm') || !formData.has('from__confirm')) throw new SpamError('Missing honeypot fields');
        honeypot.check(formData);
      } catch (error) {
        if (error instanceof SpamError) throw new Response('Form not submitted', { status: 400 });
        throw error;
      }
    },
  };
}
