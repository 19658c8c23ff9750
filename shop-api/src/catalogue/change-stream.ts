/**
 * GET /api/v1/changes: the catalogue changes this API hears, as a `text/event-stream`, for
 * storefronts whose API runs elsewhere (server/catalogue-change-stream.ts, ADR 0154).
 *
 * Each write to the catalogue tables, from any API instance or a back office (migration 010,
 * ADR 0152), sends one `catalogue-changed` event. A comment line is sent at once, so the follower
 * knows it is connected, and every HEARTBEAT_MS after, so proxies keep an idle stream open and a
 * follower can tell a silent stream from a dead one. While this API cannot hear the database
 * itself, it has nothing true to pass on: open streams are ended and new ones answered 503, so
 * followers fall back to their short cache time and ask again.
 *
 * Only storefronts may follow it (the forward key, security/client-address.ts): each stream holds
 * a connection, which the public should not be able to pile up.
 */
import { ApiError } from '../http';
import type { RouteTable } from '../router';
import type { CatalogueChanges } from './changes';

/** Under the API's base path (/api/v1). */
export const CHANGE_STREAM_PATH = '/changes';
export const CATALOGUE_CHANGED_EVENT = 'catalogue-changed';
/** Well under the 60 s idle timeout of nginx and most load balancers. */
export const HEARTBEAT_MS = 15_000;

interface CatalogueChangeStreams {
  routes: RouteTable;
  /** Whether this API hears every catalogue change now (db/connection.ts listenForCatalogueChanges). */
  setHearing(hearing: boolean): void;
}

const encoder = new TextEncoder();
const CONNECTED = encoder.encode(': following catalogue changes\n\n');
const HEARTBEAT = encoder.encode(': heartbeat\n\n');
const CHANGED = encoder.encode(`event: ${CATALOGUE_CHANGED_EVENT}\ndata: {}\n\n`);

export function createCatalogueChangeStreams(changes: CatalogueChanges, { heartbeatMs = HEARTBEAT_MS } = {}): CatalogueChangeStreams {
  let hearing = false;
  const open = new Set<() => void>();

  const stream = (signal: AbortSignal): Response => {
    let end = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const send = (bytes: Uint8Array) => {
          try {
            controller.enqueue(bytes);
          } catch {
            end();
          }
        };
        const unsubscribe = changes.subscribe(() => send(CHANGED));
        const heartbeat = setInterval(() => send(HEARTBEAT), heartbeatMs);
        end = () => {
          unsubscribe();
          clearInterval(heartbeat);
          open.delete(end);
          signal.removeEventListener('abort', end);
          try {
            controller.close();
          } catch {
            // already closed or cancelled
          }
        };
        open.add(end);
        signal.addEventListener('abort', end);
        send(CONNECTED);
      },
      cancel: () => end(),
    });
    return new Response(body, {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx passes the events on as they come instead of buffering them.
        'x-accel-buffering': 'no',
        // A stream ends only when one side goes away or this API stops: its connection goes with it.
        connection: 'close',
      },
    });
  };

  return {
    routes: {
      [`GET ${CHANGE_STREAM_PATH}`]: async (ctx) => {
        if (!ctx.fromStorefront) throw new ApiError(403, 'Only the storefront may follow catalogue changes');
        if (!hearing) throw new ApiError(503, 'Catalogue changes cannot be heard right now: try again shortly');
        return stream(ctx.request.signal);
      },
    },
    setHearing(next) {
      hearing = next;
      if (!next) for (const end of [...open]) end();
    },
  };
}
