import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config.js';

describe('configuration from the environment', () => {
  it('has the documented defaults', () => {
    expect(readConfig({})).toEqual({ port: 3000, host: '0.0.0.0', rateLimitPerMinute: 100, trustProxy: false, redisUrl: undefined, redisTimeoutMs: 50, rateLimitIpv6Prefix: 64, workers: 1 });
  });

  it('reads every setting', () => {
    expect(
      readConfig({ PORT: '8080', HOST: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '500', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1', REDIS_URL: 'redis://cache:6379', REDIS_TIMEOUT_MS: '20', RATE_LIMIT_IPV6_PREFIX: '56', WORKERS: '2' }),
    ).toEqual({ port: 8080, host: '127.0.0.1', rateLimitPerMinute: 500, trustProxy: ['10.0.0.0/8', '127.0.0.1'], redisUrl: 'redis://cache:6379', redisTimeoutMs: 20, rateLimitIpv6Prefix: 56, workers: 2 });
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['WORKERS', '-1'],
    ['REDIS_TIMEOUT_MS', '0'],
    ['RATE_LIMIT_IPV6_PREFIX', '129'],
    ['TRUST_PROXY', 'yes please'],
    ['REDIS_URL', 'localhost:6379'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => readConfig({ [name]: value })).toThrow(name);
  });
});
