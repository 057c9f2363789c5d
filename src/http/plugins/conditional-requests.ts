import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import { identityTag, listedTags } from '../entity-tag.js';

/**
 * Strong ETags on every success and 304 Not Modified on a matching If-None-Match (RFC 9110
 * §13.1.2): @fastify/etag hashes the uncompressed body; the match is ours, because its own
 * compares the header as one string and would also answer 304 to an error. Here a list of
 * tags, "*", weak tags and the coded tags of compression.ts all match; only 200s become 304.
 */
export async function registerConditionalRequests(app: FastifyInstance): Promise<void> {
  await app.register(etag, { replyWith304: false });
  app.addHook('onSend', async (request, reply, payload) => {
    const header = request.headers['if-none-match'];
    const current = reply.getHeader('etag');
    if (reply.statusCode !== 200 || header === undefined || typeof current !== 'string') return payload;
    const match = listedTags(header).find((tag) => tag === '*' || identityTag(tag) === current);
    if (match === undefined) return payload;
    // The client holds the representation it named: a coded tag is echoed back as it was sent.
    if (match !== '*') reply.header('etag', match.startsWith('W/') ? match.slice(2) : match);
    reply.code(304);
    return '';
  });
}
