import type { FastifyInstance } from 'fastify';

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

export function registerDraining(app: FastifyInstance, drain: Drain): void {
  // onSend, not onRequest: a request received before SIGTERM but answered after it closes too.
  app.addHook('onSend', function closeWhileDraining(_request, reply, payload, done) {
    if (drain.draining) reply.header('connection', 'close');
    done(null, payload);
  });
}
