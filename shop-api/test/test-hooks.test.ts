import { describe, expect, it } from 'vitest';
import type { ShopDb } from '../src/db/connection';
import { handleTestHook } from '../src/test-hooks';

/** The claim hook touches no database. */
const noDb = {} as ShopDb;

async function claim(candidates: number[], count: number, owner?: string) {
  const response = await handleTestHook(
    new Request('http://api.test/__test/claim-products', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ candidates, count, owner }),
    }),
    noDb,
  );
  const body = (await response!.json()) as { data?: { product_ids: number[] } };
  return { status: response!.status, ids: body.data?.product_ids };
}

describe('the e2e claim-products hook', () => {
  it('hands each product to one claim only', async () => {
    expect(await claim([101, 102, 103], 2)).toEqual({ status: 200, ids: [101, 102] });
    expect(await claim([101, 102, 103], 1)).toEqual({ status: 200, ids: [103] });
    expect((await claim([101, 102, 103], 1)).status).toBe(409);
  });

  it('gives a retried claim back what its owner took, before anything unclaimed', async () => {
    expect(await claim([201, 202, 203, 204, 205], 2, 'test-a 0')).toEqual({ status: 200, ids: [201, 202] });
    expect(await claim([201, 202, 203, 204, 205], 2, 'test-b 0')).toEqual({ status: 200, ids: [203, 204] });
    // test-a failed and runs again: its first claim takes the same two, leaving 205 for others.
    expect(await claim([205, 204, 203, 202, 201], 2, 'test-a 0')).toEqual({ status: 200, ids: [202, 201] });
    // Another claim of the same test (its second pick) is another owner: it cannot take them.
    expect(await claim([201, 202, 205], 1, 'test-a 1')).toEqual({ status: 200, ids: [205] });
    expect((await claim([201, 202, 203, 204, 205], 1, 'test-c 0')).status).toBe(409);
  });
});
