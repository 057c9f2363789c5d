import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Browser-facing hardening headers (@fastify/helmet): nosniff, no framing, no referrer, and a
 * Content-Security-Policy that lets a JSON or iCal answer load nothing. The docs page at
 * /v1/docs sends swagger-ui's own policy instead. Two defaults change for a public API: any
 * origin may read the answers (Cross-Origin-Resource-Policy: cross-origin, matching CORS), and
 * HSTS is left to whatever terminates TLS in front of the service.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    strictTransportSecurity: false,
  });
}
