import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config.js';

describe('configuration from the environment', () => {
  it('has the documented defaults', () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      rateLimitPerMinute: 100,
      rateLimitAhead: undefined,
      trustProxy: false,
      redisUrl: undefined,
      redisTimeoutMs: 50,
      rateLimitIpv6Prefix: 64,
      shutdownDrainMs: 5000,
      shutdownTimeoutMs: 10_000,
      logLevel: 'info',
    });
  });

  it('reads every setting', () => {
    expect(
      readConfig({
        PORT: '8080',
        HOST: '127.0.0.1',
        RATE_LIMIT_PER_MINUTE: '500',
        RATE_LIMIT_AHEAD: '10',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
        REDIS_URL: 'redis://cache:6379',
        REDIS_TIMEOUT_MS: '20',
        RATE_LIMIT_IPV6_PREFIX: '56',
        SHUTDOWN_DRAIN_MS: '2000',
        SHUTDOWN_TIMEOUT_MS: '30000',
        LOG_LEVEL: 'Warn',
        WORKERS: '1',
      }),
    ).toEqual({
      port: 8080,
      host: '127.0.0.1',
      rateLimitPerMinute: 500,
      rateLimitAhead: 10,
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      redisUrl: 'redis://cache:6379',
      redisTimeoutMs: 20,
      rateLimitIpv6Prefix: 56,
      shutdownDrainMs: 2000,
      shutdownTimeoutMs: 30_000,
      logLevel: 'warn',
    });
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    // A short deadline shortens the default drain with it.
    expect(readConfig({ SHUTDOWN_TIMEOUT_MS: '2000' }).shutdownDrainMs).toBe(1000);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['RATE_LIMIT_AHEAD', '0'],
    ['RATE_LIMIT_AHEAD', '101'],
    ['WORKERS', '-1'],
    ['WORKERS', '2'],
    ['REDIS_TIMEOUT_MS', '0'],
    ['RATE_LIMIT_IPV6_PREFIX', '129'],
    ['SHUTDOWN_TIMEOUT_MS', 'soon'],
    ['TRUST_PROXY', 'yes please'],
    ['REDIS_URL', 'localhost:6379'],
    ['LOG_LEVEL', 'verbose'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => readConfig({ [name]: value })).toThrow(name);
  });

  it('refuses a drain as long as the shutdown deadline that includes it', () => {
    expect(() => readConfig({ SHUTDOWN_DRAIN_MS: '10000' })).toThrow(/SHUTDOWN_DRAIN_MS.*SHUTDOWN_TIMEOUT_MS/);
  });
});
