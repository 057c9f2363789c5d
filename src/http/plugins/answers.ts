import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { Representation } from '../representation.js';

/** Headers that belong to the answer, not to one request: they are kept with its bytes. */
const ANSWER_HEADERS = ['content-type', 'cache-control', 'access-control-allow-origin', 'access-control-expose-headers', 'content-disposition', 'vary'];
/** Bytes of answers kept: a few thousand typical answers, well inside the memory budget. */
const CACHE_BYTES = 32 * 1024 * 1024;

/** The API's own routes, whose answers are kept: not the docs page's files. */
function isKeptRoute(url: string | undefined): boolean {
  return url !== undefined && url.startsWith('/v1') && !url.startsWith('/v1/docs');
}

/** What a representation sends for this request (its coding, or a 304). */
function responseFor(request: FastifyRequest, representation: Representation) {
  return representation.responseTo(request.method, request.headers['accept-encoding'], request.headers['if-none-match']);
}

/**
 * Every answer is sent from a Representation (representation.ts): hashed and compressed once.
 * Successful answers of the API are kept, keyed by their URL and the date in Kuala Lumpur
 * (answers for "today", "next" and the default year change at midnight there), and a request
 * for one is answered from it as soon as the rate limit has counted the request, without
 * validation, handler or serialisation. The data is fixed for the life of the process, so a
 * kept answer never goes stale; the date in the key retires yesterday's.
 */
export function registerAnswers(app: FastifyInstance, today: () => string): void {
  const kept = new LRUCache<string, Representation>({ maxSize: CACHE_BYTES, sizeCalculation: (representation) => Math.max(1, representation.size) });
  const answeredFromCache = new WeakSet<FastifyRequest>();
  const keyOf = (request: FastifyRequest) => `${today()} ${request.url}`;

  function answerFromCache(request: FastifyRequest, reply: FastifyReply, done: () => void) {
    const representation = kept.get(keyOf(request));
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

  app.addHook('onSend', (request, reply, payload, done) => {
    if (answeredFromCache.has(request) || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return done(null, payload);
    const headers: Record<string, string> = {};
    for (const name of ANSWER_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const representation = new Representation(reply.statusCode, Buffer.from(payload), headers);
    if (representation.status === 200 && isKeptRoute(request.routeOptions.url)) kept.set(keyOf(request), representation);
    const response = responseFor(request, representation);
    reply.code(response.status).headers(response.headers);
    done(null, response.body);
  });
}
