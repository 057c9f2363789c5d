import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningService, killAll, startService } from './service.js';

describe('probes and request ids', { timeout: 10_000 }, () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startService({ RATE_LIMIT_PER_MINUTE: '1' });
  });
  afterAll(killAll);

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${service.origin}${path}`, { headers, signal: AbortSignal.timeout(2000) });

  it('answers /healthz and /readyz in the envelope, uncached and outside the rate limit', async () => {
    for (let i = 0; i < 3; i++) {
      for (const [path, status] of [
        ['/healthz', 'alive'],
        ['/readyz', 'ready'],
      ] as const) {
        const response = await get(path);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ data: { status }, meta: {} });
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(response.headers.get('x-ratelimit-limit')).toBeNull();
      }
    }
    // The API itself is still limited (1 a minute here).
    expect((await get('/v1/states')).status).toBe(200);
    expect((await get('/v1/states')).status).toBe(429);
  });

  it('echoes a sane X-Request-Id, replaces an unsafe one, generates one otherwise, and logs it on every line of the request', async () => {
    expect((await get('/healthz', { 'x-request-id': 'lb-7f3a.42:9' })).headers.get('x-request-id')).toBe(
      'lb-7f3a.42:9',
    );
    for (const unsafe of ['a'.repeat(200), 'two words', 'x"}{']) {
      const id = (await get('/healthz', { 'x-request-id': unsafe })).headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    // On errors too (the client is over its limit here, and the path does not exist).
    const missing = await get('/v1/nowhere', { 'x-request-id': 'trace-404' });
    expect(missing.status).toBe(429);
    expect(missing.headers.get('x-request-id')).toBe('trace-404');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = service.logs.filter((entry) => entry.reqId === 'trace-404');
    // One line per request, when it is answered, with what it asked and how it was answered.
    expect(lines.map((entry) => entry.msg)).toEqual(['request completed']);
    expect(lines[0]).toMatchObject({ req: { method: 'GET', url: '/v1/nowhere' }, res: { statusCode: 429 } });
  });
});
