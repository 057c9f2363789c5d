import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isKeptAnswer, isKeptRoute, type KeptAnswers, type Question } from './kept-answers.js';
import { isPlainUrl, questionOf } from './question.js';
import { Representation } from './representation.js';

/** Headers that belong to the answer, not to one request: they are kept with its bytes. */
const ANSWER_HEADERS = [
  'content-type',
  'cache-control',
  'access-control-allow-origin',
  'access-control-expose-headers',
  'content-disposition',
  'last-modified',
  'vary',
];

/** What a representation sends for this request (its coding, or a 304). */
function responseFor(request: FastifyRequest, representation: Representation) {
  return representation.responseTo(
    request.method,
    request.headers['accept-encoding'],
    request.headers['if-none-match'],
    request.headers['if-modified-since'],
  );
}

/**
 * Every answer is sent from a Representation (representation.ts): hashed and compressed once.
 * Successful answers of the API are kept by their question (kept-answers.ts). A request whose
 * URL leads straight to one is answered as soon as the rate limit has counted it, without
 * validation, handler or serialisation; any other spelling of a kept question once its
 * parameters are checked, without handler or serialisation. (Most such requests never get
 * here: the kept-answer shortcut answers them before Fastify; this is the way for the rest, a
 * HEAD or a conditional request among them.) After the rate limit, whose hook on each route
 * comes before the ones added here, and after the default Cache-Control, which is then set
 * when an answer is made and kept.
 */
export const answersPlugin = fp(
  async (app: FastifyInstance, options: { kept: KeptAnswers }) => {
    const { kept } = options;
    const answeredFromCache = new WeakSet<FastifyRequest>();
    /** Each checked request's question, for keeping its answer. */
    const questions = new WeakMap<FastifyRequest, Question>();

    function answer(request: FastifyRequest, reply: FastifyReply, representation: Representation) {
      answeredFromCache.add(request);
      const response = responseFor(request, representation);
      reply.code(response.status).headers(response.headers).send(response.body);
    }

    function answerFromCache(request: FastifyRequest, reply: FastifyReply, done: () => void) {
      const representation = kept.byUrl(request.url, request.headers.accept);
      if (representation === undefined) return done();
      answer(request, reply, representation);
    }

    function answerFromQuestion(request: FastifyRequest, reply: FastifyReply, done: () => void) {
      const question = questionOf(request);
      const representation = kept.byQuestion(question, request.headers.accept);
      if (representation === undefined) {
        questions.set(request, question);
        return done();
      }
      // Kept for another spelling first: the plain one leads straight to it from now on.
      if (isPlainUrl(request.url, question)) kept.index(request.url, request.headers.accept, question);
      answer(request, reply, representation);
    }

    // After each route's own onRequest hooks (the rate limit's among them), so every request is
    // counted; and after its preHandler hooks, so that the question is read as checked.
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (!isKeptRoute(route.url) || !methods.includes('GET')) return;
      route.onRequest = [...(route.onRequest === undefined ? [] : [route.onRequest].flat()), answerFromCache];
      route.preHandler = [...(route.preHandler === undefined ? [] : [route.preHandler].flat()), answerFromQuestion];
    });

    /**
     * Representations of the bodies a route sends as one Buffer every time (the pages' assets):
     * hashed and compressed on the first request, not on each. Held as long as the Buffer is.
     */
    const fixed = new WeakMap<Buffer, Representation>();
    function fixedRepresentation(
      status: number,
      payload: string | Buffer,
      headers: Record<string, string>,
    ): Representation | undefined {
      if (typeof payload === 'string') return undefined;
      let representation = fixed.get(payload);
      if (
        representation === undefined ||
        representation.status !== status ||
        ANSWER_HEADERS.some((name) => representation!.headers[name] !== headers[name])
      ) {
        representation = new Representation(status, payload, headers);
        fixed.set(payload, representation);
      }
      return representation;
    }

    app.addHook('onSend', function sendRepresentation(request, reply, payload, done) {
      if (answeredFromCache.has(request) || !(typeof payload === 'string' || Buffer.isBuffer(payload)))
        return done(null, payload);
      const headers: Record<string, string> = {};
      for (const name of ANSWER_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      const representation =
        fixedRepresentation(reply.statusCode, payload, headers) ??
        new Representation(reply.statusCode, Buffer.from(payload), headers);
      const question = questions.get(request);
      if (question !== undefined && isKeptAnswer(representation.status, request.routeOptions.url, headers.vary)) {
        kept.keep(
          question,
          representation,
          isPlainUrl(request.url, question) ? request.url : undefined,
          request.headers.accept,
        );
      }
      const response = responseFor(request, representation);
      reply.code(response.status).headers(response.headers);
      // A 304 has no body: null, since Fastify keeps the payload it had when a hook passes
      // undefined. A HEAD's payload is never sent: Fastify's own HEAD hook, which cannot take null,
      // reads the length of the 200 from it, which a 304 may carry (RFC 9110 §8.6).
      done(null, response.body ?? (request.method === 'HEAD' ? undefined : null));
    });
  },
  { name: 'answers', dependencies: ['rate-limit', 'cache-control'] },
);
