/**
 * At most `limit` pages are made at once in this process; the others wait their turn in arrival
 * order (ADR 0167). Pages are CPU work: twenty-five made side by side finish none sooner, hold
 * twenty-five pages' worth of memory meanwhile, and under the realistic load the shop served more
 * pages a second, and its slowest sooner, four at a time.
 *
 * - A page whose browser has gone away while it waited is not made at all.
 * - Only GET and HEAD wait: a form's body arrives at the sender's pace, and a slow sender must not
 *   hold a turn others wait for.
 * - No page waits longer than `maxWaitMs`: pages that hold their turn while the shop API is slow
 *   to answer must not keep a page the storefront could answer at once waiting behind them.
 */
import type { NextFunction, Request, Response } from 'express';

const MAX_WAIT_MS = 1_000;

interface Waiting {
  res: Response;
  start: () => void;
  timer: ReturnType<typeof setTimeout>;
}

export function pageQueue(limit: number, { maxWaitMs = MAX_WAIT_MS }: { maxWaitMs?: number } = {}) {
  let active = 0;
  const waiting: Waiting[] = [];

  const startNext = () => {
    while (active < limit && waiting.length > 0) {
      const next = waiting.shift()!;
      clearTimeout(next.timer);
      if (!next.res.destroyed) next.start();
    }
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const start = () => {
      active++;
      let done = false;
      const release = () => {
        if (done) return;
        done = true;
        active--;
        startNext();
      };
      // 'close' also comes when the browser goes away before the answer is sent.
      res.once('finish', release);
      res.once('close', release);
      next();
    };
    if (active < limit) return start();
    const entry: Waiting = {
      res,
      start,
      // Waited long enough: made now, beside the pages that hold the turns.
      timer: setTimeout(() => {
        const at = waiting.indexOf(entry);
        if (at < 0) return;
        waiting.splice(at, 1);
        if (!res.destroyed) start();
      }, maxWaitMs),
    };
    waiting.push(entry);
  };
}

/** STOREFRONT_PAGE_CONCURRENCY, or the default the load benchmark chose. */
export function pageConcurrency(vars: Record<string, string | undefined>, fallback: number): number {
  const raw = vars.STOREFRONT_PAGE_CONCURRENCY?.trim();
  if (!raw) return fallback;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 1000) {
    throw new Error(`STOREFRONT_PAGE_CONCURRENCY must be a whole number from 1 to 1000, got "${raw}"`);
  }
  return count;
}
