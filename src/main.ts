import { setTimeout as sleep } from 'node:timers/promises';
import { ConfigError, readConfig } from './config.js';
import { CompiledDataError, createCalendar } from 'malaysia-calendar';
import { builtYears } from './built-years.js';
import { buildApp } from './http/app.js';
import { Drain } from './http/edge/draining.js';
import { BatchedStdout } from './log-destination.js';
import { closeGracefully } from './shutdown.js';

const REDIS_CONNECT_TIMEOUT_MS = 1000;

/** Starts the service: reads the configuration and the compiled data first, then listens until SIGTERM. */
async function main(): Promise<void> {
  const config = readConfig();
  // The years made at build time; every state's day index built before the first request, not
  // during one (docs/benchmarks.md).
  const years = builtYears();
  const calendar = createCalendar({ years }).prepare();
  if (years !== undefined && years.dataVersion !== calendar.dataVersion) {
    console.warn(
      `The calendar's years beside the bundle were made from data ${years.dataVersion}, not ${calendar.dataVersion}: made at start instead (rebuild with npm run build:service).`,
    );
  }
  // Nothing waits on Redis: no queue while disconnected, no retries, and a command timeout; the
  // rate limit counts in process meanwhile (http/rate-limit/redis-store-with-fallback.ts).
  // The client's code is evaluated only when it is used.
  const redis =
    config.redisUrl === undefined
      ? undefined
      : new (await import('ioredis')).Redis(config.redisUrl, {
          enableOfflineQueue: false,
          maxRetriesPerRequest: 0,
          commandTimeout: config.redisTimeoutMs,
          connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
        });
  const drain = new Drain();
  const app = await buildApp({
    calendar,
    rateLimitPerMinute: config.rateLimitPerMinute,
    rateLimitIpv6Prefix: config.rateLimitIpv6Prefix,
    ...(config.rateLimitAhead === undefined ? {} : { rateLimitAhead: config.rateLimitAhead }),
    trustProxy: config.trustProxy,
    maxConnections: config.maxConnections,
    connectionsPerClient: config.connectionsPerClient,
    publicOrigin: config.publicOrigin,
    ...(redis === undefined ? {} : { redis, redisTimeoutMs: config.redisTimeoutMs }),
    drain,
    logger: { level: config.logLevel, stream: new BatchedStdout() },
  });
  // Count in Redis from the first request when it is there, and start without it when it is not.
  // (It may have connected while the app was built: then there is nothing to wait for.)
  if (redis !== undefined && redis.status !== 'ready')
    await Promise.race([new Promise((resolve) => redis.once('ready', resolve)), sleep(REDIS_CONNECT_TIMEOUT_MS)]);
  await app.listen({ port: config.port, host: config.host });
  closeGracefully(app, drain, { drainMs: config.shutdownDrainMs, timeoutMs: config.shutdownTimeoutMs }, () =>
    redis?.disconnect(),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof CompiledDataError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
