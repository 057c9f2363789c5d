import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_CODINGS, taggedWithCoding } from '../entity-tag.js';

/**
 * After compression: a compressed answer's ETag gets its coding appended, and every success
 * or 304 says it varies by Accept-Encoding (a 304 must carry the Vary of its 200; an
 * uncompressed 200 too, or a shared cache could hand it to a client that asked for gzip and back).
 */
async function describeCoding(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const coding = reply.getHeader('content-encoding');
  const tag = reply.getHeader('etag');
  if (typeof coding === 'string' && typeof tag === 'string') reply.header('etag', taggedWithCoding(tag, coding));
  const vary = String(reply.getHeader('vary') ?? '');
  if ((reply.statusCode === 200 || reply.statusCode === 304) && !/accept-encoding/i.test(vary)) {
    reply.header('vary', vary === '' ? 'accept-encoding' : `${vary}, accept-encoding`);
  }
  return payload;
}

/**
 * Responses of 1 KB or more in Brotli or gzip when the client accepts them (@fastify/compress):
 * an eight-year business-day answer shrinks from about 50 KB to 4 KB. The compressed
 * response's ETag names its coding (entity-tag.ts), so it stays a strong validator.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { encodings: [...CONTENT_CODINGS], threshold: 1024 });
  // @fastify/compress adds its onSend to each route as the route is declared; ours goes after it.
  app.addHook('onRoute', (route) => {
    const earlier = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...earlier, describeCoding];
  });
}
