/**
 * ADR 0154: GET /api/v1/changes streams each catalogue change this API hears, from any writer, to
 * storefronts that prove the forward key, and to nobody else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, TEST_ORIGIN, type TestShop } from './support';
import { FORWARD_KEY_HEADER } from '../src/security/client-address';

const FORWARD_KEY = 'change-stream-test-key';
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ SHOP_API_FORWARD_KEY: FORWARD_KEY });
}, 120_000);

afterAll(() => shop?.close());

const openStream = (headers: Record<string, string> = { [FORWARD_KEY_HEADER]: FORWARD_KEY }) =>
  shop.api.fetch(new Request(`${TEST_ORIGIN}/api/v1/changes`, { headers }), { peerAddress: '203.0.113.9' });

/** Reads the stream until `wanted` has arrived (or 3 s pass); answers what was read. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, wanted: string): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + 3_000;
  while (!text.includes(wanted) && Date.now() < deadline) {
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), deadline - Date.now()));
    const read = await Promise.race([reader.read(), timeout]);
    if (read === 'timeout' || read.done) break;
    text += decoder.decode(read.value, { stream: true });
  }
  return text;
}

describe('the catalogue change stream', () => {
  it('refuses a caller without the forward key, with a clear message', async () => {
    for (const headers of [{}, { [FORWARD_KEY_HEADER]: 'guessed' }] as Record<string, string>[]) {
      const response = await openStream(headers);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ success: false, message: 'Only the storefront may follow catalogue changes' });
    }
  });

  it('sends an event for a price written straight to the database', async () => {
    const response = await openStream();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = response.body!.getReader();
    expect(await readUntil(reader, '\n\n')).toBe(': following catalogue changes\n\n');

    const variation = await shop.db.selectFrom('variations').select(['id', 'regular_price']).orderBy('id').executeTakeFirstOrThrow();
    await shop.db.updateTable('variations').set({ regular_price: variation.regular_price }).where('id', '=', variation.id).execute();
    expect(await readUntil(reader, 'event: catalogue-changed\n')).toContain('event: catalogue-changed\ndata: {}\n\n');
    await reader.cancel();
  });

  it('ends its streams while the database cannot be heard, and answers 503 until it can', async () => {
    const reader = (await openStream()).body!.getReader();
    await readUntil(reader, '\n\n');
    shop.api.hearCatalogue(false);
    try {
      expect(await reader.read()).toEqual({ done: true, value: undefined });
      const refused = await openStream();
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as { message: string }).message).toBe(
        'Catalogue changes cannot be heard right now: try again shortly',
      );
    } finally {
      shop.api.hearCatalogue(true);
    }
    const again = await openStream();
    expect(again.status).toBe(200);
    await again.body?.cancel();
  });
});
