import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, checkoutSchema, type DeliveryType } from '~/lib/validation/checkout';

const valid = {
  firstName: 'Ana',
  lastName: 'Silva',
  companyName: '',
  country: 'Brazil',
  address: 'Rua A 1',
  apartment: '',
  city: 'Sacramento',
  state: '',
  postCode: '95814',
  phone: '+1 916-555-0100',
  email: 'ana@example.com',
  orderNotes: '',
};

function parse(values: Partial<Record<keyof typeof valid, string>>, type: DeliveryType = 'delivery') {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) if (v !== undefined) form.set(k, v);
  return parseWithZod(form, { schema: checkoutSchema(type) });
}

const errorsOf = (values: Partial<Record<keyof typeof valid, string>>, type: DeliveryType = 'delivery') => {
  const submission = parse(values, type);
  return submission.status === 'error' ? (submission.error ?? {}) : {};
};

describe('checkout schema', () => {
  it('accepts a complete delivery form', () => {
    const submission = parse(valid);
    expect(submission.status).toBe('success');
  });

  it('gives every required message for an empty delivery form', () => {
    expect(errorsOf({})).toEqual({
      firstName: [CHECKOUT_MESSAGES.firstName],
      lastName: [CHECKOUT_MESSAGES.lastName],
      country: [CHECKOUT_MESSAGES.country],
      address: [CHECKOUT_MESSAGES.address],
      city: [CHECKOUT_MESSAGES.city],
      postCode: [CHECKOUT_MESSAGES.postCode],
      phone: [CHECKOUT_MESSAGES.phone],
      email: [CHECKOUT_MESSAGES.email],
    });
  });

  it('treats whitespace-only as missing', () => {
    expect(errorsOf({ ...valid, firstName: '   ' }).firstName).toEqual(['First name is required']);
  });

  it('asks only names, phone and email for pickup; address fields are not required', () => {
    expect(errorsOf({}, 'pickup')).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      phone: ['Phone number is required'],
      email: ['Email is required'],
    });
    const submission = parse({ firstName: 'A', lastName: 'B', phone: '1234567890', email: 'a@b.co' }, 'pickup');
    expect(submission.status).toBe('success');
  });

  it.each(['95814', 'SW1A 1AA', '1234-567', 'AB CD EF GH IJ', 'sw1a 1aa'])('accepts post code %j', (postCode) => {
    expect(errorsOf({ ...valid, postCode }).postCode).toBeUndefined();
  });
  it.each(['1', 'A', '12_34', 'AB CD EF GH IJ KL', '12  34', 'A'.repeat(51)])('rejects post code %j', (postCode) => {
    expect(errorsOf({ ...valid, postCode }).postCode).toEqual(['Invalid post code format']);
  });
  it('stores the post code upper-cased', () => {
    const submission = parse({ ...valid, postCode: 'sw1a 1aa' });
    expect(submission.status === 'success' && 'postCode' in submission.value && submission.value.postCode).toBe('SW1A 1AA');
  });

  it.each(['1234567890', '+55 11 91234-5678', '916-555-0100'])('accepts phone %j', (phone) => {
    expect(errorsOf({ ...valid, phone }).phone).toBeUndefined();
  });
  it.each(['12345', '+1 (916) 555-0100', 'phone number', '++1234567890'])('rejects phone %j', (phone) => {
    expect(errorsOf({ ...valid, phone }).phone).toEqual(['Invalid phone number format']);
  });

  it.each(['ana', 'ana@', 'ana@example', 'a b@example.com'])('rejects email %j', (email) => {
    expect(errorsOf({ ...valid, email }).email).toEqual(['Invalid email format']);
  });

  it('keeps company, apartment, state and notes optional', () => {
    const submission = parse({ ...valid, companyName: 'Wine Co', apartment: '2B', state: 'CA', orderNotes: 'Ring twice' });
    expect(submission.status).toBe('success');
  });
});
