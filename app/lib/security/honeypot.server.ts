/**
 * Spam protection for the public forms (login, register, forgot password, contact):
 * remix-utils' Honeypot. The layout loader passes `context.honeypot.inputProps()` to
 * <HoneypotProvider> and every dialog form renders <HoneypotInputs />; actions call
 * `context.honeypot.check(formData)`, which throws a 400 Response when a bot filled the hidden
 * field or the timestamp is forged. remix-utils encrypts the timestamp with crypto-js (plain
 * JavaScript, random bytes from Web Crypto), so it runs on Node and Workers alike.
 */
import { Honeypot, SpamError } from 'remix-utils/honeypot/server';
import type { StorefrontEnv } from '../platform/env.server';

const PROPS_REUSE_MS = 1_000;

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
  // The props are the same for every shopper but for the encrypted "valid from" time, and
  // crypto-js's AES made them about half a millisecond of every page. One set a second is as
  // good: the check refuses only a time in the future, and guests' cached pages (ADR 0124)
  // already share theirs. Nothing personal is in them.
  let props: ReturnType<Honeypot['getInputProps']> | undefined;
  let madeAt = 0;
  return {
    inputProps() {
      const now = Date.now();
      if (!props || now - madeAt >= PROPS_REUSE_MS) {
        props = honeypot.getInputProps({ validFromTimestamp: now });
        madeAt = now;
      }
      return props;
    },
    check(formData) {
      try {
        // remix-utils skips the check when both fields are missing; a form without them is a
        // script that never loaded the page, refused like a filled honeypot.
        if (!formData.has('name__confirm') || !formData.has('from__confirm')) throw new SpamError('Missing honeypot fields');
        honeypot.check(formData);
      } catch {
        // SpamError, or a forged timestamp crypto-js cannot even decrypt ('Malformed UTF-8 data').
        throw new Response('Form not submitted', { status: 400 });
      }
    },
  };
}
