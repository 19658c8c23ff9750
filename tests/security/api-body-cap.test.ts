/**
 * ADR 0052: the shop API caps JSON bodies BEFORE reading them. A declared
 * Content-Length over 64 KB and a chunked body that streams past it both answer 413 with the
 * envelope's error shape at once, without reading the rest.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer, type Json } from './support/api-server';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(async () => {
  await api?.stop();
});

/**
 * Streams `totalBytes` of JSON-ish filler in 16 KB chunks, one every `delayMs`, as a chunked
 * body (no Content-Length) or with a declared length. Resolves with the answer, how many bytes
 * had been sent when it arrived, and whether the whole body had been sent by then.
 */
function slowUpload(path: string, totalBytes: number, { chunked, delayMs }: { chunked: boolean; delayMs: number }) {
  return new Promise<{ status: number; body: Json; sentWhenAnswered: number; finishedSending: boolean }>((resolve, reject) => {
    const url = new URL(api.baseUrl + path);
    const req = httpRequest(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': String(totalBytes) }) },
    });
    let sent = 0;
    let finished = false;
    let answered = false;
    const chunk = Buffer.alloc(16 * 1024, 'a');
    const pump = () => {
      if (answered || req.destroyed) return;
      if (sent >= totalBytes) {
        finished = true;
        req.end();
        return;
      }
      const piece = chunk.subarray(0, Math.min(chunk.length, totalBytes - sent));
      sent += piece.length;
      req.write(sent === piece.length ? Buffer.concat([Buffer.from('{"x":"'), piece.subarray(6)]) : piece);
      setTimeout(pump, delayMs);
    };
    req.on('response', (res) => {
      answered = true;
      const sentWhenAnswered = sent;
      const finishedSending = finished;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), sentWhenAnswered, finishedSending });
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    pump();
  });
}

describe('shop API body cap (64 KB)', () => {
  it('answers 413 at once for a declared Content-Length over the cap, before the body is sent', async () => {
    // 4 MB declared, 16 KB every 20 ms: sending it all would take over 5 s.
    const started = Date.now();
    const answer = await slowUpload('/products', 4 * 1024 * 1024, { chunked: false, delayMs: 20 });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ success: false, message: 'Request body is too large' });
    expect(answer.finishedSending).toBe(false);
    expect(answer.sentWhenAnswered).toBeLessThan(256 * 1024);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('stops reading a chunked body as soon as it passes the cap and answers 413', async () => {
    const answer = await slowUpload('/login', 4 * 1024 * 1024, { chunked: true, delayMs: 20 });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ success: false, message: 'Request body is too large' });
    expect(answer.finishedSending).toBe(false);
    // Read up to the cap (plus what was in flight), never the whole 4 MB.
    expect(answer.sentWhenAnswered).toBeLessThan(256 * 1024);
  });

  it('still reads bodies under the cap', async () => {
    const filler = 'x'.repeat(60 * 1024);
    const { status, body } = await api.call('/products', { body: { search: filler } });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
  });
});
