import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export const ONE_HOUR = 3600;
export const ONE_DAY = 86_400;
export const FIFTEEN_MINUTES = 900;

/** Sets how long clients and shared caches may keep a successful response. */
export function cacheFor(reply: FastifyReply, seconds: number): void {
  reply.header('cache-control', `public, max-age=${seconds}`);
}

/** Successful responses default to one hour; routes that differ (past years, states, today) set their own. */
export const cacheControlPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', function defaultCacheControl(_request, reply, payload, done) {
      if (reply.statusCode < 400 && !reply.hasHeader('cache-control')) cacheFor(reply, ONE_HOUR);
      done(null, payload);
    });
  },
  { name: 'cache-control' },
);
