import type { IncomingMessage } from 'node:http';

/**
 * How long a client may hold an instance's connection, each chosen against what an honest
 * client needs (docs/threat-model.md has the reasons and the proxy's matching values):
 * every question is answered in milliseconds from memory, and no request has a body.
 */
export const CONNECTION_LIMITS = {
  /** The request line and headers must all arrive within this (a slowloris client is cut off). */
  headersTimeoutMs: 10_000,
  /** The whole request, body included: a backstop, as a request with a body is answered on arrival and its connection closed. */
  requestTimeoutMs: 15_000,
  /** An idle keep-alive connection is closed after this: long enough to reuse between a page and its assets, or a client's next question. */
  keepAliveTimeoutMs: 10_000,
  /** A connection on which nothing moves either way for this long is closed (a client that stops reading its answer). */
  idleTimeoutMs: 30_000,
  /** How often Node looks for requests past those timeouts: its default of 30 s would let them run that much longer. */
  checkIntervalMs: 1_000,
} as const;

/** Connections one instance holds at most by default (MAX_CONNECTIONS): inside a 1,024-descriptor limit, with room for Redis and its files. */
export const DEFAULT_MAX_CONNECTIONS = 900;

/** Whether a request comes with a body, whose framing Node reads only as it is consumed. */
export function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
