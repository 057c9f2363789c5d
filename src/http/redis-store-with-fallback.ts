import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import CircuitBreaker from 'opossum';

interface Count {
  current: number;
  ttl: number;
}

/** While Redis is out, how long counting stays in process before one request tries Redis again. */
const RETRY_REDIS_AFTER_MS = 1000;

function counter(store: FastifyRateLimitStore) {
  return (key: string, timeWindow: number, max: number) =>
    new Promise<Count>((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow, max));
}

/**
 * A rate-limit store that counts in Redis (shared by every instance) and, when Redis is down
 * or silent for `timeoutMs`, counts in this process instead, so the limit still holds per
 * instance and the headers state the count actually kept. A circuit breaker (opossum) makes
 * the switch: after one failure every request counts locally without waiting, and once a
 * second one request tries Redis again; when it answers, counting is shared again. Each
 * switch is logged once. The counting itself is @fastify/rate-limit's own two stores.
 */
export function redisStoreWithFallback(app: FastifyInstance, redis: Redis, timeoutMs: number, nameSpace: string): FastifyRateLimitStore {
  const breaker = new CircuitBreaker(counter(new RedisStore(false, false, redis, nameSpace)), {
    timeout: timeoutMs,
    resetTimeout: RETRY_REDIS_AFTER_MS,
    // Any failure opens the circuit: one timed-out request is enough to stop waiting on Redis.
    errorThresholdPercentage: 0,
    enableSnapshots: false,
  });
  breaker.fallback(counter(new LocalStore()));

  let shared = true;
  let lastFailure = '';
  breaker.on('failure', (error: Error) => {
    lastFailure = error.message;
  });
  // The breaker reopens after every failed retry; only the change from shared to local is news.
  breaker.on('open', () => {
    if (!shared) return;
    shared = false;
    app.log.warn({ rateLimitCounting: 'in-process', reason: lastFailure }, 'Redis unavailable: rate-limit counts kept in this process until it answers');
  });
  breaker.on('close', () => {
    if (shared) return;
    shared = true;
    app.log.info({ rateLimitCounting: 'redis' }, 'Redis answers again: rate-limit counts shared');
  });
  // Connection errors are reported by the switch above; unhandled, ioredis would print each to stderr.
  redis.on('error', (error: Error) => app.log.debug({ err: error }, 'Redis connection error'));
  app.addHook('onClose', async () => breaker.shutdown());

  return {
    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number, max: number): void {
      breaker.fire(key, timeWindow, max).then(
        (count) => callback(null, count as Count),
        (error: Error) => callback(error),
      );
    },

    child(): FastifyRateLimitStore {
      throw new Error('per-route rate limits are not used by this service');
    },
  };
}
