import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../src/mail/mailer';
import { createTestShop, TEST_ORIGIN, type TestShop } from './support';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());
beforeEach(() => shop.resetUserData());

const OLD_PASSWORD = 'Sommelier1!';
const NEW_PASSWORD = 'Decanter@2025';
const email = 'rosa.reset@example.com';

async function registerAndSignIn() {
  const registered = await shop.call('POST', '/registration', {
    body: {
      firstname: 'Rosa',
      lastname: 'Reset',
      email_address: email,
      password: OLD_PASSWORD,
      phonenumber: '+1 555 010 2030',
      country: 'Brazil',
    },
  });
  expect(registered.status).toBe(201);
  const login = await shop.call('POST', '/login', { body: { email_address: email, password: OLD_PASSWORD } });
  return login.body.data.token as string;
}

/** Asks for a reset (with a hostile Host header) and returns the token from the mailed link. */
async function requestResetToken(): Promise<{ token: string; link: string }> {
  const answer = await shop.call('POST', '/forgot-password', {
    body: { email_address: email },
    headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
  });
  expect(answer.status).toBe(200);
  const mail = await shop.outbox.waitFor(email, /Reset your Liquor Express password/);
  const link = /(https?:\/\/\S+\/reset-password\?token=[\w-]+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeDefined();
  return { token: new URL(link!).searchParams.get('token')!, link: link! };
}

describe('mail', () => {
  it('welcomes a new account by mail, with the shop name and no remote images', async () => {
    await registerAndSignIn();
    const mail = await shop.outbox.waitFor(email, /Welcome to Liquor Express/);
    expect(mail.text).toContain('Hello Rosa');
    expect(mail.html).toContain('Liquor Express');
    expect(mail.html).not.toMatch(/<img|<script/i);
  });

  it('without SMTP_URL writes each mail as an .eml file into the outbox folder and logs its path', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'le-outbox-'));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const mailer = createMailer({ smtpUrl: undefined, outboxDir: dir, from: 'Liquor Express <shop@example.com>' });
      await mailer.send({ to: 'a@example.com', subject: 'Hello there', text: 'Plain body', html: '<p>Html body</p>' });
      const files = await readdir(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const raw = await readFile(join(dir, files[0]), 'utf8');
      expect(raw).toContain('Subject: Hello there');
      expect(raw).toContain('Plain body');
      expect(log.mock.calls.flat().join(' ')).toContain(join(dir, files[0]));
    } finally {
      log.mockRestore();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('POST /forgot-password mails a reset link', () => {
  it('points at the configured storefront origin, never the request host', async () => {
    await registerAndSignIn();
    const { link } = await requestResetToken();
    expect(link.startsWith(`${TEST_ORIGIN}/reset-password?token=`)).toBe(true);
    const mail = shop.outbox.messages.find((m) => m.subject.startsWith('Reset'))!;
    expect(mail.text).toContain('1 hour');
    expect(mail.html).not.toContain('evil.example');
  });

  it('sends nothing for an unknown e-mail, with the same answer', async () => {
    await registerAndSignIn();
    const known = await shop.call('POST', '/forgot-password', { body: { email_address: email } });
    const unknown = await shop.call('POST', '/forgot-password', { body: { email_address: 'nobody@example.com' } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await shop.outbox.waitFor(email, /Reset/);
    expect(shop.outbox.messages.filter((m) => m.to === 'nobody@example.com')).toEqual([]);
  });
});

describe('POST /reset-password', () => {
  it('sets the new password once, signs the shopper in and revokes every earlier session', async () => {
    const oldToken = await registerAndSignIn();
    const { token } = await requestResetToken();

    expect((await shop.call('POST', '/reset-password/check', { body: { token } })).status).toBe(200);
    const reset = await shop.call('POST', '/reset-password', { body: { token, password: NEW_PASSWORD } });
    expect(reset.status).toBe(200);
    expect(reset.body.data).toMatchObject({
      user_email: email,
      user_fullname: 'Rosa Reset',
      token: expect.any(String),
    });

    // The earlier session is gone; the new one works.
    expect((await shop.call('POST', '/cart', { token: oldToken, body: { action: 'view' } })).status).toBe(401);
    expect((await shop.call('POST', '/cart', { token: reset.body.data.token, body: { action: 'view' } })).status).toBe(200);

    expect((await shop.call('POST', '/login', { body: { email_address: email, password: OLD_PASSWORD } })).status).toBe(400);
    expect((await shop.call('POST', '/login', { body: { email_address: email, password: NEW_PASSWORD } })).status).toBe(200);

    const again = await shop.call('POST', '/reset-password', { body: { token, password: 'Another@2026' } });
    expect(again.status).toBe(400);
    expect(again.body.errors.token[0]).toMatch(/already been used/);
    expect((await shop.call('POST', '/reset-password/check', { body: { token } })).status).toBe(400);
  });

  it('an expired link says so and changes nothing', async () => {
    await registerAndSignIn();
    const { token } = await requestResetToken();
    await shop.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const check = await shop.call('POST', '/reset-password/check', { body: { token } });
    expect(check.status).toBe(400);
    expect(check.body.message).toMatch(/expired/);
    const reset = await shop.call('POST', '/reset-password', { body: { token, password: NEW_PASSWORD } });
    expect(reset.status).toBe(400);
    expect(reset.body.errors.token[0]).toMatch(/expired/);
    expect((await shop.call('POST', '/login', { body: { email_address: email, password: OLD_PASSWORD } })).status).toBe(200);
  });

  it('a weak password is refused with the register rule and does not use up the link', async () => {
    await registerAndSignIn();
    const { token } = await requestResetToken();
    const weak = await shop.call('POST', '/reset-password', { body: { token, password: 'password' } });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password[0]).toBe(
      'Password must be at least 8 characters long, include 1 uppercase, 1 lowercase, 1 number, and 1 special character',
    );
    expect((await shop.call('POST', '/reset-password', { body: { token, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it('a newer link makes the older ones unusable once it is used; unknown and missing tokens are 400', async () => {
    await registerAndSignIn();
    const first = await requestResetToken();
    shop.outbox.messages.length = 0;
    const second = await requestResetToken();
    expect(second.token).not.toBe(first.token);
    expect((await shop.call('POST', '/reset-password', { body: { token: second.token, password: NEW_PASSWORD } })).status).toBe(200);
    expect((await shop.call('POST', '/reset-password', { body: { token: first.token, password: NEW_PASSWORD } })).status).toBe(400);
    expect((await shop.call('POST', '/reset-password', { body: { token: 'made-up', password: NEW_PASSWORD } })).status).toBe(400);
    const missing = await shop.call('POST', '/reset-password', { body: { password: NEW_PASSWORD } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.token[0]).toMatch(/incomplete/);
  });

  it('of two submissions of one link at once, exactly one succeeds', async () => {
    await registerAndSignIn();
    const { token } = await requestResetToken();
    const results = await Promise.all([
      shop.call('POST', '/reset-password', { body: { token, password: NEW_PASSWORD } }),
      shop.call('POST', '/reset-password', { body: { token, password: 'Another@2026' } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});
