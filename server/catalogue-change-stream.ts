/**
 * A Node storefront whose shop API runs elsewhere follows the API's catalogue changes
 * (GET /api/v1/changes, shop-api/src/catalogue/change-stream.ts, ADR 0154): one stream per
 * process, so its catalogue data may be kept as long as where the API is in process (ADR 0152).
 *
 * - Each `catalogue-changed` event calls `onChange` (the storefront forgets its catalogue data).
 * - `onChange` is also called on connecting and on losing the stream: changes made while it was
 *   down were not heard, and data kept for long while connected must not outlive the connection.
 * - `hearing()` is true only while connected; the storefront then keeps catalogue data 60 s,
 *   otherwise its short cache time (app/lib/catalogue/catalogue.server.ts).
 * - Each event is acted on twice: at once, and again LATE_FORGET_MS later. Every API instance
 *   hears the database's notice on its own connection; the instance this storefront asks next
 *   may not have heard it yet and could hand back the old answer, which would then be kept.
 * - A lost or refused stream is asked for again after a growing pause (RETRY_FIRST_MS doubling
 *   to RETRY_MAX_MS). A stream silent for longer than `silenceMs` (the API sends a heartbeat
 *   every 15 s) is taken for dead: a half-open connection sends nothing and reports nothing.
 */
import { FORWARD_KEY_HEADER } from '../shop-api/src/security/client-address';
import { CATALOGUE_CHANGED_EVENT, CHANGE_STREAM_PATH, HEARTBEAT_MS } from '../shop-api/src/catalogue/change-stream';

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;
const LATE_FORGET_MS = 1_000;

export interface CatalogueChangeStream {
  /** True while connected: every catalogue change reaches `onChange`. */
  hearing(): boolean;
  stop(): void;
}

interface FollowOptions {
  /** The API's base URL, ending in /api/v1 (SHOP_API_URL). */
  apiBaseUrl: string;
  /** SHOP_API_FORWARD_KEY: the API lets only storefronts follow its changes. */
  forwardKey: string;
  onChange(): void;
  log?: Pick<Console, 'log' | 'warn'>;
  retry?: { firstMs: number; maxMs: number };
  silenceMs?: number;
  lateForgetMs?: number;
}

export function followCatalogueChanges({
  apiBaseUrl,
  forwardKey,
  onChange,
  log = console,
  retry = { firstMs: RETRY_FIRST_MS, maxMs: RETRY_MAX_MS },
  silenceMs = 3 * HEARTBEAT_MS,
  lateForgetMs = LATE_FORGET_MS,
}: FollowOptions): CatalogueChangeStream {
  const url = `${apiBaseUrl.replace(/\/+$/, '')}${CHANGE_STREAM_PATH}`;
  let connected = false;
  let stopped = false;
  let current: AbortController | undefined;
  let wake: (() => void) | undefined;
  let lastFailure = '';
  let late: ReturnType<typeof setTimeout> | undefined;
  const changed = () => {
    onChange();
    clearTimeout(late);
    late = setTimeout(onChange, lateForgetMs);
  };

  /** Reads one stream until it ends, fails or falls silent. */
  const follow = async (controller: AbortController) => {
    let silence = setTimeout(() => controller.abort(), silenceMs);
    try {
      const response = await fetch(url, {
        headers: { accept: 'text/event-stream', [FORWARD_KEY_HEADER]: forwardKey },
        signal: controller.signal,
      });
      if (!response.ok || !response.body) throw new Error(`answered ${response.status}`);
      const decoder = new TextDecoder();
      let pending = '';
      const reader = response.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        clearTimeout(silence);
        silence = setTimeout(() => controller.abort(), silenceMs);
        if (!connected) {
          connected = true;
          lastFailure = '';
          log.log(`Storefront follows catalogue changes at ${url}`);
          onChange();
        }
        pending += decoder.decode(read.value, { stream: true });
        const events = pending.split('\n\n');
        pending = events.pop() ?? '';
        for (const event of events) if (event.split('\n').includes(`event: ${CATALOGUE_CHANGED_EVENT}`)) changed();
      }
      throw new Error('the stream ended');
    } finally {
      clearTimeout(silence);
    }
  };

  const run = async () => {
    let pause = retry.firstMs;
    while (!stopped) {
      const controller = (current = new AbortController());
      try {
        await follow(controller);
      } catch (error) {
        const reason = stopped
          ? ''
          : controller.signal.aborted
            ? 'no heartbeat'
            : String((error as Error)?.cause ?? (error as Error)?.message ?? error);
        if (connected || reason !== lastFailure) {
          if (reason) log.warn(`Catalogue changes at ${url} not heard (${reason}): catalogue data is kept briefly until they are`);
          lastFailure = reason;
        }
      }
      if (connected) {
        connected = false;
        pause = retry.firstMs;
        onChange();
      }
      if (stopped) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pause);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      pause = Math.min(pause * 2, retry.maxMs);
    }
  };
  void run();

  return {
    hearing: () => connected,
    stop() {
      stopped = true;
      clearTimeout(late);
      current?.abort();
      wake?.();
    },
  };
}
