import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { testApp } from '../support/fixtures.js';

// `npm test` runs the suite under scripts/with-redis.sh, which starts a Redis server and sets this.
const redisUrl = process.env.REDIS_TEST_URL;

describe.skipIf(redisUrl === undefined)('rate limit shared through Redis', () => {
  it('holds across two instances: the 101st request of one client, wherever it lands, gets 429', async () => {
    const clients = [new Redis(redisUrl!), new Redis(redisUrl!)];
    await clients[0]!.flushall();
    const instances = [await testApp({ rateLimitPerMinute: 100, redis: clients[0] }), await testApp({ rateLimitPerMinute: 100, redis: clients[1] })];
    try {
      for (let i = 0; i < 100; i++) {
        const response = await instances[i % 2]!.inject({ url: '/v1/states', remoteAddress: '198.51.100.20' });
        expect(response.statusCode).toBe(200);
      }
      const limited = await instances[0]!.inject({ url: '/v1/states', remoteAddress: '198.51.100.20' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('RATE_LIMITED');
      expect((await instances[1]!.inject({ url: '/v1/states', remoteAddress: '198.51.100.20' })).statusCode).toBe(429);
      expect((await instances[1]!.inject({ url: '/v1/states', remoteAddress: '198.51.100.21' })).statusCode).toBe(200);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await Promise.all(clients.map((client) => client.quit()));
    }
  });
});
