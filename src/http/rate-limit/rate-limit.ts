import rateLimit, { type FastifyRateLimitStore, normalizeIP } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { ApiError } from '../errors/api-error.js';
import { redisStoreWithFallback } from './redis-store-with-fallback.js';

const ONE_MINUTE_MS = 60_000;
/** Clients counted in process at once (the least recently seen are forgotten first): the plugin's own default. */
const LOCAL_CLIENTS = 5000;

interface RateLimitOptions {
  perMinute: number;
  /** IPv6 clients are counted per network of this prefix length. */
  ipv6Prefix: number;
  /** Shared counters; without it they are kept in this process. */
  redis?: Redis | undefined;
  /** How long a count may wait on Redis before it is kept in process instead. */
  redisTimeoutMs: number;
  /** With Redis, requests of one client an instance answers before Redis has confirmed them; by default `defaultAhead`. */
  ahead?: number | undefined;
}

/** RATE_LIMIT_AHEAD by default: 5 % of the limit, at least 1. */
function defaultAhead(perMinute: number): number {
  return Math.max(1, Math.floor(perMinute / 20));
}

/**
 * @fastify/rate-limit's own in-process store, each count handed on as a copy: the store hands
 * every request of a client the one object it goes on counting in, so a burst that Node parses
 * in one go (101 requests pipelined in one packet) read it at the burst's final total, and every
 * request of it was refused, the first included.
 */
function localStore(): FastifyRateLimitStore {
  const store = new LocalStore(false, false, LOCAL_CLIENTS);
  return {
    incr(key, done, timeWindow, max) {
      store.incr(
        key,
        (error, count) => done(error, count && { current: count.current, ttl: count.ttl }),
        timeWindow,
        max,
      );
    },
    child() {
      throw new Error('per-route rate limits are not used by this service');
    },
  };
}

/** One request counted: what its x-ratelimit-* headers say, and whether it is over the limit. */
export interface RateCount {
  limit: number;
  remaining: number;
  resetSeconds: number;
  exceeded: boolean;
}

/** Counts requests in the store the plugin counts in, for the kept-answer shortcut (caching/kept-answer-shortcut.ts). */
export interface RateCounter {
  /** Counts one request of the client at this address (as `clientOf` reads it). */
  count(address: string, done: (error: Error | null, count?: RateCount) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateCounter: RateCounter;
  }
}

/** The 429 of a client over `max` requests a minute, whose window resets in `ttlMs`. */
export function rateLimited(max: number, ttlMs: number): ApiError {
  const retryAfter = Math.max(1, Math.ceil(ttlMs / 1000));
  return new ApiError(
    'RATE_LIMITED',
    `Too many requests: the limit is ${max} per minute. Try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
    [],
    {
      retryAfter,
      headers: { 'retry-after': String(retryAfter) },
    },
  );
}

/**
 * Requests per minute per client on every endpoint, with @fastify/rate-limit. The client is
 * the socket address unless TRUST_PROXY names proxies whose X-Forwarded-For is read. With
 * Redis the counters are shared, so the limit holds across instances, without a round trip
 * per request; while Redis is out they are kept in process (redis-store-with-fallback.ts). The
 * counter is decorated as well (`app.rateCounter`): the kept-answer shortcut counts its
 * requests in the same store, under the same keys. The limit is put on each route as it is
 * declared: the plugins that declare routes depend on this one.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: RateLimitOptions) => {
    const store: FastifyRateLimitStore =
      options.redis === undefined
        ? localStore()
        : redisStoreWithFallback(app, options.redis, {
            timeoutMs: options.redisTimeoutMs,
            ahead: options.ahead ?? defaultAhead(options.perMinute),
            nameSpace: 'mycal-rate-limit:',
          });

    await app.register(rateLimit, {
      global: true,
      // A CORS preflight asks the browser's permission for the request that follows, which is counted.
      allowList: (request) => request.method === 'OPTIONS',
      max: options.perMinute,
      timeWindow: ONE_MINUTE_MS,
      // The plugin's own key, normalizeIP(request.ip): an IPv4-mapped address counts as IPv4, any
      // other IPv6 address by its network of this many bits (one subscriber's allocation, whose
      // addresses cost nothing to rotate). The shortcut counts under normalizeIP too.
      ipv6Subnet: options.ipv6Prefix,
      // The plugin makes one store per instance it is given; this one is shared with the shortcut.
      store: function sharedStore() {
        return store;
      } as unknown as new () => FastifyRateLimitStore,
      errorResponseBuilder: (_request, context) => rateLimited(context.max, context.ttl),
    });

    app.decorate('rateCounter', {
      count(address, done) {
        store.incr(
          normalizeIP(address, options.ipv6Prefix),
          (error, result) => {
            if (error || result === undefined) return done(error ?? new Error('no count'));
            // As the plugin words them: the limit, what is left of it, and the seconds until the window resets.
            done(null, {
              limit: options.perMinute,
              remaining: Math.max(0, options.perMinute - result.current),
              resetSeconds: Math.ceil(result.ttl / 1000),
              exceeded: result.current > options.perMinute,
            });
          },
          ONE_MINUTE_MS,
          options.perMinute,
        );
      },
    });
  },
  { name: 'rate-limit' },
);
