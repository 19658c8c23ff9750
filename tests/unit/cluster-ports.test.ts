import type { Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { listenBesidePort } from '../../server/cluster';

/** A server whose listen(0) is handed the given ports in turn, as the system might. */
function serverHanded(ports: number[]) {
  const calls: string[] = [];
  let listened = 0;
  const server = {
    listen: (_port: number, _host: string, done: () => void) => {
      calls.push(`listen ${ports[listened]}`);
      listened += 1;
      done();
    },
    address: () => ({ port: ports[listened - 1] }),
    close: (done: () => void) => {
      calls.push('close');
      done();
    },
  };
  return { server: server as unknown as Server, calls };
}

describe("the cluster's API port", () => {
  it('is the free port the system hands out', async () => {
    const { server, calls } = serverHanded([41001]);
    expect(await listenBesidePort(server, 3000)).toBe(41001);
    expect(calls).toEqual(['listen 41001']);
  });

  it("is never the storefront's own port, which the workers bind afterwards", async () => {
    // Seen in a test run: PORT was a free port of the system's range, and listen(0) handed the same to the API.
    const { server, calls } = serverHanded([45523, 45523, 41002]);
    expect(await listenBesidePort(server, 45523)).toBe(41002);
    expect(calls).toEqual(['listen 45523', 'close', 'listen 45523', 'close', 'listen 41002']);
  });
});
