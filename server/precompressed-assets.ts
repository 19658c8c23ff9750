/**
 * Serves the client build's hashed assets precompressed (scripts/precompress-assets.mjs writes
 * `.br` and `.gz` beside each script, stylesheet and SVG at build time): Brotli to browsers that
 * accept it, gzip to the others, the file itself otherwise. Nothing is compressed per request.
 */
import express, { type RequestHandler } from 'express';
import { readdirSync } from 'node:fs';
import { extname, join } from 'node:path';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** `dir`'s files (hashed names: cached for a year), each in the best encoding the browser takes. */
export function precompressedAssets(dir: string): RequestHandler[] {
  const files = new Set(readdirSync(dir));
  const options = { immutable: true, maxAge: '1y', index: false } as const;
  const precompressed: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = decodeURIComponent(req.path.slice(1));
    if (name.includes('/') || !files.has(name)) return next();
    const available = ENCODINGS.filter(({ suffix }) => files.has(name + suffix));
    if (available.length === 0) return next();
    res.vary('Accept-Encoding');
    // Ours is the preference (Brotli is smaller); browsers list gzip first at equal weight.
    const chosen = available.find(({ name: encoding }) => req.acceptsEncodings(encoding) === encoding);
    if (!chosen) return next();
    // The type of the file itself, not of its .br/.gz copy; `compression` leaves an encoded body alone.
    res.type(extname(name));
    res.setHeader('Content-Encoding', chosen.name);
    res.sendFile(join(dir, name + chosen.suffix), options, (error) => error && next(error));
  };
  return [precompressed, express.static(dir, options)];
}
