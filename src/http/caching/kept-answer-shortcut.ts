import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Trust, clientOf } from '../edge/client-address.js';
import type { KeptAnswers } from './kept-answers.js';
import { ANSWERED } from '../edge/access-log.js';
import { hasBody } from '../edge/connection-limits.js';
import type { Drain } from '../edge/draining.js';
import { edgeHeaders } from '../edge/edge-headers.js';
import { hostProblem } from '../edge/host-header.js';
import { type RateCount, type RateCounter, rateLimited } from '../rate-limit/rate-limit.js';
import { requestIdOf } from '../edge/request-ids.js';

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

interface ShortcutParts {
  kept: KeptAnswers;
  rateCounter: RateCounter;
  drain: Drain;
  trust: Trust | undefined;
  log: FastifyBaseLogger;
}

/**
 * The hooks Fastify's way runs for a kept route, as `app.printRoutes({ includeHooks: true })`
 * names them, each with how the shortcut does its work. test/http/kept-answer-shortcut.test.ts
 * fails when a kept route gets a hook not listed here: the shortcut cannot silently skip it.
 */
export const MIRRORED_HOOKS: Record<string, Record<string, string>> = {
  onRequest: {
    edgeHeadersHook: 'edgeHeaders(), the same function (edge/edge-headers.ts)',
    hostCheck: 'hostProblem(), the same function: a refused Host goes to Fastify (edge/host-header.ts)',
    countedRefusal: 'the 429 of a request the shortcut counted past the limit (countedRefusalPlugin, below)',
    refuseOtherMethods:
      'other methods and over-long URLs: the shortcut answers a GET of a kept URL only (errors/not-found-handling.ts)',
    anonymous:
      "@fastify/rate-limit's count: rateCounter.count, in the same store under the same key (rate-limit/rate-limit.ts)",
    answerFromCache: 'the kept answer: kept.byUrl and responseTo (caching/answers.ts)',
  },
  preValidation: {
    checkParameters:
      'nothing to do: an answer is kept only after its URL passed the checks (validation/parameter-checks.ts)',
  },
  preHandler: {
    handleCors: "CORS: its headers are kept with the answer (caching/answers.ts's ANSWER_HEADERS)",
    chooseFormat:
      'the format Accept asks for: the kept answer is found by it (caching/kept-answers.ts, prefersCsv; format= is in the URL)',
    answerFromQuestion:
      'nothing to do: a URL the shortcut finds is the plain spelling of a kept question (caching/question.ts)',
  },
  preSerialization: { writeCsv: 'the CSV bytes and Vary: Accept, kept with the answer (csv/csv-lists.ts)' },
  onSend: {
    closeWhileDraining: 'Connection: close while the instance drains (edge/draining.ts)',
    defaultCacheControl: 'Cache-Control: kept with the answer',
    sendRepresentation: 'a kept answer is sent as it is (caching/answers.ts)',
  },
};

/** The x-ratelimit-* headers of a count, as name, value…, in the plugin's order and words. */
function rateLimitFields(count: RateCount): string[] {
  return [
    'x-ratelimit-limit',
    String(count.limit),
    'x-ratelimit-remaining',
    String(count.remaining),
    'x-ratelimit-reset',
    String(count.resetSeconds),
  ];
}

/** Requests the shortcut counted past the limit and handed to Fastify, with that count. */
const countedOverLimit = new WeakMap<IncomingMessage, RateCount>();

/**
 * The 429 of a request the shortcut counted past the limit, answered Fastify's way (the error
 * envelope, the edge headers and then the rate limit's) without counting it a second time: an
 * app-wide onRequest hook, which runs before the rate limit's own on each route.
 */
export const countedRefusalPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', function countedRefusal(request, reply, done) {
      const count = countedOverLimit.get(request.raw);
      if (count === undefined) return done();
      const fields = rateLimitFields(count);
      for (let index = 0; index < fields.length; index += 2) reply.header(fields[index]!, fields[index + 1]);
      done(rateLimited(count.limit, count.resetSeconds * 1000));
    });
  },
  { name: 'counted-refusal', dependencies: ['edge-headers'] },
);

/**
 * Answers a plain GET for a kept answer (kept-answers.ts) in Node's request listener, before
 * Fastify builds its request and reply, routes and runs its hooks: per request, that work
 * costs more than sending the kept bytes (docs/benchmarks.md). The answer is the one Fastify's
 * way sends, byte for byte, headers in the same order (test/http/kept-answer-shortcut.test.ts):
 * the edge headers, the request counted in the rate limit's own store under the same key with
 * its three headers, the answer's headers, Connection: close while draining, and the same
 * access line. Everything else goes on to Fastify (`next`): other methods, HEAD and
 * conditional requests, a request with a body, a refused Host, answers not kept, and a
 * request over the limit (answered 429 there without a second count: countedRefusalPlugin).
 */
export function keptAnswerShortcut(
  parts: ShortcutParts,
): (request: IncomingMessage, response: ServerResponse, next: Listener) => void {
  const { kept, rateCounter, drain, trust, log } = parts;
  const logsAnswers = ['trace', 'debug', 'info'].includes(log.level);

  return (request, response, next) => {
    const conditional =
      request.headers['if-none-match'] !== undefined || request.headers['if-modified-since'] !== undefined;
    const representation =
      request.method === 'GET' && !conditional && !hasBody(request)
        ? kept.byUrl(request.url!, request.headers.accept)
        : undefined;
    if (representation === undefined || hostProblem(request) !== undefined) return next(request, response);
    const started = performance.now();
    const client = clientOf(request, trust);
    rateCounter.count(client.address, (error, count) => {
      if (error !== null || count === undefined) return next(request, response);
      if (count.exceeded) {
        countedOverLimit.set(request, count);
        return next(request, response);
      }
      const id = requestIdOf(request);
      const answer = representation.responseTo('GET', request.headers['accept-encoding'], undefined);
      const fields = edgeHeaders(id);
      fields.push(...rateLimitFields(count));
      for (const name in answer.headers) fields.push(name, answer.headers[name]!);
      if (drain.draining) fields.push('connection', 'close');
      fields.push('content-length', String(answer.body!.length));
      response.writeHead(answer.status, fields).end(answer.body);
      if (!logsAnswers) return;
      // Shaped as Fastify's request for its log serializer, so the line is the one Fastify writes.
      const asLogged = {
        method: request.method,
        url: request.url,
        headers: request.headers,
        host: client.host,
        ip: client.address,
        socket: request.socket,
      };
      log.info(
        { reqId: id, req: asLogged, res: { statusCode: answer.status }, responseTime: performance.now() - started },
        ANSWERED,
      );
    });
  };
}
