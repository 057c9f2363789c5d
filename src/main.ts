import cluster from 'node:cluster';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { ConfigError, readConfig } from './config.js';
import { DataError } from './data/data-error.js';
import { loadDataset } from './data/load-dataset.js';
import { buildApp } from './http/app.js';

const REDIS_CONNECT_TIMEOUT_MS = 1000;

/** Starts the service: checks configuration and data first, then listens (in WORKERS processes). */
async function main(): Promise<void> {
  const config = readConfig();
  const dataset = loadDataset();
  if (config.workers > 1 && cluster.isPrimary) {
    if (config.redisUrl === undefined) {
      console.warn(`WORKERS=${config.workers} without REDIS_URL: each worker counts the rate limit on its own.`);
    }
    superviseWorkers(config.workers);
    return;
  }
  // Nothing waits on Redis: no queue while disconnected, no retries, and a command timeout; the
  // rate limit counts in process meanwhile (http/redis-store-with-fallback.ts).
  const redis =
    config.redisUrl === undefined
      ? undefined
      : new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: config.redisTimeoutMs, connectTimeout: REDIS_CONNECT_TIMEOUT_MS });
  const app = await buildApp({
    dataset,
    rateLimitPerMinute: config.rateLimitPerMinute,
    rateLimitIpv6Prefix: config.rateLimitIpv6Prefix,
    trustProxy: config.trustProxy,
    ...(redis === undefined ? {} : { redis, redisTimeoutMs: config.redisTimeoutMs }),
    logger: true,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // Finish the requests under way, then leave (a cluster worker's IPC channel would keep it alive).
    process.once(signal, () => {
      void app
        .close()
        // disconnect, not quit: a stalled Redis would never answer QUIT.
        .then(() => redis?.disconnect())
        .finally(() => process.exit(0));
    });
  }
  // Count in Redis from the first request when it is there, and start without it when it is not.
  if (redis !== undefined) await Promise.race([new Promise((resolve) => redis.once('ready', resolve)), sleep(REDIS_CONNECT_TIMEOUT_MS)]);
  await app.listen({ port: config.port, host: config.host });
}

/** Keeps `count` workers running; on SIGTERM or SIGINT stops them and exits when they have. */
function superviseWorkers(count: number): void {
  let stopping = false;
  let running = 0;
  const fork = () => {
    cluster.fork();
    running++;
  };
  for (let i = 0; i < count; i++) fork();
  cluster.on('exit', (worker, code) => {
    running--;
    if (stopping) {
      if (running === 0) process.exit(0);
      return;
    }
    console.error(`worker ${worker.process.pid} exited with ${code}; starting another`);
    fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    });
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
