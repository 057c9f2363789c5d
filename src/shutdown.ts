import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import type { Drain } from './http/edge/draining.js';

interface ShutdownTiming {
  /** How long the instance keeps answering, readiness failing, before it stops listening. */
  drainMs: number;
  /** Hard deadline from the signal to the exit, drain included. */
  timeoutMs: number;
}

/**
 * Graceful shutdown as load balancers expect it, on SIGTERM or SIGINT (close-with-grace):
 * readiness fails at once and answers carry `Connection: close` (http/edge/draining.ts); the
 * instance keeps answering for the drain period, while the balancer takes it out of rotation;
 * then it stops listening, closes idle connections and answers every request it has received.
 * Whatever is still open at the deadline (a half-sent request, a slow reader) does not hold
 * the deploy: close-with-grace exits then. An uncaught error closes the same way, without
 * the drain. `release` frees what the app does not own (the Redis connection) without waiting.
 */
export function closeGracefully(app: FastifyInstance, drain: Drain, timing: ShutdownTiming, release: () => void): void {
  closeWithGrace(
    {
      delay: timing.timeoutMs,
      logger: app.log,
      onTimeout: (delay) =>
        app.log.warn({ timeoutMs: delay }, 'shutdown deadline reached: exiting with connections still open'),
    },
    async ({ signal, err }) => {
      drain.start();
      if (err === undefined) {
        app.log.info({ signal, drainMs: timing.drainMs, timeoutMs: timing.timeoutMs }, 'shutting down: draining');
        await sleep(timing.drainMs);
      } else {
        app.log.error({ err }, 'uncaught error: shutting down');
      }
      await app.close();
      release();
      app.log.info('shut down');
    },
  );
}
