import { timingSafeEqual } from 'node:crypto';
import type { ShopApiConfig } from '../config';

/**
 * Where a request came from, for the per-address rate limits (ADR 0050).
 *
 * The API is reached two ways: by the storefront on the shopper's behalf (then the socket is
 * the storefront's, and the shopper's address travels in CLIENT_ADDRESS_HEADER), and directly
 * (the public /api/v1 mount, `npm run api`). A browser can send any header, so the header is
 * believed only from a trusted caller: the in-process storefront transport (it says so through
 * `Connection.trusted`, a browser cannot), or a remote storefront proving the shared
 * SHOP_API_FORWARD_KEY in FORWARD_KEY_HEADER. Everyone else is counted by their socket address.
 */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';
export const FORWARD_KEY_HEADER = 'x-shop-forward-key';

export interface Connection {
  /** The socket's peer address (public mount, standalone server). */
  peerAddress?: string | null;
  /** Set only by the in-process storefront transport: its forwarded address is believed. */
  trusted?: boolean;
}

const MAX_ADDRESS_LENGTH = 64;

export function clientAddressOf(request: Request, connection: Connection, config: ShopApiConfig): string | null {
  const forwarded = request.headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  if (forwarded && isFromStorefront(request, connection, config)) return normalise(forwarded);
  return connection.peerAddress ? normalise(connection.peerAddress) : null;
}

/** The in-process storefront, or a remote one proving the forward key. */
export function isFromStorefront(request: Request, connection: Connection, config: ShopApiConfig): boolean {
  return connection.trusted === true || hasForwardKey(request, config);
}

function hasForwardKey(request: Request, config: ShopApiConfig): boolean {
  const sent = request.headers.get(FORWARD_KEY_HEADER);
  if (!config.forwardKey || !sent) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(config.forwardKey);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** IPv4-mapped IPv6 ("::ffff:1.2.3.4") and IPv4 count as one address; junk is cut short. */
function normalise(address: string): string {
  return address
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
    .slice(0, MAX_ADDRESS_LENGTH)
    .toLowerCase();
}
