import type { KeptRead } from './catalogue/read-cache';
import type { AuthUser } from './auth/tokens';
import type { ShopApiConfig } from './config';
import type { ShopDb } from './db/connection';
import type { Mailer } from './mail/mailer';

export interface RouteContext {
  request: Request;
  url: URL;
  db: ShopDb;
  config: ShopApiConfig;
  mailer: Mailer;
  /** Path parameters, e.g. { intent } for "GET /pay/:intent". */
  params: Record<string, string>;
  /** The shopper's address for per-address rate limits, or null when unknown. */
  clientAddress: string | null;
  /** Sent by the storefront, in process or proving the forward key (security/client-address.ts). */
  fromStorefront: boolean;
  /** The signed-in user, or null. Reads the bearer token once per request. */
  optionalUser(): Promise<AuthUser | null>;
  /** The signed-in user; a missing, unknown or expired token answers 401. */
  requireUser(): Promise<AuthUser>;
  /**
   * A read that is the same for every caller (no user in it): answered from the catalogue read
   * cache, `load` only when the catalogue changed since (catalogue/read-cache.ts). `key` names
   * what the answer depends on besides the route.
   */
  sharedRead(key: string, load: () => Promise<unknown>): Promise<Response>;
  /** A part of several answers that depends on the catalogue alone, kept like them (ADR 0161). */
  sharedValue: KeptRead;
}

export type RouteHandler = (ctx: RouteContext) => Promise<Response>;

/** Keys are "METHOD /path" relative to the base path; ":name" segments are parameters. */
export type RouteTable = Record<string, RouteHandler>;

interface CompiledRoute {
  method: string;
  segments: string[];
  handler: RouteHandler;
}

export function compileRoutes(tables: RouteTable[]): CompiledRoute[] {
  const compiled: CompiledRoute[] = [];
  for (const table of tables) {
    for (const [key, handler] of Object.entries(table)) {
      const [method, path] = key.split(' ');
      compiled.push({ method, segments: path.split('/').filter(Boolean), handler });
    }
  }
  return compiled;
}

type RouteMatch =
  { kind: 'found'; handler: RouteHandler; params: Record<string, string> } | { kind: 'method-not-allowed' } | { kind: 'not-found' };

export function matchRoute(routes: CompiledRoute[], method: string, path: string): RouteMatch {
  const parts = path.split('/').filter(Boolean);
  let pathMatched = false;
  for (const route of routes) {
    if (route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const same = route.segments.every((segment, i) => {
      if (segment.startsWith(':')) {
        const value = safeDecode(parts[i]);
        if (value === null) return false; // a malformed %-escape matches nothing: 404, not a crash
        params[segment.slice(1)] = value;
        return true;
      }
      return segment === parts[i];
    });
    if (!same) continue;
    pathMatched = true;
    if (route.method === method) return { kind: 'found', handler: route.handler, params };
  }
  return pathMatched ? { kind: 'method-not-allowed' } : { kind: 'not-found' };
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
