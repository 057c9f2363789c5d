import { describe, expect, it } from 'vitest';
import { testApp } from '../support/fixtures.js';

describe('rate limit', () => {
  it('answers the 101st request within a minute from one IP with 429 RATE_LIMITED, Retry-After and CORS', async () => {
    const app = await testApp({ rateLimitPerMinute: 100 });
    // Known paths and unknown paths count; CORS preflights do not (the request they ask for does).
    const preflight = {
      method: 'OPTIONS' as const,
      headers: { origin: 'https://example.org', 'access-control-request-method': 'GET' },
    };
    for (let i = 0; i < 50; i++)
      expect((await app.inject({ url: '/v1/holidays', ...preflight, remoteAddress: '203.0.113.7' })).statusCode).toBe(
        204,
      );
    const requests = [
      { url: '/v1/states' },
      { url: '/v1/holidays?year=2026' },
      { url: '/v1/nope' },
      { url: '/v1/states', method: 'POST' as const, payload: '{' },
    ];
    for (let i = 0; i < 100; i++) {
      const response = await app.inject({ ...requests[i % requests.length]!, remoteAddress: '203.0.113.7' });
      expect(response.statusCode).toBeLessThan(429);
    }
    const limited = await app.inject({ url: '/v1/states', remoteAddress: '203.0.113.7' });
    expect(limited.statusCode).toBe(429);
    const { error } = limited.json();
    expect(error.code).toBe('RATE_LIMITED');
    expect(Number.isInteger(error.retryAfter)).toBe(true);
    expect(error.retryAfter).toBeGreaterThan(0);
    expect(error.retryAfter).toBeLessThanOrEqual(60);
    expect(error.message).toContain(`try again in ${error.retryAfter} second`.replace('try', 'Try'));
    expect(limited.headers['retry-after']).toBe(String(error.retryAfter));
    expect(limited.headers['access-control-allow-origin']).toBe('*');
    expect(limited.headers['cache-control']).toBe('no-store');

    const preflightAfterTheLimit = await app.inject({
      url: '/v1/holidays',
      ...preflight,
      remoteAddress: '203.0.113.7',
    });
    expect(preflightAfterTheLimit.statusCode).toBe(204);
    expect(preflightAfterTheLimit.headers['x-ratelimit-remaining']).toBeUndefined();

    // Another client is not affected.
    expect((await app.inject({ url: '/v1/states', remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
    await app.close();
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const untrusted = await testApp({ rateLimitPerMinute: 2 });
    for (let i = 0; i < 2; i++)
      await untrusted.inject({
        url: '/v1/states',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
    const spoofed = await untrusted.inject({
      url: '/v1/states',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.99' },
    });
    expect(spoofed.statusCode).toBe(429);
    await untrusted.close();

    const trusted = await testApp({ rateLimitPerMinute: 2, trustProxy: true });
    for (let i = 0; i < 3; i++) {
      const response = await trusted.inject({
        url: '/v1/states',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      expect(response.statusCode).toBe(200);
    }
    // true trusts the nearest hop only: what the client wrote before the proxy's entry is not its identity.
    const forged = (i: number) =>
      trusted.inject({
        url: '/v1/states',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': `192.0.2.${i}, 198.51.100.50` },
      });
    expect([(await forged(1)).statusCode, (await forged(2)).statusCode, (await forged(3)).statusCode]).toEqual([
      200, 200, 429,
    ]);
    await trusted.close();
  });
});
