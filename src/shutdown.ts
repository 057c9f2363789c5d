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

/** How often a service started by npm looks whether npm is still there. */
const PARENT_CHECK_MS = 1000;

/**
 * Graceful shutdown as load balancers expect it, on SIGTERM, SIGINT or SIGHUP (close-with-grace):
 * readiness fails at once and answers carry `Connection: close` (http/edge/draining.ts); the
 * instance keeps answering for the drain period, while the balancer takes it out of rotation;
 * then it stops listening, closes idle connections and answers every request it has received.
 * Whatever is still open at the deadline (a half-sent request, a slow reader) does not hold
 * the deploy: close-with-grace exits then. An uncaught error closes the same way, without
 * the drain. `release` frees what the app does not own (the Redis connection) without waiting.
 *
 * SIGUSR2, the signal people send for diagnostics, never stops the service: Node's diagnostic
 * report (heap, handles, libuv, stacks) is written to standard error as one line of JSON, and
 * the service answers on.
 * Started by npm (`npm start`), the service stops as npm does: npm passes SIGTERM and SIGINT on,
 * but dies of SIGHUP (or SIGKILL) alone, and a node left behind would hold the port.
 */
export function closeGracefully(app: FastifyInstance, drain: Drain, timing: ShutdownTiming, release: () => void): void {
  closeWithGrace(
    {
      delay: timing.timeoutMs,
      logger: app.log,
      skip: ['SIGUSR2'],
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
  // Node's own reportOnSignal writes to a stderr pipe in pieces it flushes only at exit.
  process.on('SIGUSR2', () => process.stderr.write(`${JSON.stringify(process.report.getReport())}\n`));
  if (process.env.npm_lifecycle_event !== undefined) stopWithParent();
}

/** Stops the service (SIGTERM, so gracefully) once its parent has gone and it has been handed to another. */
function stopWithParent(): void {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
  }, PARENT_CHECK_MS).unref();
}
