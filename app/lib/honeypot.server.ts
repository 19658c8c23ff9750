/**
 * Spam protection for the public forms (login, register, forgot password, contact):
 * remix-utils' Honeypot. The layout loader passes `honeypotInputProps()` to <HoneypotProvider>
 * and every dialog form renders <HoneypotInputs />; actions call `checkHoneypot(formData)`,
 * which throws a 400 Response when a bot filled the hidden field or the timestamp is forged.
 */
import { Honeypot, SpamError } from 'remix-utils/honeypot/server';
import { secretsFrom } from './env.server';

let honeypot: Honeypot | undefined;

function instance(): Honeypot {
  return (honeypot ??= new Honeypot({
    nameFieldName: 'name__confirm',
    validFromFieldName: 'from__confirm',
    encryptionSeed: secretsFrom('HONEYPOT_SECRET', 'SESSION_SECRET')[0],
  }));
}

export function honeypotInputProps() {
  return instance().getInputProps();
}

export function checkHoneypot(formData: FormData): void {
  try {
    instance().check(formData);
  } catch (error) {
    if (error instanceof SpamError) throw new Response('Form not submitted', { status: 400 });
    throw error;
  }
}
