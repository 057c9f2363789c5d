import type { Server } from 'node:http';
import { normalizeIP } from '@fastify/rate-limit';
import type { Trust } from './client-address.js';

/**
 * Connections one client may hold open on an instance at once (MAX_CONNECTIONS_PER_CLIENT): a
 * browser opens 6, a client library a pool of 10 or so. A client past it has its new
 * connection closed on arrival, as past MAX_CONNECTIONS, so that one address holding idle
 * connections spends its own share of the instance and never the others'.
 */
export const DEFAULT_CONNECTIONS_PER_CLIENT = 50;

/**
 * Counts the open connections of each client, known as the rate limit knows it (an IPv6
 * address by its network of `ipv6Prefix` bits), and closes a new one past `most`. A peer that
 * TRUST_PROXY names is a proxy carrying many clients' connections: it is not capped here (the
 * proxy caps its clients itself, deploy/haproxy.cfg).
 */
export function capConnectionsPerClient(
  server: Server,
  { most, ipv6Prefix, trust }: { most: number; ipv6Prefix: number; trust: Trust | undefined },
): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || trust?.(address, 0) === true) return;
    const client = normalizeIP(address, ipv6Prefix);
    const count = (open.get(client) ?? 0) + 1;
    if (count > most) {
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once('close', () => {
      const left = open.get(client)! - 1;
      if (left === 0) open.delete(client);
      else open.set(client, left);
    });
  });
}
