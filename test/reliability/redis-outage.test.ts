import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from './redis-server.js';
import { requireServers } from './required-servers.js';
import { freePort } from '../../scripts/free-port.js';
import { eventually, killAll, startService, within } from './service.js';

afterEach(killAll);

const KEY = 'mycal-rate-limit:127.0.0.1';

async function timedGet(origin: string) {
  const started = performance.now();
  const response = await fetch(`${origin}/v1/states`, { signal: AbortSignal.timeout(2000) });
  await response.arrayBuffer();
  return {
    status: response.status,
    remaining: response.headers.get('x-ratelimit-remaining'),
    ms: performance.now() - started,
  };
}

function counting(logs: Record<string, unknown>[], where: string) {
  return logs.filter((entry) => entry.rateLimitCounting === where);
}

describe('rate limit when Redis fails', { timeout: 15_000 }, () => {
  beforeAll(() => requireServers('redis-server'));
  it('Redis frozen: answers within tens of milliseconds, counts in process, goes back to Redis, and SIGTERM still stops', async () => {
    const redis = await startRedis();
    const service = await startService({
      REDIS_URL: redis.url,
      RATE_LIMIT_PER_MINUTE: '4',
      SHUTDOWN_DRAIN_MS: '100',
      SHUTDOWN_TIMEOUT_MS: '2000',
    });
    expect(await timedGet(service.origin)).toMatchObject({ status: 200, remaining: '3' });
    // Answered from the count the instance keeps, then sent to Redis on the same turn of its event loop.
    await expect.poll(() => redis.client.get(KEY)).toBe('1');

    // SIGSTOP: the TCP connection stays open and nothing answers, as on a stalled server.
    redis.child.kill('SIGSTOP');
    const stalled = [];
    for (let i = 0; i < 5; i++) stalled.push(await timedGet(service.origin));
    for (const answer of stalled) expect(answer.ms).toBeLessThan(500);
    // Counted in this process from the stall on, from the total Redis last gave (1): the limit
    // holds and the headers say so. The first is answered before the stall is known (RATE_LIMIT_AHEAD
    // is 1 at this limit), the second waits for Redis until it times out.
    expect(stalled.map(({ status, remaining }) => [status, remaining])).toEqual([
      [200, '2'],
      [200, '1'],
      [200, '0'],
      [429, '0'],
      [429, '0'],
    ]);
    expect(await eventually(() => counting(service.logs, 'in-process').length > 0)).toBe(true);
    expect(counting(service.logs, 'in-process')).toHaveLength(1);
    expect(counting(service.logs, 'in-process')[0]).toMatchObject({ level: 40, reason: expect.any(String) });

    // Resumed, Redis runs what was sent to it while frozen; the service counts there again within a second.
    redis.child.kill('SIGCONT');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const before = Number(await redis.client.get(KEY));
    expect((await timedGet(service.origin)).status).toBe(200);
    expect(Number(await redis.client.get(KEY))).toBe(before + 1);
    expect(await eventually(() => counting(service.logs, 'redis').length > 0)).toBe(true);
    expect(counting(service.logs, 'redis')).toHaveLength(1);

    // Frozen again, with a request waiting on it: SIGTERM still ends the process in time.
    redis.child.kill('SIGSTOP');
    const waiting = timedGet(service.origin);
    service.child.kill('SIGTERM');
    // Answered (from the in-process count, where this client is over its limit), not left waiting.
    expect((await waiting).status).toBe(429);
    expect(await within(service.exited, 3000)).toEqual({ code: 0, signal: null });
    redis.client.disconnect();
  });

  it('Redis down: the limit holds in process, the headers tell the truth, and every log line is JSON', async () => {
    const service = await startService({
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      RATE_LIMIT_PER_MINUTE: '3',
    });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await timedGet(service.origin));
    expect(answers.map(({ status, remaining }) => [status, remaining])).toEqual([
      [200, '2'],
      [200, '1'],
      [200, '0'],
      [429, '0'],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(service.stderr()).toBe('');
    expect(service.stdout.length).toBe(service.logs.length);
    expect(counting(service.logs, 'in-process')).toHaveLength(1);
  });
});
