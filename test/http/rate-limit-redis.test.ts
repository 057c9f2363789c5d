import { Redis } from 'ioredis';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../support/fixtures.js';

// `npm test` runs the suite under scripts/with-redis.sh, which starts a Redis server and sets this.
const redisUrl = process.env.REDIS_TEST_URL;
const KEY = 'mycal-rate-limit:198.51.100.20';

let open: { instances: FastifyInstance[]; clients: Redis[] } | undefined;

/** Two instances of the service sharing one Redis, each with its own connection, as in production. */
async function twoInstances(options: { rateLimitAhead?: number } = {}) {
  const clients = [new Redis(redisUrl!), new Redis(redisUrl!)];
  await clients[0]!.flushall();
  // A generous wait for Redis: these tests count, they do not stall it (test/reliability/redis-outage.test.ts does).
  const instances = await Promise.all(
    clients.map((redis) => testApp({ rateLimitPerMinute: 100, redis, redisTimeoutMs: 1000, ...options })),
  );
  open = { instances, clients };
  return { instances, redis: clients[0]! };
}

afterEach(async () => {
  if (open === undefined) return;
  await Promise.all(open.instances.map((instance) => instance.close()));
  await Promise.all(open.clients.map((client) => client.quit()));
  open = undefined;
});

const ask = (instance: FastifyInstance, remoteAddress = '198.51.100.20') =>
  instance.inject({ url: '/v1/states', remoteAddress });

describe('rate limit shared through Redis', () => {
  beforeAll(() => {
    if (redisUrl === undefined)
      throw new Error(
        'REDIS_TEST_URL is not set: npm test runs the suite under scripts/with-redis.sh, which starts a Redis and sets it',
      );
  });
  it('holds across two instances: once Redis has every count, the next request of the client gets 429 wherever it lands', async () => {
    const { instances, redis } = await twoInstances();
    const statuses = [];
    // One request at a time, alternating, faster than Redis confirms them (inject has no network).
    for (let i = 0; i < 110; i++) statuses.push((await ask(instances[i % 2]!)).statusCode);
    expect(statuses.slice(0, 100).every((status) => status === 200)).toBe(true);
    // Within the bound: each instance answers at most 5 (RATE_LIMIT_AHEAD, 5 % of 100) before Redis confirms.
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(100 + 2 * 5);
    await expect.poll(() => redis.get(KEY)).toBe('110');

    for (const instance of instances) {
      const limited = await ask(instance);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('RATE_LIMITED');
    }
    expect((await ask(instances[1]!, '198.51.100.21')).statusCode).toBe(200);
  });

  it.each([5, 1])(
    'a burst spread over two instances passes the limit by at most 2 × RATE_LIMIT_AHEAD (%i), and reaches that edge',
    async (ahead) => {
      const { instances, redis } = await twoInstances({ rateLimitAhead: ahead });
      // Other instances have counted 99 of this client's requests; these two have not heard of them.
      await redis.set(KEY, 99, 'PX', 60_000);
      const burst = await Promise.all(instances.flatMap((instance) => Array.from({ length: 20 }, () => ask(instance))));
      const answered = burst.filter((response) => response.statusCode === 200);
      // Each instance answers `ahead` requests before Redis has confirmed them; every other one waits for Redis's total.
      expect(answered).toHaveLength(2 * ahead);
      expect(99 + answered.length - 100).toBe(2 * ahead - 1);
      expect(burst.filter((response) => response.statusCode === 429)).toHaveLength(40 - 2 * ahead);
      await expect.poll(() => redis.get(KEY)).toBe(String(99 + 40));
      // From then on the client is refused everywhere.
      for (const instance of instances) expect((await ask(instance)).statusCode).toBe(429);
    },
  );
});
