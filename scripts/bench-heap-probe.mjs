// Loaded by the soak benchmark into every server process (NODE_OPTIONS=--import, which the cluster's
// workers inherit): on SIGUSR2 the process runs a full garbage collection, then writes its memory
// figures to BENCH_HEAP_DIR/<pid>.json. What survives a full collection is what the process really
// holds; RSS also moves with how much room V8 keeps for the next allocations (ADR 0137).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';

const dir = process.env.BENCH_HEAP_DIR;
if (dir) {
  v8.setFlagsFromString('--expose-gc');
  const collectGarbage = vm.runInNewContext('gc');
  process.on('SIGUSR2', () => {
    collectGarbage();
    // Buffers' memory is given back by a sweeper after the collection: collect again once it ran.
    setTimeout(() => {
      collectGarbage();
      writeFileSync(join(dir, `${process.pid}.json`), JSON.stringify({ at: Date.now(), ...process.memoryUsage() }));
    }, 100);
  });
}
