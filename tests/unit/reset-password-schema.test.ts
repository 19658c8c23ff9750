import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { REGISTER_MESSAGES } from '~/lib/validation/register';
import { RESET_LINK_INCOMPLETE, resetPasswordSchema } from '~/lib/validation/reset-password';

function errorsOf(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  const submission = parseWithZod(formData, { schema: resetPasswordSchema });
  return submission.status === 'success' ? {} : (submission.reply().error ?? {});
}

const valid = { token: 'abc123', password: 'Decanter@2025', confirm_password: 'Decanter@2025' };

describe('reset-password form: the register password rules', () => {
  it('accepts a strong password typed twice', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it.each([
    [{ password: '' }, 'password', REGISTER_MESSAGES.passwordRequired],
    [{ password: 'decanter@2025', confirm_password: 'decanter@2025' }, 'password', REGISTER_MESSAGES.passwordRule],
    [{ password: 'Decanter2025', confirm_password: 'Decanter2025' }, 'password', REGISTER_MESSAGES.passwordRule],
    [{ confirm_password: 'Decanter@2026' }, 'confirm_password', REGISTER_MESSAGES.passwordsMismatch],
    [{ token: '' }, 'token', RESET_LINK_INCOMPLETE],
  ])('%o -> %s: %s', (change, field, message) => {
    expect(errorsOf({ ...valid, ...change })[field]).toEqual([message]);
  });
});
