import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import CircuitBreaker from 'opossum';
import { countInRedis } from './redis-batch-count.js';

interface Count {
  current: number;
  ttl: number;
}

type Done = (error: Error | null, result?: Count) => void;

/** One client's count as this instance knows it, in the current window. */
interface Client {
  /** The client's total in Redis when Redis last answered for it. */
  known: number;
  /** Requests counted here that Redis has not confirmed yet (to be sent, or sent). */
  unconfirmed: number;
  /** Requests counted here while Redis was out: never sent, counted here for the rest of the window. */
  offline: number;
  /** When the window ends (Date.now() clock). */
  resetAt: number;
}

/** The requests of one client in a batch: how many were answered already, and who waits for Redis's total. */
interface Batched {
  answered: number;
  waiting: Done[];
}

/** While Redis is out, how long counting stays in process before one request tries Redis again. */
const RETRY_REDIS_AFTER_MS = 1000;
/** Clients whose counts this instance remembers (the least recently seen are forgotten first): @fastify/rate-limit's own default. */
const CLIENTS = 5000;
/** Batches leave at most this often: under load each carries what 5 ms gathered, for one write to Redis. */
const SEND_EVERY_MS = 5;

interface SharedCountOptions {
  /** How long a request that waits for Redis waits at most, and a batch is given. */
  timeoutMs: number;
  /** Requests of one client this instance answers before Redis has confirmed them (`RATE_LIMIT_AHEAD`). */
  ahead: number;
  nameSpace: string;
}

/**
 * A rate-limit store whose counts are shared by every instance through Redis without a round
 * trip per request. Each instance answers from the count it knows (the client's total as Redis
 * last said, plus its own requests since) and sends what it counted to Redis in batches: one
 * script call, at most every 5 ms and while none is under way, which answers with every
 * client's new total (each write to Redis costs the instance tens of microseconds of system
 * time: a batch per turn of the event loop doubled its CPU per request, docs/benchmarks.md).
 * A request waits for Redis only when this instance has `ahead` of the client's requests
 * unconfirmed, or the count it knows is within `ahead` of the limit: then it is counted by
 * Redis's own total. Only answers given from a total other instances have since
 * moved past can pass the limit, at most `ahead` per instance: over n instances a client gets
 * at most n × `ahead` more than the limit in a window (docs/architecture.md, "Sharing the limit
 * across instances").
 *
 * When Redis is down or silent for `timeoutMs`, counting goes on in this process (the limit then
 * holds per instance) from the total last known; once a second one request tries Redis again.
 * A circuit breaker (opossum) makes the switch, and each switch is logged once.
 */
export function redisStoreWithFallback(
  app: FastifyInstance,
  redis: Redis,
  options: SharedCountOptions,
): FastifyRateLimitStore {
  const clients = new LRUCache<string, Client>({ max: CLIENTS });
  const breaker = new CircuitBreaker(countInRedis(redis), {
    timeout: options.timeoutMs,
    resetTimeout: RETRY_REDIS_AFTER_MS,
    // Any failure opens the circuit: one timed-out batch is enough to stop waiting on Redis.
    errorThresholdPercentage: 0,
    enableSnapshots: false,
  });

  let shared = true;
  let lastFailure = '';
  breaker.on('failure', (error: Error) => {
    lastFailure = error.message;
  });
  // The breaker reopens after every failed retry; only the change from shared to local is news.
  breaker.on('open', () => {
    if (!shared) return;
    shared = false;
    app.log.warn(
      { rateLimitCounting: 'in-process', reason: lastFailure },
      'Redis unavailable: rate-limit counts kept in this process until it answers',
    );
  });
  breaker.on('close', () => {
    if (shared) return;
    shared = true;
    app.log.info({ rateLimitCounting: 'redis' }, 'Redis answers again: rate-limit counts shared');
  });
  // Connection errors are reported by the switch above; unhandled, ioredis would print each to stderr.
  redis.on('error', (error: Error) => app.log.debug({ err: error }, 'Redis connection error'));
  app.addHook('onClose', async () => breaker.shutdown());

  let batch = new Map<string, Batched>();
  let sending = false;
  let sendScheduled = false;
  let lastSent = 0;
  let windowMs = 60_000;

  function clientOf(key: string, now: number): Client {
    let client = clients.get(key);
    if (client === undefined) {
      client = { known: 0, unconfirmed: 0, offline: 0, resetAt: now + windowMs };
      clients.set(key, client);
    } else if (now >= client.resetAt) {
      client.known = 0;
      client.offline = 0;
      client.resetAt = now + windowMs;
    }
    return client;
  }

  function batched(key: string): Batched {
    let entry = batch.get(key);
    if (entry === undefined) {
      entry = { answered: 0, waiting: [] };
      batch.set(key, entry);
    }
    return entry;
  }

  function scheduleSend(): void {
    if (sending || sendScheduled) return;
    sendScheduled = true;
    const wait = lastSent + SEND_EVERY_MS - performance.now();
    if (wait <= 0) setImmediate(send);
    else setTimeout(send, wait);
  }

  function send(): void {
    sendScheduled = false;
    if (sending || batch.size === 0) return;
    const sent = batch;
    batch = new Map();
    sending = true;
    lastSent = performance.now();
    const keys = [...sent.keys()];
    const increments = keys.map((key) => sent.get(key)!.answered + sent.get(key)!.waiting.length);
    breaker
      .fire(
        keys.map((key) => options.nameSpace + key),
        increments,
        windowMs,
      )
      .then(
        (totals) => {
          for (const [index, key] of keys.entries())
            confirmed(key, sent.get(key)!, totals[2 * index]!, totals[2 * index + 1]!);
        },
        () => {
          for (const key of keys) unconfirmed(key, sent.get(key)!);
        },
      )
      .finally(() => {
        sending = false;
        scheduleSend();
      });
  }

  /** Redis answered with the client's total, this batch's requests included, and the window's time left. */
  function confirmed(key: string, sent: Batched, total: number, ttl: number): void {
    const now = Date.now();
    const client = clientOf(key, now);
    client.unconfirmed = Math.max(0, client.unconfirmed - sent.answered - sent.waiting.length);
    client.known = total;
    client.resetAt = now + ttl;
    // The waiting requests were the batch's last, in the order they came.
    const first = total - sent.waiting.length;
    for (const [index, done] of sent.waiting.entries()) done(null, { current: first + index + 1, ttl });
  }

  /** Redis did not answer: the batch's requests stay counted here, and the waiting ones are counted here. */
  function unconfirmed(key: string, sent: Batched): void {
    const now = Date.now();
    const client = clientOf(key, now);
    client.unconfirmed = Math.max(0, client.unconfirmed - sent.answered - sent.waiting.length);
    client.offline += sent.answered;
    for (const done of sent.waiting) done(null, countHere(client, now));
  }

  function countHere(client: Client, now: number): Count {
    client.offline++;
    return { current: client.known + client.offline + client.unconfirmed, ttl: client.resetAt - now };
  }

  return {
    incr(key: string, callback: Done, timeWindow: number, max: number): void {
      windowMs = timeWindow;
      const now = Date.now();
      const client = clientOf(key, now);
      if (!shared) {
        // Out: counted here, except one request a second (once the breaker lets one through) that tries Redis.
        if (!(breaker.pendingClose && !sending)) {
          callback(null, countHere(client, now));
          return;
        }
        client.unconfirmed++;
        batched(key).waiting.push(callback);
        send();
        return;
      }
      client.unconfirmed++;
      const current = client.known + client.unconfirmed;
      if (client.unconfirmed <= options.ahead && current <= max - options.ahead) {
        batched(key).answered++;
        scheduleSend();
        callback(null, { current, ttl: client.resetAt - now });
        return;
      }
      batched(key).waiting.push(callback);
      scheduleSend();
    },

    child(): FastifyRateLimitStore {
      throw new Error('per-route rate limits are not used by this service');
    },
  };
}
