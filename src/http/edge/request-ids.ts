import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Ids a proxy or client may choose: bounded, and nothing that could forge a log line or header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._~:+/=-]{1,128}$/;

/**
 * Fastify's genReqId: the caller's X-Request-Id when it is sane (so one id follows a request
 * through the proxies in front), else a new UUID. Fastify puts it in every log line of the request.
 */
export function requestIdOf(request: IncomingMessage): string {
  const offered = request.headers['x-request-id'];
  return typeof offered === 'string' && SANE_REQUEST_ID.test(offered) ? offered : randomUUID();
}
