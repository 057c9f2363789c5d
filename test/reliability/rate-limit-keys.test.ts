import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningService, killAll, startService } from './service.js';

// The test connects from 127.0.0.1, trusted as a proxy, so X-Forwarded-For names the client.
let service: RunningService;
beforeAll(async () => {
  service = await startService({ TRUST_PROXY: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '2' });
});
afterAll(killAll);

async function statusFor(client: string) {
  const response = await fetch(`${service.origin}/v1/states`, {
    headers: { 'x-forwarded-for': client },
    signal: AbortSignal.timeout(2000),
  });
  await response.arrayBuffer();
  return response.status;
}

describe('rate-limit keys', { timeout: 10_000 }, () => {
  it('counts IPv6 clients per /64: rotating addresses inside one network shares one quota', async () => {
    expect(await statusFor('2001:db8:1:2::1')).toBe(200);
    expect(await statusFor('2001:db8:1:2::2')).toBe(200);
    expect(await statusFor('2001:db8:1:2:ffff:ffff:ffff:3')).toBe(429);
    expect(await statusFor('2001:db8:1:3::1')).toBe(200);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    expect(await statusFor('203.0.113.50')).toBe(200);
    expect(await statusFor('::ffff:203.0.113.50')).toBe(200);
    expect(await statusFor('::ffff:cb00:7132')).toBe(429);
  });
});
