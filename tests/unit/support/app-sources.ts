import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's root and its app/ folder, for tests that read the source as text. */
export const ROOT = join(import.meta.dirname, '../../..');
export const APP = join(ROOT, 'app');

/** Every script module below `dir` (ts, tsx, js, jsx, mjs), recursively. */
export function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.(ts|tsx|js|jsx|mjs)$/.test(name) ? [path] : [];
  });
}
