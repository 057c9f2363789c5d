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
      publicOrigin: undefined,
      shutdownDrainMs: 5000,
      shutdownTimeoutMs: 10_000,
      logLevel: 'info',
      maxConnections: 900,
      connectionsPerClient: 50,
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
        PUBLIC_ORIGIN: 'https://Calendar.Example.my/',
        SHUTDOWN_DRAIN_MS: '2000',
        SHUTDOWN_TIMEOUT_MS: '30000',
        LOG_LEVEL: 'Warn',
        MAX_CONNECTIONS: '4000',
        MAX_CONNECTIONS_PER_CLIENT: '20',
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
      publicOrigin: 'https://calendar.example.my',
      shutdownDrainMs: 2000,
      shutdownTimeoutMs: 30_000,
      logLevel: 'warn',
      maxConnections: 4000,
      connectionsPerClient: 20,
    });
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    // A short deadline shortens the default drain with it.
    expect(readConfig({ SHUTDOWN_TIMEOUT_MS: '2000' }).shutdownDrainMs).toBe(1000);
    // A port is part of an origin; the scheme's default port is not written.
    expect(readConfig({ PUBLIC_ORIGIN: 'http://localhost:8080' }).publicOrigin).toBe('http://localhost:8080');
    expect(readConfig({ PUBLIC_ORIGIN: 'https://calendar.example.my:443' }).publicOrigin).toBe(
      'https://calendar.example.my',
    );
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
    ['PUBLIC_ORIGIN', 'calendar.example.my'],
    ['PUBLIC_ORIGIN', 'ftp://calendar.example.my'],
    ['PUBLIC_ORIGIN', 'https://calendar.example.my/calendar'],
    ['PUBLIC_ORIGIN', 'https://calendar.example.my?x=1'],
    ['PUBLIC_ORIGIN', 'https://user:secret@calendar.example.my'],
    ['PUBLIC_ORIGIN', 'https://calendar example.my'],
    ['PUBLIC_ORIGIN', 'https://calendar.example.my:99999'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => readConfig({ [name]: value })).toThrow(name);
  });

  it('refuses a drain as long as the shutdown deadline that includes it', () => {
    expect(() => readConfig({ SHUTDOWN_DRAIN_MS: '10000' })).toThrow(/SHUTDOWN_DRAIN_MS.*SHUTDOWN_TIMEOUT_MS/);
  });
});
