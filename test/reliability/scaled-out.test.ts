import { spawnSync } from 'node:child_process';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from './redis-server.js';
import { requireServers } from './required-servers.js';
import { startScaledOut } from './scaled-out.js';
import { ROOT, type RunningService, eventually, killAll, startService, within } from './service.js';

interface Outcome {
  status?: number;
  remaining?: string;
  error?: string;
}

/** One GET from a loopback address of the client's choosing (127.0.0.0/8 is all on loopback), with extra headers. */
function get(
  url: string,
  options: { from?: string; headers?: Record<string, string>; agent?: Agent } = {},
): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        localAddress: options.from ?? '127.0.0.1',
        headers: options.headers ?? {},
        agent: options.agent ?? false,
        timeout: 5000,
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode!, remaining: String(response.headers['x-ratelimit-remaining']) }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

/** The answers an instance's access log holds for this path, by status. */
function answered(instance: RunningService, path: string): number[] {
  return instance.logs
    .filter((entry) => entry.msg === 'request completed' && (entry.req as { url: string }).url === path)
    .map((entry) => (entry.res as { statusCode: number }).statusCode);
}

/**
 * Keeps `clients` keep-alive clients asking through the proxy, one request after another, while
 * `during` runs; resolves with every outcome.
 */
async function underLoad(origin: string, during: () => Promise<void>, clients = 8): Promise<Outcome[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const outcomes: Outcome[] = [];
  let running = true;
  const loops = Array.from({ length: clients }, async () => {
    while (running) outcomes.push(await get(`${origin}${LOADED}`, { agent }));
  });
  await during();
  running = false;
  await Promise.all(loops);
  agent.destroy();
  return outcomes;
}

/** What the load asks. */
const LOADED = '/v1/holidays/check?date=2026-08-31&state=selangor';

const failures = (outcomes: Outcome[]) => outcomes.filter((outcome) => outcome.status !== 200);

describe('scaled out: HAProxy in front of two instances sharing one Redis', { timeout: 40_000 }, () => {
  beforeAll(() => requireServers('redis-server', 'haproxy'));
  it("compose.yaml's proxy configuration is valid for HAProxy: the tested file with the list of replicas", () => {
    const check = spawnSync(
      'haproxy',
      ['-c', '-f', join(ROOT, 'deploy/haproxy.cfg'), '-f', join(ROOT, 'deploy/haproxy-compose.cfg')],
      { env: { PATH: process.env.PATH, LISTEN: ':8080' }, encoding: 'utf8' },
    );
    expect(check.stdout + check.stderr).toContain('Configuration file is valid');
    expect(check.status).toBe(0);
  });

  describe('the limit of 100 a minute', () => {
    let deployment: Awaited<ReturnType<typeof startScaledOut>>;
    beforeAll(async () => {
      deployment = await startScaledOut({ RATE_LIMIT_PER_MINUTE: '100' });
    });
    afterAll(killAll);

    it("refuses a client's 101st request within the minute, whichever instance answers it", async () => {
      const path = '/v1/states';
      const first = [];
      for (let i = 0; i < 100; i++) first.push(await get(`${deployment.origin}${path}`, { from: '127.0.0.2' }));
      expect(first.map((outcome) => outcome.status)).toEqual(Array(100).fill(200));
      const after = [];
      for (let i = 0; i < 6; i++) after.push(await get(`${deployment.origin}${path}`, { from: '127.0.0.2' }));
      expect(after.map((outcome) => outcome.status)).toEqual(Array(6).fill(429));
      // Both instances answered the first hundred, and both refused what followed.
      await eventually(
        () => answered(deployment.instances[0]!, path).length + answered(deployment.instances[1]!, path).length === 106,
      );
      for (const instance of deployment.instances) {
        expect(answered(instance, path).filter((status) => status === 200).length).toBeGreaterThan(20);
        expect(answered(instance, path).filter((status) => status === 429).length).toBeGreaterThan(0);
      }
      // Another client behind the same proxy has its own count.
      expect(await get(`${deployment.origin}${path}`, { from: '127.0.0.3' })).toMatchObject({
        status: 200,
        remaining: '99',
      });
    });

    it("counts the client named in the proxy's X-Forwarded-For, only because TRUST_PROXY names the proxy", async () => {
      const path = '/v1/holidays?year=2026';
      // A client cannot choose its count by sending X-Forwarded-For: the proxy writes the address it saw in its place.
      for (let i = 0; i < 100; i++)
        expect(
          (
            await get(`${deployment.origin}${path}`, {
              from: '127.0.0.4',
              headers: { 'x-forwarded-for': `203.0.113.${i}` },
            })
          ).status,
        ).toBe(200);
      expect(
        (
          await get(`${deployment.origin}${path}`, {
            from: '127.0.0.4',
            headers: { 'x-forwarded-for': '203.0.113.200' },
          })
        ).status,
      ).toBe(429);
      // Which client each request was counted as, in Redis (an instance's first answer for a
      // client comes before it has heard Redis's total, so its status alone would not tell).
      const counted = (address: string) => deployment.redis.client.get(`mycal-rate-limit:${address}`).then(Number);
      // Once every batch has landed (a refused request may be counted twice, which changes nothing: it is over the limit).
      await new Promise((resolve) => setTimeout(resolve, 300));
      const before = await counted('127.0.0.4');
      expect(before).toBeGreaterThanOrEqual(101);
      // What the proxy sends an instance, X-Forwarded-For naming 127.0.0.4, from the proxy's address (127.0.0.1):
      const asTheProxySends = { from: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.4' } };
      // an instance whose TRUST_PROXY names 127.0.0.1 counts 127.0.0.4, who is over the limit;
      expect((await get(`http://127.0.0.1:${deployment.instances[0]!.port}${path}`, asTheProxySends)).status).toBe(429);
      await expect.poll(() => counted('127.0.0.4')).toBeGreaterThan(before);
      expect(await counted('127.0.0.1')).toBe(0);
      const after = await counted('127.0.0.4');
      // an instance without TRUST_PROXY counts the proxy's own address.
      const trustingNobody = await startService({ REDIS_URL: deployment.redis.url, RATE_LIMIT_PER_MINUTE: '100' });
      expect((await get(`${trustingNobody.origin}${path}`, asTheProxySends)).status).toBe(200);
      await expect.poll(() => counted('127.0.0.1')).toBe(1);
      // And X-Forwarded-For from an address TRUST_PROXY does not name is not read: 127.0.0.5 is counted.
      expect(
        (
          await get(`http://127.0.0.1:${deployment.instances[1]!.port}${path}`, {
            from: '127.0.0.5',
            headers: { 'x-forwarded-for': '127.0.0.4' },
          })
        ).status,
      ).toBe(200);
      await expect.poll(() => counted('127.0.0.5')).toBe(1);
      expect(await counted('127.0.0.4')).toBe(after);
    });
  });

  describe('under load', () => {
    let deployment: Awaited<ReturnType<typeof startScaledOut>>;
    beforeAll(async () => {
      // One client's load, from one address: the proxy's per-client request rate raised with the instances' limit.
      deployment = await startScaledOut(
        { RATE_LIMIT_PER_MINUTE: '1000000' },
        { EDGE_REQUESTS_PER_CLIENT_10S: '1000000' },
      );
    });
    afterAll(killAll);

    it('a rolling restart, one instance after the other, loses no request', async () => {
      const stopped: { code: number | null; signal: NodeJS.Signals | null }[] = [];
      const outcomes = await underLoad(deployment.origin, async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        for (const index of [0, 1]) {
          const instance = deployment.instances[index]!;
          instance.child.kill('SIGTERM');
          stopped.push((await within(instance.exited, 8000)) as (typeof stopped)[number]);
          const restarted = await deployment.restart(index);
          // Back in the rotation after two passed checks (deploy/haproxy.cfg) before the next one stops.
          expect(await eventually(() => answered(restarted, LOADED).length > 0, 5000)).toBe(true);
        }
      });
      expect(stopped).toEqual([
        { code: 0, signal: null },
        { code: 0, signal: null },
      ]);
      expect(outcomes.length).toBeGreaterThan(200);
      expect(failures(outcomes)).toEqual([]);
    });

    it('Redis restarted under load loses no request, and the instances count in it again', async () => {
      const { redis } = deployment;
      const outcomes = await underLoad(deployment.origin, async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        redis.child.kill('SIGKILL');
        await new Promise((resolve) => setTimeout(resolve, 500));
        await startRedis(redis.port);
        // Each instance tries Redis again within a second of the failure, and logs the switch back.
        const back = () =>
          deployment.instances.every((instance) => instance.logs.some((entry) => entry.rateLimitCounting === 'redis'));
        expect(await eventually(back, 5000)).toBe(true);
      });
      for (const instance of deployment.instances)
        expect(instance.logs.filter((entry) => entry.rateLimitCounting === 'in-process')).toHaveLength(1);
      expect(outcomes.length).toBeGreaterThan(200);
      expect(failures(outcomes)).toEqual([]);
    });
  });
});
