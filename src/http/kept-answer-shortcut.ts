import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { type Trust, clientOf } from './client-address.js';
import type { KeptAnswers } from './kept-answers.js';
import { ANSWERED } from './plugins/access-log.js';
import type { Drain } from './plugins/draining.js';
import { hostProblem } from './plugins/host-header.js';
import type { RateCounter } from './plugins/rate-limit.js';
import { requestIdOf } from './plugins/request-ids.js';
import { SECURITY_HEADERS } from './plugins/security-headers.js';

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/** The security headers as name, value, name, value: writeHead takes them so without copying an object. */
const SECURITY_FIELDS = Object.entries(SECURITY_HEADERS).flat();

export interface ShortcutParts {
  kept: KeptAnswers;
  rateCounter: RateCounter;
  drain: Drain;
  trust: Trust | undefined;
  log: FastifyBaseLogger;
}

/**
 * Answers a plain GET for a kept answer (kept-answers.ts) in Node's request listener, before
 * Fastify builds its request and reply, routes and runs its hooks: per request, that work
 * costs more than sending the kept bytes (docs/benchmarks.md). The answer is the one Fastify's
 * way sends, byte for byte, headers in the same order (test/http/kept-answer-shortcut.test.ts):
 * the request id, the security headers, the request counted in the rate limit's own store under
 * the same key with its three headers, the answer's headers, Connection: close while draining,
 * and the same access line. Everything else goes on to Fastify (`next`): other methods, HEAD
 * and conditional requests, a refused Host, answers not kept, and a request over the limit
 * (Fastify's way answers the 429; counting it there again changes nothing a client sees, since
 * the count is past the limit either way).
 */
export function keptAnswerShortcut(parts: ShortcutParts): (request: IncomingMessage, response: ServerResponse, next: Listener) => void {
  const { kept, rateCounter, drain, trust, log } = parts;
  const logsAnswers = ['trace', 'debug', 'info'].includes(log.level);

  return (request, response, next) => {
    const conditional = request.headers['if-none-match'] !== undefined || request.headers['if-modified-since'] !== undefined;
    const representation = request.method === 'GET' && !conditional ? kept.get(request.url!, request.headers.accept) : undefined;
    if (representation === undefined || hostProblem(request) !== undefined) return next(request, response);
    const started = performance.now();
    const client = clientOf(request, trust);
    rateCounter.count(client.address, (error, count) => {
      if (error !== null || count === undefined || count.exceeded) return next(request, response);
      const id = requestIdOf(request);
      const answer = representation.responseTo('GET', request.headers['accept-encoding'], undefined);
      const fields = ['x-request-id', id, ...SECURITY_FIELDS];
      fields.push('x-ratelimit-limit', String(count.limit), 'x-ratelimit-remaining', String(count.remaining), 'x-ratelimit-reset', String(count.resetSeconds));
      for (const name in answer.headers) fields.push(name, answer.headers[name]!);
      if (drain.draining) fields.push('connection', 'close');
      fields.push('content-length', String(answer.body!.length));
      response.writeHead(answer.status, fields).end(answer.body);
      if (!logsAnswers) return;
      // Shaped as Fastify's request for its log serializer, so the line is the one Fastify writes.
      const asLogged = { method: request.method, url: request.url, headers: request.headers, host: client.host, ip: client.address, socket: request.socket };
      log.info({ reqId: id, req: asLogged, res: { statusCode: answer.status }, responseTime: performance.now() - started }, ANSWERED);
    });
  };
}
