import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** Whether the peer at this address, `hop` proxies away, may name the client (X-Forwarded-For). */
export type Trust = (address: string, hop: number) => boolean;

/** Who sent a request: the client's address and the host it asked for. */
export interface Client {
  address: string;
  host: string;
}

/**
 * TRUST_PROXY as one function, given to Fastify (its `request.ip` and `request.host`) and used
 * by the kept-answer shortcut, so that both read a request's client the same way. `true`
 * trusts the nearest hop only: the peer is taken for a proxy, and the client is the address it
 * appended, the last of X-Forwarded-For; what the client itself wrote before it is never read
 * (trusting every hop would make the leftmost entry, the client's own word, its identity).
 * A hop count alone vouches for no peer: Fastify 5 trusts none on it, and so does this.
 */
export function trustOf(trustProxy: boolean | number | string[] | undefined): Trust | undefined {
  if (trustProxy === true) return (_address, hop) => hop === 0;
  if (Array.isArray(trustProxy)) return proxyAddr.compile(trustProxy);
  return undefined;
}

/** The last of a header's comma-separated values: the one the nearest proxy added. */
function lastValue(header: string): string {
  return header.slice(header.lastIndexOf(',') + 1).trim();
}

/** The client as Fastify's `request.ip` and `request.host` give it, read from the bare request. */
export function clientOf(request: IncomingMessage, trust: Trust | undefined): Client {
  const peer = request.socket.remoteAddress ?? '';
  const host = request.headers.host ?? '';
  if (trust === undefined) return { address: peer, host };
  const forwardedHost = request.headers['x-forwarded-host'];
  return {
    address: proxyAddr.all(request, trust).at(-1)!,
    host: typeof forwardedHost === 'string' && forwardedHost !== '' && trust(peer, 0) ? lastValue(forwardedHost) : host,
  };
}
