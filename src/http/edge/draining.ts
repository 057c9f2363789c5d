import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Whether the instance is shutting down. While it drains, /readyz fails (load balancers stop
 * sending new connections) and every answer carries `Connection: close`, so a keep-alive
 * client opens its next request's connection elsewhere instead of finding this one gone.
 */
export class Drain {
  #draining = false;

  get draining(): boolean {
    return this.#draining;
  }

  start(): void {
    this.#draining = true;
  }
}

/** `Connection: close` on every answer sent while the instance drains. */
export const drainingPlugin = fp(
  async (app: FastifyInstance, options: { drain: Drain }) => {
    // onSend, not onRequest: a request received before SIGTERM but answered after it closes too.
    app.addHook('onSend', function closeWhileDraining(_request, reply, payload, done) {
      if (options.drain.draining) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'draining' },
);
