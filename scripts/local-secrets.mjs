// Random local secrets for a machine without configured ones, created once in
// .data/local-secrets.json (never committed) and shared by `npm start` and `npm run start:edge`.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

export function localSecrets() {
  const file = join(root, '.data/local-secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const secrets = {
    SESSION_SECRET: randomBytes(32).toString('hex'),
    TOAST_SECRET: randomBytes(32).toString('hex'),
    HONEYPOT_SECRET: randomBytes(32).toString('hex'),
  };
  mkdirSync(join(root, '.data'), { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 });
  console.log('Generated local secrets in .data/local-secrets.json');
  return secrets;
}
