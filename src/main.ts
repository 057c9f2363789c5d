import cluster from 'node:cluster';
import { Redis } from 'ioredis';
import { ConfigError, readConfig } from './config.js';
import { DataError } from './data/data-error.js';
import { loadDataset } from './data/load-dataset.js';
import { buildApp } from './http/app.js';

/** Starts the service: checks configuration and data first, then listens (in WORKERS processes). */
async function main(): Promise<void> {
  const config = readConfig();
  const dataset = loadDataset();
  if (config.workers > 1 && cluster.isPrimary) {
    if (config.redisUrl === undefined) {
      console.warn(`WORKERS=${config.workers} without REDIS_URL: each worker counts the rate limit on its own.`);
    }
    for (let i = 0; i < config.workers; i++) cluster.fork();
    cluster.on('exit', (worker, code) => {
      console.error(`worker ${worker.process.pid} exited with ${code}; starting another`);
      cluster.fork();
    });
    return;
  }
  const redis = config.redisUrl === undefined ? undefined : new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const app = await buildApp({
    dataset,
    rateLimitPerMinute: config.rateLimitPerMinute,
    trustProxy: config.trustProxy,
    ...(redis === undefined ? {} : { redis }),
    logger: true,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => redis?.quit());
    });
  }
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
