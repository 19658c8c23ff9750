/**
 * `npm start` is what a deployment runs (ADR 0063). SIGTERM or SIGINT to its top process
 * (what a container stop sends) stops the whole tree: a request in flight still gets its answer,
 * then nothing of the tree is left running and the port is closed.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream';
import { ensureBuild, freePort, ROOT, TEST_SECRETS } from './support/storefront-server';

let upstream: FakeUpstream;

beforeAll(async () => {
  await ensureBuild();
  upstream = await startFakeUpstream();
}, 300_000);
afterAll(() => upstream?.close());

/** Every process below `pid` (children, grandchildren…). */
function descendants(pid: number): number[] {
  let out = '';
  try {
    out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    return []; // ps exits 1 when there are none
  }
  const children = out
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter(Boolean);
  return children.flatMap((child) => [child, ...descendants(child)]);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

async function listening(port: number): Promise<boolean> {
  try {
    await fetch(`http://localhost:${port}/favicon.svg`);
    return true;
  } catch {
    return false;
  }
}

describe.each(['SIGTERM', 'SIGINT'] as const)('npm start and %s', (signal) => {
  it('stops the whole tree after the request in flight is answered', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'le-clean-stop-'));
    const npm = spawn('npm', ['start'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...TEST_SECRETS,
        NODE_ENV: 'production',
        PORT: String(port),
        PGLITE_DIR: dataDir,
        // The storefront's only page call is slow: a request is still in flight when the signal comes.
        SHOP_API_URL: upstream.url('slow-2000'),
      },
    });
    let log = '';
    npm.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    try {
      expect(await waitFor(() => listening(port), 90_000), log).toBe(true);
      const tree = descendants(npm.pid!);
      expect(tree.length, 'npm start runs the server below it').toBeGreaterThan(0);

      const inFlight = fetch(`http://localhost:${port}/legal/privacy`).then(async (response) => ({
        status: response.status,
        body: await response.text(),
      }));
      await new Promise((resolve) => setTimeout(resolve, 700));
      process.kill(npm.pid!, signal);

      const answer = await inFlight;
      expect(answer.body, 'the request in flight got its whole page').toContain('</html>');
      expect(await waitFor(() => [npm.pid!, ...tree].every((pid) => !isAlive(pid)), 15_000), `still running:\n${log}`).toBe(true);
      expect(await listening(port), 'the port is closed').toBe(false);
    } finally {
      for (const pid of [npm.pid!, ...descendants(npm.pid!)]) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
