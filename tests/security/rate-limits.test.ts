/**
 * Rate limits enforced by the shop API and kept in the database (ADR 0050).
 * Small limits come from the environment, as a deployment would set them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper, startApiServer, type ApiServer } from './support/api-server';

let api: ApiServer;

const TOO_MANY = /^Too many attempts, please try again in \d+ minutes\.$/;

beforeAll(async () => {
  api = await startApiServer({
    env: {
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '3/900',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '30/900',
      RATE_LIMIT_REGISTER_PER_ADDRESS: '1000/3600',
      RATE_LIMIT_FORGOT_PASSWORD_PER_ADDRESS: '3/900',
      RATE_LIMIT_CONTACT_PER_ADDRESS: '2/900',
    },
  });
});
afterAll(async () => {
  await api?.stop();
});

/** A direct caller (not the storefront): counted by its socket address, whatever it claims. */
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  api.call('/login', { body: { email_address: email, password }, headers });

describe('login: per account', () => {
  it('answers 429 after the limit of failures and refuses even the right password while locked', async () => {
    const { email, password } = await registerShopper(api);
    for (let i = 0; i < 3; i++) {
      const wrong = await login(email, 'Wrong-password1!', { 'x-shop-client-address': `203.0.113.${i}` });
      expect(wrong.status).toBe(400);
    }
    const locked = await login(email, 'Wrong-password1!');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ success: false, message: expect.stringMatching(TOO_MANY) });
    expect(locked.body.message).toBe('Too many attempts, please try again in 15 minutes.');

    const right = await login(email, password);
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(TOO_MANY);
  });

  it('counts only failures: successful sign-ins do not use up the limit', async () => {
    const { email, password } = await registerShopper(api);
    for (let i = 0; i < 5; i++) expect((await login(email, password)).status).toBe(200);
  });

  it('holds under parallel guessing: no more than the limit are checked', async () => {
    const { email } = await registerShopper(api);
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(email, 'Wrong-password1!')));
    expect(answers.filter((a) => a.status === 400)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(9);
  });
});

describe('login: per client address', () => {
  it('locks one address out across many accounts; a spoofed address header changes nothing', async () => {
    // Earlier tests in this file used part of this address's budget (30): spend the rest.
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const answer = await login(`nobody.${i}.${Date.now()}@example.com`, 'Wrong-password1!', {
        'x-shop-client-address': `198.51.100.${i}`, // not believed from a direct caller
      });
      statuses.push(answer.status);
    }
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBeGreaterThan(0);
    // Every account is new (never over its own limit): the address limit refused them.
    expect(statuses.slice(firstRefusal).every((status) => status === 429)).toBe(true);
    const last = await login(`someone.else.${Date.now()}@example.com`, 'Wrong-password1!');
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(TOO_MANY);
  });
});

describe('per address: forgot-password and contact', () => {
  it('forgot-password answers 429 after the limit', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await api.call('/forgot-password', { body: { email_address: `f${i}@example.com` } })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('contact answers 429 after the limit', async () => {
    const message = { first_name: 'Ana', last_name: 'Souza', email_address: 'ana@example.com', message: 'Hello' };
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await api.call('/contact-form-submit', { body: message })).status);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await api.call('/contact-form-submit', { body: message });
    expect(refused.body.message).toMatch(TOO_MANY);
  });
});

describe('per address: registration', () => {
  let strict: ApiServer;
  beforeAll(async () => {
    strict = await startApiServer({ env: { RATE_LIMIT_REGISTER_PER_ADDRESS: '2/3600' } });
  });
  afterAll(async () => {
    await strict?.stop();
  });

  it('answers 429 after the limit', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const answer = await strict.call('/registration', {
        body: {
          firstname: 'Reg',
          lastname: 'Test',
          email_address: `reg.${i}.${Date.now()}@example.com`,
          password: 'Sommelier1!',
          phonenumber: '+1 555 010 2030',
          country: 'United States',
        },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
