import { connect, type Socket } from 'node:net';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireServers } from './required-servers.js';
import { startScaledOut } from './scaled-out.js';
import { killAll } from './service.js';

/** One GET through the proxy from a loopback address of the client's choosing, with extra headers; its status and time. */
function get(
  url: string,
  from: string,
  headers: Record<string, string> = {},
): Promise<{ status?: number; ms: number; error?: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { localAddress: from, headers, agent: false, timeout: 5000 }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, ms: performance.now() - started }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message, ms: performance.now() - started }),
    );
    req.end();
  });
}

/** A connection that sends a request line and then one header byte now and then, never finishing; resolves with how it ended and when. */
function trickle(port: number, from: string): { socket: Socket; ended: Promise<{ ms: number; received: string }> } {
  const started = performance.now();
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  socket.on('connect', () => socket.write('GET /v1/states HTTP/1.1\r\nHost: x\r\nX-Slow: '));
  const drip = setInterval(() => !socket.destroyed && socket.write('a'), 500);
  const ended = new Promise<{ ms: number; received: string }>((resolve) =>
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ ms: performance.now() - started, received });
    }),
  );
  return { socket, ended };
}

/**
 * The shipped proxy configuration (deploy/haproxy.cfg) in front of the instances, attacked the
 * way issue 36 found it open: a forged X-Forwarded-For, a slowloris client, a flood.
 */
describe('the edge, attacked: HAProxy with the shipped configuration', { timeout: 60_000 }, () => {
  beforeAll(() => requireServers('redis-server', 'haproxy'));
  let deployment: Awaited<ReturnType<typeof startScaledOut>>;
  beforeAll(async () => {
    // The instances trust the whole loopback network, as compose.yaml once trusted every private
    // network: the client's own address is then "a proxy" too, and only the edge overwriting
    // X-Forwarded-For keeps a forged entry from being read.
    deployment = await startScaledOut({ RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: '127.0.0.0/8' });
  });
  afterAll(killAll);

  it('a forged X-Forwarded-For does not change who the instances count: the client is the address the proxy saw', async () => {
    const url = `${deployment.origin}/v1/holidays?year=2027`;
    const statuses: (number | undefined)[] = [];
    // A different forged address each time, the leftmost and the only entry alike.
    for (let i = 0; i < 8; i++)
      statuses.push(
        (
          await get(url, '127.0.0.6', {
            'x-forwarded-for': i % 2 === 0 ? `198.51.100.${i}` : `198.51.100.${i}, 10.0.0.${i}`,
          })
        ).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const counted = await deployment.redis.client.get('mycal-rate-limit:127.0.0.6').then(Number);
    expect(counted).toBeGreaterThanOrEqual(8);
    for (let i = 0; i < 8; i++)
      expect(await deployment.redis.client.exists(`mycal-rate-limit:198.51.100.${i}`)).toBe(0);
  });

  it('a slowloris client does not block another: its trickling connections are cut off, the other client is answered at once', async () => {
    const { port } = new URL(deployment.origin);
    // More than the per-client connection limit (50), each sending a header byte every half second.
    const slow = Array.from({ length: 80 }, () => trickle(Number(port), '127.0.0.7'));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // Meanwhile another client is answered, promptly.
    const others = [];
    for (let i = 0; i < 5; i++) others.push(await get(`${deployment.origin}/v1/states`, '127.0.0.8'));
    expect(others.map((outcome) => outcome.status)).toEqual([200, 200, 200, 200, 200]);
    expect(Math.max(...others.map((outcome) => outcome.ms))).toBeLessThan(2000);
    // Past the limit, connections are refused on arrival; the rest are answered 408 once
    // `timeout http-request` (5 s) has passed since their first byte, and closed.
    const ends = await Promise.all(slow.map((connection) => connection.ended));
    expect(ends.filter((end) => end.received === '').length).toBeGreaterThanOrEqual(80 - 50);
    const timedOut = ends.filter((end) => end.received !== '');
    expect(timedOut.length).toBeGreaterThan(0);
    for (const end of timedOut) {
      expect(end.received).toMatch(/^HTTP\/1\.[01] 408 /);
      expect(end.ms).toBeLessThan(8000);
    }
  });

  it("a flood from one address is refused at the edge in the API's envelope, and another address is still served", async () => {
    const url = `${deployment.origin}/healthz`;
    const statuses: (number | undefined)[] = [];
    for (let i = 0; i < 320; i++) statuses.push((await get(url, '127.0.0.9')).status);
    expect(statuses.slice(0, 300).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await get(url, '127.0.0.10')).status).toBe(200);
    const body = await new Promise<string>((resolve) => {
      request(url, { localAddress: '127.0.0.9', agent: false }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve(text));
      }).end();
    });
    expect(JSON.parse(body).error.code).toBe('RATE_LIMITED');
  });
});
