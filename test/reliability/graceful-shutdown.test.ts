import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { killAll, startService, within } from './service.js';

afterEach(killAll);

interface Outcome {
  status?: number;
  connection?: string;
  error?: string;
}

function get(origin: string, path: string, agent: Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(`${origin}${path}`, { agent, timeout: 3000 }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode!, connection: String(response.headers.connection) }),
      );
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

describe('graceful shutdown on SIGTERM', { timeout: 15_000 }, () => {
  it('answers every request sent on open keep-alive connections after SIGTERM, with Connection: close, and fails readiness', async () => {
    const service = await startService({ SHUTDOWN_DRAIN_MS: '600', SHUTDOWN_TIMEOUT_MS: '3000' });
    const agent = new Agent({ keepAlive: true, maxSockets: 30 });
    // 30 open keep-alive connections, as a load balancer or busy client holds them.
    const warm = await Promise.all(Array.from({ length: 30 }, () => get(service.origin, '/v1/states', agent)));
    expect(warm.every((outcome) => outcome.status === 200 && outcome.connection === 'keep-alive')).toBe(true);

    service.child.kill('SIGTERM');
    // Requests already on their way as the signal arrives: answered, before or after it.
    const onTheirWay = Array.from({ length: 6 }, () => get(service.origin, '/v1/holidays?year=2026', agent));
    // Once the instance says it is shutting down (readiness fails), more over the next ~100 ms, on the same connections.
    let readiness = await get(service.origin, '/readyz', agent);
    for (let tries = 0; readiness.status !== 503 && tries < 100; tries++)
      readiness = await get(service.origin, '/readyz', agent);
    const after: Promise<Outcome>[] = [];
    for (let wave = 0; wave < 5; wave++) {
      for (let i = 0; i < 6; i++) after.push(get(service.origin, '/v1/holidays?year=2026', agent));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const outcomes = await Promise.all([...onTheirWay, ...after]);
    expect(outcomes.filter((outcome) => outcome.error !== undefined)).toEqual([]);
    expect(outcomes.every((outcome) => outcome.status === 200)).toBe(true);
    // Every request sent once shutdown had begun closes its connection, so a balancer reconnects elsewhere.
    expect((await Promise.all(after)).map((outcome) => outcome.connection)).toEqual(after.map(() => 'close'));
    expect(readiness).toMatchObject({ status: 503, connection: 'close' });
    expect(await within(service.exited, 4000)).toEqual({ code: 0, signal: null });
    agent.destroy();
  });

  it('exits by the deadline with a half-sent request and an idle connection still open', async () => {
    const service = await startService({ SHUTDOWN_DRAIN_MS: '200', SHUTDOWN_TIMEOUT_MS: '1500' });
    const slow = connect(service.port, '127.0.0.1');
    const idle = connect(service.port, '127.0.0.1');
    await Promise.all([
      new Promise((resolve) => slow.once('connect', resolve)),
      new Promise((resolve) => idle.once('connect', resolve)),
    ]);
    for (const socket of [slow, idle]) socket.on('error', () => undefined);
    const idleClosed = new Promise((resolve) => idle.once('close', resolve));
    slow.write('GET /v1/states HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');

    const signalled = performance.now();
    service.child.kill('SIGTERM');
    await idleClosed;
    const exit = await within(service.exited, 3000);
    expect(exit).not.toBe('timed out');
    expect(performance.now() - signalled).toBeLessThan(2500);
    slow.destroy();
  });
});

describe('the access log across shutdown', { timeout: 20_000 }, () => {
  it('holds the line of every request answered before and during the shutdown, once the process has exited', async () => {
    const service = await startService({
      SHUTDOWN_DRAIN_MS: '300',
      SHUTDOWN_TIMEOUT_MS: '3000',
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    const stdoutClosed = new Promise((resolve) => service.child.stdout!.once('close', resolve));
    const agent = new Agent({ keepAlive: true, maxSockets: 20 });
    const answered: string[] = [];
    const ask = (id: string) =>
      new Promise<void>((resolve) => {
        const req = request(
          `${service.origin}/v1/holidays/check?date=2026-08-31&state=selangor`,
          { agent, headers: { 'x-request-id': id } },
          (response) => {
            response.resume();
            response.on('end', () => {
              if (response.statusCode === 200) answered.push(id);
              resolve();
            });
          },
        );
        req.on('error', () => resolve());
        req.end();
      });
    // 20 clients asking in turn; the signal comes while they are at it.
    let next = 0;
    const clients = Array.from({ length: 20 }, async () => {
      while (next < 2000) await ask(`log-${next++}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    service.child.kill('SIGTERM');
    await Promise.all(clients);
    expect(await within(service.exited, 5000)).toEqual({ code: 0, signal: null });
    await within(stdoutClosed, 2000);
    agent.destroy();
    const logged = new Set(
      service.logs.filter((entry) => entry.msg === 'request completed').map((entry) => entry.reqId),
    );
    expect(answered.length).toBeGreaterThan(200);
    expect(answered.filter((id) => !logged.has(id))).toEqual([]);
  });
});
