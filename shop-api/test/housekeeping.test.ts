/**
 * The API's sweep of rows that can never matter again (housekeeping.ts): expired sign-in tokens
 * and rate-limit windows long ended go; live tokens, windows that may still count and password
 * reset links stay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './support';
import { signUp } from './commerce-fixtures';
import { hashToken, issueToken } from '../src/auth/tokens';
import { sweepExpired, sweepPeriodically } from '../src/housekeeping';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
}, 120_000);

afterAll(() => shop?.close());

const HOUR = 3_600_000;
const tokenKept = async (token: string) =>
  (await shop.db.selectFrom('auth_tokens').select('id').where('token_hash', '=', hashToken(token)).executeTakeFirst()) !== undefined;
const rateLimitKeys = async () =>
  (await shop.db.selectFrom('rate_limits').select('key').where('scope', '=', 'sweep-test').orderBy('key').execute()).map((row) => row.key);

describe('sweeping expired rows', () => {
  it('deletes expired sign-in tokens and keeps live ones working', async () => {
    const { token, userId } = await signUp(shop, 'Sweeper');
    const expired = await issueToken(shop.db, userId, -60);
    await sweepExpired(shop.db, shop.config);
    expect(await tokenKept(expired)).toBe(false);
    expect(await tokenKept(token)).toBe(true);
    expect((await shop.call('POST', '/shopper-summary', { token })).status).toBe(200);
    expect((await shop.call('POST', '/shopper-summary', { token: expired })).status).toBe(401);
  });

  it('deletes rate-limit windows that ended longer ago than the longest rule, not newer ones', async () => {
    const longest = Math.max(...Object.values(shop.config.rateLimits).map((rule) => rule.windowSeconds * 1000));
    const now = Date.now();
    await shop.db
      .insertInto('rate_limits')
      .values([
        { scope: 'sweep-test', key: 'long ended', window_started_at: new Date(now - longest - HOUR), hits: 9 },
        { scope: 'sweep-test', key: 'inside the longest window', window_started_at: new Date(now - longest + 60_000), hits: 9 },
        { scope: 'sweep-test', key: 'current', window_started_at: new Date(now - 1_000), hits: 1 },
      ])
      .execute();
    await sweepExpired(shop.db, shop.config, new Date(now));
    expect(await rateLimitKeys()).toEqual(['current', 'inside the longest window']);
  });

  it('keeps password reset links, so an expired one still says it expired', async () => {
    const { userId } = await signUp(shop, 'Resetter');
    await shop.db
      .insertInto('password_resets')
      .values({ user_id: userId, token_hash: hashToken('old link'), expires_at: new Date(Date.now() - 30 * 24 * HOUR), used_at: null })
      .execute();
    await sweepExpired(shop.db, shop.config);
    const kept = await shop.db
      .selectFrom('password_resets')
      .select('id')
      .where('token_hash', '=', hashToken('old link'))
      .executeTakeFirst();
    expect(kept).toBeDefined();
  });

  it('sweeps as soon as it starts, and its stop waits for the sweep under way', async () => {
    const { userId } = await signUp(shop, 'Starter');
    const expired = await issueToken(shop.db, userId, -1);
    const stop = sweepPeriodically(shop.db, shop.config);
    await stop();
    expect(await tokenKept(expired)).toBe(false);
  });
});
