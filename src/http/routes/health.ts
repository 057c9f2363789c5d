import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/api-error.js';
import type { Drain } from '../edge/draining.js';
import { sendProblem } from '../errors/error-handling.js';

/**
 * Probes for orchestrators and load balancers, outside /v1 and outside the rate limit (a probe
 * must never be refused as a client), never cached. /healthz: the process answers (liveness).
 * /readyz: it can take traffic: the data is loaded (it is before the server listens) and it
 * is not draining for shutdown.
 */
export async function healthRoutes(app: FastifyInstance, options: { drain: Drain }): Promise<void> {
  const probe = { config: { rateLimit: false }, schema: { hide: true } };
  app.get('/healthz', probe, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: { status: 'alive' }, meta: {} };
  });
  app.get('/readyz', probe, async (_request, reply) => {
    if (options.drain.draining) {
      return sendProblem(
        reply,
        new ApiError('NOT_READY', 'This instance is shutting down; send requests to another one.', []),
      );
    }
    reply.header('cache-control', 'no-store');
    return { data: { status: 'ready' }, meta: {} };
  });
}
