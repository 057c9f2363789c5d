import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's request logging with one line per request instead of two: nothing on arrival,
 * and on completion the method, URL, client, status, time and request id. Each line costs the
 * service a few per cent of its throughput (docs/benchmarks.md); one is enough to trace a
 * request. LOG_LEVEL=warn leaves only problems.
 */
/** The message of the access line, whichever way the request was answered (caching/kept-answer-shortcut.ts too). */
export const ANSWERED = 'request completed';

export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error)
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, ANSWERED);
  }
}
