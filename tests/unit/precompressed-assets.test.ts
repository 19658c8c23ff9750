import express from 'express';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressedAssets } from '../../server/precompressed-assets';

const SCRIPT = 'console.log("liquor express");'.repeat(50);
let dir: string;
let origin: string;
let close: () => void;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'le-assets-'));
  writeFileSync(join(dir, 'entry-abc.js'), SCRIPT);
  writeFileSync(join(dir, 'entry-abc.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'entry-abc.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dir, 'plain-abc.css'), 'body{color:red}');
  const app = express();
  app.use('/assets', ...precompressedAssets(dir));
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close?.();
  rmSync(dir, { recursive: true, force: true });
});

/** Raw GET (fetch would decode the body and hide what was sent). */
function get(path: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${origin}${path}`,
      { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('precompressed assets', () => {
  it('sends Brotli to a browser that takes it, with the script type and a year of caching', async () => {
    const answer = await get('/assets/entry-abc.js', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(answer.headers['cache-control']).toContain('immutable');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a gzip-only client', async () => {
    const answer = await get('/assets/entry-abc.js', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends the file itself to a client that takes no encoding, and files without copies as they are', async () => {
    const plain = await get('/assets/entry-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    const css = await get('/assets/plain-abc.css', 'br');
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body.toString()).toBe('body{color:red}');
  });

  it('answers 404 for a missing file or a path outside the folder', async () => {
    expect((await get('/assets/missing.js', 'br')).status).toBe(404);
    expect((await get('/assets/..%2Fentry-abc.js', 'br')).status).toBe(404);
  });
});
