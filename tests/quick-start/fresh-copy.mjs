// The README's quick start, as a newcomer runs it: a fresh copy of the repository (the files git
// would clone, as they stand in the working tree), then `npm install && npm start` in it with no
// settings at all. Playwright (playwright.quick-start.config.ts) buys from it, then stops it with
// SIGTERM; the copy is removed. QUICK_START_PORT only moves the port when 3000 is taken.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const copy = mkdtempSync(join(tmpdir(), 'le-quick-start-'));
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);
for (const file of files) {
  try {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file));
  } catch (error) {
    // A file deleted in the working tree but not yet in git's index is not part of the copy.
    if (error.code !== 'ENOENT') throw error;
  }
}

// The README's command, read from the README itself: if it changes, this test runs the new one.
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const command = /## Quick start[\s\S]*?```sh\n(.+)\n```/.exec(readme)?.[1];
if (!command) throw new Error('README.md has no quick-start command in a ```sh block under "## Quick start"');
console.log(`quick start: \`${command}\` in a fresh copy at ${copy}`);

// Nothing of the test machine's shop settings: only what a shell and npm need.
const env = Object.fromEntries(
  ['PATH', 'HOME', 'USER', 'LANG', 'TMPDIR', 'npm_config_cache'].flatMap((k) => (process.env[k] ? [[k, process.env[k]]] : [])),
);
if (process.env.QUICK_START_PORT) env.PORT = process.env.QUICK_START_PORT;
const child = spawn('sh', ['-c', command], { cwd: copy, env, stdio: 'inherit', detached: true });

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  // npm install or the shop: the whole group, so a stop mid-install leaves nothing behind.
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
child.on('exit', (code) => {
  rmSync(copy, { recursive: true, force: true });
  process.exit(stopping ? 0 : (code ?? 1));
});
