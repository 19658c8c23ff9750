import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { loginSchema, LOGIN_MESSAGES } from '~/lib/validation/login';
import { registerSchema, REGISTER_MESSAGES } from '~/lib/validation/register';
import { forgotPasswordSchema, FORGOT_PASSWORD_MESSAGES } from '~/lib/validation/forgot-password';
import { contactSchema, CONTACT_MESSAGES } from '~/lib/validation/contact';
import { TERMS_MESSAGE } from '~/lib/validation/account-fields';

// Parses like the actions do: a form body through conform (empty inputs become undefined).
function errorsOf(schema: Parameters<typeof parseWithZod>[1]['schema'], fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  const submission = parseWithZod(formData, { schema });
  return submission.status === 'success' ? {} : (submission.reply().error ?? {});
}

const validLogin = { email_address: 'ada@example.com', password: 'Cellar2024', terms: 'on' };
const validRegister = {
  firstname: 'Ada',
  lastname: 'Vintner',
  email_address: 'ada@example.com',
  password: 'Cellar@2024',
  confirm_password: 'Cellar@2024',
  phonenumber: '+1 555-010-2030',
  country: 'United States',
  terms: 'on',
};
const validContact = {
  first_name: 'Ada',
  last_name: 'Vintner',
  email_address: 'ada@example.com',
  message: 'Do you have magnums?',
  terms: 'on',
};

describe('login schema', () => {
  it('accepts a valid sign-in', () => {
    expect(errorsOf(loginSchema, validLogin)).toEqual({});
  });
  it('requires the e-mail', () => {
    expect(errorsOf(loginSchema, { ...validLogin, email_address: '' }).email_address).toEqual(['Email is required']);
  });
  it('rejects a malformed e-mail', () => {
    expect(errorsOf(loginSchema, { ...validLogin, email_address: 'ada@' }).email_address).toEqual(['Please enter a valid email address']);
  });
  it('requires at least 8 characters first', () => {
    expect(errorsOf(loginSchema, { ...validLogin, password: 'Ab1' }).password?.[0]).toBe('Password must be at least 8 characters long');
  });
  it('requires a capital letter', () => {
    expect(errorsOf(loginSchema, { ...validLogin, password: 'cellar2024' }).password).toEqual([
      'Password must contain at least one capital letter',
    ]);
  });
  it('requires a number', () => {
    expect(errorsOf(loginSchema, { ...validLogin, password: 'CellarDoor' }).password).toEqual([
      'Password must contain at least one number',
    ]);
  });
  it('requires the terms checkbox', () => {
    const { terms, ...withoutTerms } = validLogin;
    void terms;
    expect(errorsOf(loginSchema, withoutTerms).terms).toEqual([TERMS_MESSAGE]);
  });
  it('exports exactly the shop texts', () => {
    expect(LOGIN_MESSAGES.emailInvalid).toBe('Please enter a valid email address');
  });
});

describe('register schema', () => {
  it('accepts a valid registration', () => {
    expect(errorsOf(registerSchema, validRegister)).toEqual({});
  });
  it.each([
    ['firstname', '', 'First name is required'],
    ['firstname', '   ', 'First name is required'],
    ['lastname', '', 'Last name is required'],
    ['email_address', '', 'Email is required'],
    ['email_address', 'not-an-email', 'Invalid email format'],
    ['password', '', 'Password is required'],
    ['phonenumber', '', 'Phone number is required'],
    ['phonenumber', '12345', 'Invalid phone number format'],
    ['phonenumber', '+1 (555) 010-2030', 'Invalid phone number format'],
    ['country', '', 'Country/Region is required'],
  ])('%s = %j gives %s', (field, value, message) => {
    const fields: Record<string, string> = { ...validRegister, [field]: value };
    if (field === 'password') fields.confirm_password = value;
    expect(errorsOf(registerSchema, fields)[field]).toEqual([message]);
  });
  it.each(['alllowercase1@', 'ALLUPPERCASE1@', 'NoDigitsHere@', 'NoSpecial123'])(
    'rejects the weak password %j with the rule message',
    (password) => {
      expect(errorsOf(registerSchema, { ...validRegister, password, confirm_password: password })).toEqual({
        password: [REGISTER_MESSAGES.passwordRule],
      });
    },
  );
  it('accepts exactly 8 characters meeting every rule', () => {
    expect(errorsOf(registerSchema, { ...validRegister, password: 'short1A@', confirm_password: 'short1A@' })).toEqual({});
  });
  it('rejects a 7-character password', () => {
    expect(errorsOf(registerSchema, { ...validRegister, password: 'Ab1@xyz', confirm_password: 'Ab1@xyz' }).password).toEqual([
      'Password must be at least 8 characters long, include 1 uppercase, 1 lowercase, 1 number, and 1 special character',
    ]);
  });
  it('requires matching passwords', () => {
    expect(errorsOf(registerSchema, { ...validRegister, confirm_password: 'Cellar@2025' }).confirm_password).toEqual([
      'Passwords do not match',
    ]);
  });
  it('accepts a phone number with plus, spaces and hyphens', () => {
    expect(errorsOf(registerSchema, { ...validRegister, phonenumber: '+55 11-99999-0000' })).toEqual({});
  });
  it('requires the terms checkbox', () => {
    const { terms, ...withoutTerms } = validRegister;
    void terms;
    expect(errorsOf(registerSchema, withoutTerms).terms).toEqual([TERMS_MESSAGE]);
  });
});

describe('forgot-password schema', () => {
  it('accepts an e-mail', () => {
    expect(errorsOf(forgotPasswordSchema, { email_address: 'ada@example.com' })).toEqual({});
  });
  it('requires the e-mail', () => {
    expect(errorsOf(forgotPasswordSchema, { email_address: '' }).email_address).toEqual([FORGOT_PASSWORD_MESSAGES.emailRequired]);
    expect(FORGOT_PASSWORD_MESSAGES.emailRequired).toBe('Email is required');
  });
  it('rejects a malformed e-mail', () => {
    expect(errorsOf(forgotPasswordSchema, { email_address: 'ada.example.com' }).email_address).toEqual([
      'Please enter a valid email address',
    ]);
  });
});

describe('contact schema', () => {
  it('accepts a valid message', () => {
    expect(errorsOf(contactSchema, validContact)).toEqual({});
  });
  it.each([
    ['first_name', '', 'First name is required'],
    ['last_name', '', 'Last name is required'],
    ['email_address', '', 'Email is required'],
    ['email_address', 'ada@', 'Invalid email format'],
    ['message', '', 'Message is required'],
    ['message', '    ', 'Message is required'],
  ])('%s = %j gives %s', (field, value, message) => {
    expect(errorsOf(contactSchema, { ...validContact, [field]: value })[field]).toEqual([message]);
  });
  it('limits the message to 5000 characters', () => {
    expect(errorsOf(contactSchema, { ...validContact, message: 'x'.repeat(5001) }).message).toEqual([CONTACT_MESSAGES.messageTooLong]);
  });
  it('requires the terms checkbox', () => {
    const { terms, ...withoutTerms } = validContact;
    void terms;
    expect(errorsOf(contactSchema, withoutTerms).terms).toEqual([TERMS_MESSAGE]);
  });
});
