import type { FastifyInstance } from 'fastify';

/**
 * Browser-facing hardening headers on every answer: nosniff, no framing, no referrer, and a
 * Content-Security-Policy that lets a JSON or iCal answer load nothing (the docs page at
 * /v1/docs replaces it with swagger-ui's own policy). Any origin may read the answers
 * (Cross-Origin-Resource-Policy: cross-origin, matching CORS `*`); HSTS is left to whatever
 * terminates TLS in front of the service. A fixed table set in one hook: @fastify/helmet
 * computes the same headers per request and cost a third of the throughput (docs/benchmarks.md).
 */
export const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'cross-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
} as const;

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}
