import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isKeptAnswer, isKeptRoute, type KeptAnswers } from './kept-answers.js';
import { Representation } from './representation.js';

/** Headers that belong to the answer, not to one request: they are kept with its bytes. */
const ANSWER_HEADERS = ['content-type', 'cache-control', 'access-control-allow-origin', 'access-control-expose-headers', 'content-disposition', 'last-modified', 'vary'];

/** What a representation sends for this request (its coding, or a 304). */
function responseFor(request: FastifyRequest, representation: Representation) {
  return representation.responseTo(request.method, request.headers['accept-encoding'], request.headers['if-none-match'], request.headers['if-modified-since']);
}

/**
 * Every answer is sent from a Representation (representation.ts): hashed and compressed once.
 * Successful answers of the API are kept (kept-answers.ts), and a request for one is answered
 * from it as soon as the rate limit has counted the request, without validation, handler or
 * serialisation. (Most such requests never get here: the kept-answer shortcut answers them
 * before Fastify; this is the way for the rest, a HEAD or a conditional request among them.)
 * After the rate limit, whose hook on each route comes before the one added here, and after the
 * default Cache-Control, which is then set when an answer is made and kept.
 */
export const answersPlugin = fp(
  async (app: FastifyInstance, options: { kept: KeptAnswers }) => {
    const { kept } = options;
    const answeredFromCache = new WeakSet<FastifyRequest>();

    function answerFromCache(request: FastifyRequest, reply: FastifyReply, done: () => void) {
      const representation = kept.get(request.url, request.headers.accept);
      if (representation === undefined) return done();
      answeredFromCache.add(request);
      const response = responseFor(request, representation);
      reply.code(response.status).headers(response.headers).send(response.body);
    }

    // After each route's own onRequest hooks (the rate limit's among them), so every request is counted.
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (!isKeptRoute(route.url) || !methods.includes('GET')) return;
      const earlier = route.onRequest === undefined ? [] : [route.onRequest].flat();
      route.onRequest = [...earlier, answerFromCache];
    });

    app.addHook('onSend', function sendRepresentation(request, reply, payload, done) {
      if (answeredFromCache.has(request) || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return done(null, payload);
      const headers: Record<string, string> = {};
      for (const name of ANSWER_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      const representation = new Representation(reply.statusCode, Buffer.from(payload), headers);
      if (isKeptAnswer(representation.status, request.routeOptions.url, headers.vary)) kept.keep(request.url, request.headers.accept, representation);
      const response = responseFor(request, representation);
      reply.code(response.status).headers(response.headers);
      done(null, response.body);
    });
  },
  { name: 'answers', dependencies: ['rate-limit', 'cache-control'] },
);
