import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Who may read the answers from a browser: any origin (the contract's `Access-Control-Allow-Origin: *`). */
export const CORS_ORIGIN = '*';

/** The methods the API answers, in CORS preflights and in a 405's `Allow`. */
export const READ_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/** Headers browser code may read beyond the CORS-safelisted ones: ETags for caching, the rate limit, request ids for support, feed file names. */
export const EXPOSED_HEADERS =
  'ETag, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After, X-Request-Id, Content-Disposition';

/**
 * CORS with @fastify/cors, in preHandler: once a request has passed the checks made on its
 * arrival. Its preflight route (OPTIONS on any path) is declared here, after the error handling,
 * so that it answers its errors in the envelope too.
 */
export const corsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(cors, {
      origin: CORS_ORIGIN,
      methods: READ_METHODS,
      exposedHeaders: EXPOSED_HEADERS,
      maxAge: 86_400,
      strictPreflight: false,
      hook: 'preHandler',
    });
  },
  { name: 'cors', dependencies: ['error-handling'] },
);
