import { BlockList, isIP } from 'node:net';
import type { Env } from '../../env';

/** 127.0.0.0/8 and ::1; BlockList also matches their IPv4-mapped IPv6 forms (::ffff:127.0.0.1). */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export interface OutboxRequest {
  nodeEnv: Env['NODE_ENV'];
  setting: Env['DEV_OUTBOX'];
  trustProxy: boolean;
  /** The TCP peer of the request; null for an in-process call with no socket. */
  peerAddress: string | null;
}

/**
 * Whether this request may read the outbox, which holds live password-reset links and sign-in codes.
 * Never in production. `loopback` believes only the socket's own peer, and nothing behind a proxy,
 * where every request arrives from the proxy's address.
 */
export function mayReadOutbox({ nodeEnv, setting, trustProxy, peerAddress }: OutboxRequest): boolean {
  if (nodeEnv === 'production') return false;
  switch (setting) {
    case 'off':
      return false;
    case 'any':
      return true;
    case 'loopback':
      return !trustProxy && peerAddress !== null && isLoopbackAddress(peerAddress);
  }
}
