import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Browser-facing hardening headers on every answer: nosniff, no framing, no referrer, and a
 * Content-Security-Policy that lets a JSON or iCal answer load nothing (the docs page at
 * /v1/docs replaces it with swagger-ui's own policy). Any origin may read the answers
 * (Cross-Origin-Resource-Policy: cross-origin, matching CORS_ORIGIN in cors.ts); HSTS is left to whatever
 * terminates TLS in front of the service. A fixed table: @fastify/helmet computes the same
 * headers per request and cost a third of the throughput (docs/benchmarks.md).
 */
const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'cross-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
} as const;

const SECURITY_FIELDS = Object.entries(SECURITY_HEADERS).flat();

/**
 * The headers every answer begins with, whichever way it is sent (Fastify's hook below, an
 * error answer, the kept-answer shortcut): the request id, then the security headers. As
 * name, value, name, value…: writeHead takes them so without copying an object.
 */
export function edgeHeaders(requestId: string): string[] {
  return ['x-request-id', requestId, ...SECURITY_FIELDS];
}

/** Sets the edge headers on a reply of Fastify's. */
export function setEdgeHeaders(reply: FastifyReply): FastifyReply {
  const fields = edgeHeaders(reply.request.id);
  for (let index = 0; index < fields.length; index += 2) reply.header(fields[index]!, fields[index + 1]);
  return reply;
}

/**
 * Sets the edge headers on every answer, errors and 429s included: the first onRequest hook,
 * as each plugin that adds another declares by depending on this one.
 */
export const edgeHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', function edgeHeadersHook(_request, reply, done) {
      setEdgeHeaders(reply);
      done();
    });
  },
  { name: 'edge-headers' },
);
