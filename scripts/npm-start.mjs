// How `npm start` runs the shop: package.json's start script, its variables and Node flags
// (malloc's threshold, ADR 0129; the primary's young generation, ADR 0134). The end-to-end run,
// the security suite and the benchmark start the shop through this, so they test what ships.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** { env, nodeArgs, script } of package.json's start script. */
export function npmStartCommand() {
  const { start } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;
  const match = /^((?:\w+=\S+ )*)exec node ((?:--\S+ )*)(scripts\/start\.mjs)$/.exec(start);
  if (!match) throw new Error(`package.json's start script has an unexpected shape: ${start}`);
  const env = Object.fromEntries(
    match[1]
      .split(' ')
      .filter(Boolean)
      .map((pair) => pair.split('=')),
  );
  return { env, nodeArgs: match[2].split(' ').filter(Boolean), script: match[3] };
}

/**
 * Starts the shop as `npm start` does, with `env` as its whole environment (plus the start
 * script's own variables); `extraNodeArgs` come before the script (e.g. a benchmark's probe).
 * @param {Record<string, string | undefined>} env
 * @param {{ stdio?: import('node:child_process').StdioOptions, extraNodeArgs?: string[] }} [options]
 * @returns {import('node:child_process').ChildProcess}
 */
export function spawnNpmStart(env, { stdio = 'inherit', extraNodeArgs = [] } = {}) {
  const command = npmStartCommand();
  return spawn(process.execPath, [...command.nodeArgs, ...extraNodeArgs, command.script], {
    cwd: root,
    stdio,
    env: { ...env, ...command.env },
  });
}
