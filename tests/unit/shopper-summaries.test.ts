import { describe, expect, it } from 'vitest';
import { createShopperSummaries, SHOPPER_SUMMARY_TTL_MS } from '~/lib/shopper/summary-cache.server';
import type { ShopperSummary } from '~/lib/shop-api/types';

const summaryOf = (userId: number | undefined, cart: number): ShopperSummary => ({
  user_id: userId,
  cart_quantity: cart,
  wishlist_product_ids: [],
});

function setUp(maxBytes?: number) {
  let clock = 0;
  const summaries = createShopperSummaries(() => clock, maxBytes);
  let loads = 0;
  const get = (token: string, answer: ShopperSummary) =>
    summaries.get(token, async () => {
      loads++;
      return answer;
    });
  return { summaries, get, loads: () => loads, advance: (ms: number) => (clock += ms) };
}

describe('shopper summaries kept between page views (ADR 0132)', () => {
  it('keeps a token’s summary for the stated time, then reads again', async () => {
    const { get, loads, advance } = setUp();
    expect(await get('token-a', summaryOf(7, 1))).toEqual(summaryOf(7, 1));
    expect(await get('token-a', summaryOf(7, 5))).toEqual(summaryOf(7, 1));
    expect(loads()).toBe(1);
    advance(SHOPPER_SUMMARY_TTL_MS);
    expect(await get('token-a', summaryOf(7, 5))).toEqual(summaryOf(7, 5));
    expect(loads()).toBe(2);
  });

  it('forgets every token of the changed shopper, and only theirs', async () => {
    const { summaries, get, loads } = setUp();
    await get('phone', summaryOf(7, 1));
    await get('laptop', summaryOf(7, 1));
    await get('other', summaryOf(8, 4));
    summaries.forgetShopper(7);
    expect(await get('phone', summaryOf(7, 2))).toEqual(summaryOf(7, 2));
    expect(await get('laptop', summaryOf(7, 2))).toEqual(summaryOf(7, 2));
    expect(await get('other', summaryOf(8, 9))).toEqual(summaryOf(8, 4));
    expect(loads()).toBe(5);
  });

  it('does not keep a summary read while a change came in', async () => {
    const { summaries } = setUp();
    let answer!: (summary: ShopperSummary) => void;
    const reading = summaries.get('phone', () => new Promise((resolve) => (answer = resolve)));
    summaries.forgetShopper(7);
    answer(summaryOf(7, 1));
    expect(await reading).toEqual(summaryOf(7, 1));
    expect(await summaries.get('phone', async () => summaryOf(7, 2))).toEqual(summaryOf(7, 2));
  });

  it('keeps neither failures nor summaries that do not name their shopper', async () => {
    const { summaries, get, loads } = setUp();
    await expect(summaries.get('phone', async () => Promise.reject(new Error('401')))).rejects.toThrow('401');
    expect(await get('phone', summaryOf(undefined, 1))).toEqual(summaryOf(undefined, 1));
    expect(await get('phone', summaryOf(undefined, 2))).toEqual(summaryOf(undefined, 2));
    expect(loads()).toBe(2);
  });

  it('forgets everything at once (a catalogue change), and keeps at most its bytes', async () => {
    // Room for two of these summaries (each charged about 390 bytes with its key).
    const { summaries, get, loads } = setUp(800);
    await get('a', summaryOf(1, 1));
    await get('b', summaryOf(2, 1));
    await get('c', summaryOf(3, 1)); // the oldest, a, goes
    await get('b', summaryOf(2, 9));
    expect(loads()).toBe(3);
    expect(await get('a', summaryOf(1, 2))).toEqual(summaryOf(1, 2));
    summaries.forgetAll();
    expect(await get('b', summaryOf(2, 3))).toEqual(summaryOf(2, 3));
    expect(loads()).toBe(5);
  });
});
