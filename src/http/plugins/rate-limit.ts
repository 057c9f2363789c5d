import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { ApiError } from '../api-error.js';

const ONE_MINUTE_MS = 60_000;

/**
 * Requests per minute per client IP on every endpoint, with @fastify/rate-limit. The client
 * IP is the socket address unless TRUST_PROXY lets Fastify read X-Forwarded-For. With Redis
 * the counters are shared, so the limit holds across instances and workers.
 */
export async function registerRateLimit(app: FastifyInstance, perMinute: number, redis: Redis | undefined): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: ONE_MINUTE_MS,
    keyGenerator: (request) => request.ip,
    nameSpace: 'mycal-rate-limit:',
    // If Redis is unreachable, answer rather than fail every request: availability first.
    ...(redis === undefined ? {} : { redis, skipOnError: true }),
    errorResponseBuilder: (_request, context) => {
      const retryAfter = Math.max(1, Math.ceil(context.ttl / 1000));
      return new ApiError(
        'RATE_LIMITED',
        `Too many requests: the limit is ${context.max} per minute. Try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
        [],
        { retryAfter, headers: { 'retry-after': String(retryAfter) } },
      );
    },
  });
}
