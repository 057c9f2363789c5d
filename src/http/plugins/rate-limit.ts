import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { ApiError } from '../api-error.js';
import { redisStoreWithFallback } from '../redis-store-with-fallback.js';

const ONE_MINUTE_MS = 60_000;

export interface RateLimitOptions {
  perMinute: number;
  /** IPv6 clients are counted per network of this prefix length. */
  ipv6Prefix: number;
  /** Shared counters; without it they are kept in this process. */
  redis?: Redis | undefined;
  /** How long a count may wait on Redis before it is kept in process instead. */
  redisTimeoutMs: number;
}

/**
 * Requests per minute per client on every endpoint, with @fastify/rate-limit. The client is
 * the socket address unless TRUST_PROXY lets Fastify read X-Forwarded-For; the plugin's own
 * key counts an IPv4-mapped IPv6 address as its IPv4 address and an IPv6 address by its
 * network (a /64 by default: one subscriber's allocation, whose addresses cost nothing to
 * rotate). With Redis the counters are shared, so the limit holds across instances; while
 * Redis is out they are kept in process (redis-store-with-fallback.ts).
 */
export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  const nameSpace = 'mycal-rate-limit:';
  await app.register(rateLimit, {
    global: true,
    // A CORS preflight asks the browser's permission for the request that follows, which is counted.
    allowList: (request) => request.method === 'OPTIONS',
    max: options.perMinute,
    timeWindow: ONE_MINUTE_MS,
    ipv6Subnet: options.ipv6Prefix,
    ...(options.redis === undefined ? {} : { store: redisStoreWithFallback(app, options.redis, options.redisTimeoutMs, nameSpace) }),
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
