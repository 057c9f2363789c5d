import cluster from 'node:cluster';
import { Redis } from 'ioredis';
import { ConfigError, readConfig } from './config.js';
import { CompiledDataError, createCalendar } from 'malaysia-calendar';
import { buildApp } from './http/app.js';

/** Starts the service: reads the configuration and the compiled data first, then listens (in WORKERS processes). */
async function main(): Promise<void> {
  const config = readConfig();
  const calendar = createCalendar();
  if (config.workers > 1 && cluster.isPrimary) {
    if (config.redisUrl === undefined) {
      console.warn(`WORKERS=${config.workers} without REDIS_URL: each worker counts the rate limit on its own.`);
    }
    superviseWorkers(config.workers);
    return;
  }
  const redis = config.redisUrl === undefined ? undefined : new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const app = await buildApp({
    calendar,
    rateLimitPerMinute: config.rateLimitPerMinute,
    trustProxy: config.trustProxy,
    ...(redis === undefined ? {} : { redis }),
    logger: true,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // Finish the requests under way, then leave (a cluster worker's IPC channel would keep it alive).
    process.once(signal, () => {
      void app
        .close()
        .then(() => redis?.quit())
        .finally(() => process.exit(0));
    });
  }
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
  if (error instanceof ConfigError || error instanceof CompiledDataError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
