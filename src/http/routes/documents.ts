import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Answer, ChangeFeed, FeedLanguage } from 'malaysia-calendar';
import { ONE_HOUR } from '../caching/cache-control.js';
import { atomFeed } from '../change-feed/atom.js';
import { feedDocument } from '../change-feed/feed-document.js';
import { JsonFeed, jsonFeed } from '../change-feed/json-feed.js';
import { siteLinksOf } from '../../links/request-links.js';
import type { ServiceContext } from './service-context.js';

/** The answers that are documents of their own: a calendar to subscribe to, the change feed in two formats. */
type DocumentKind = 'ics' | 'atom' | 'json-feed';

const lastModified = {
  'Last-Modified': { type: 'string', description: 'The date of the newest entry (midnight in Kuala Lumpur)' },
};

/** Each document's success as the OpenAPI document declares it (errors are the envelope, as everywhere). */
export const DOCUMENT_RESPONSES: Record<DocumentKind, Record<number, unknown>> = {
  ics: {
    200: { description: 'An RFC 5545 calendar (UTF-8)', content: { 'text/calendar': { schema: { type: 'string' } } } },
  },
  atom: {
    200: {
      description: 'An Atom 1.0 (RFC 4287) feed (UTF-8)',
      headers: lastModified,
      content: { 'application/atom+xml': { schema: { type: 'string' } } },
    },
  },
  'json-feed': {
    200: {
      description: 'A JSON Feed 1.1 feed (UTF-8)',
      headers: lastModified,
      content: { 'application/feed+json': { schema: JsonFeed } },
    },
  },
};

const FEED_WRITERS = {
  atom: { type: 'application/atom+xml', write: atomFeed },
  'json-feed': { type: 'application/feed+json', write: jsonFeed },
};

/** Sends a document answer with its own type and headers. */
export function sendDocument(
  kind: DocumentKind,
  answer: Answer<unknown, unknown>,
  request: FastifyRequest,
  reply: FastifyReply,
  context: ServiceContext,
): FastifyReply {
  if (kind === 'ics') {
    const { state, market } = answer.inputs as { state?: string; market?: string };
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `inline; filename="malaysia-calendar-${market ?? state}.ics"`)
      .send(answer.data);
  }
  const feed = answer.data as ChangeFeed;
  const { links, shared } = siteLinksOf(request, context.publicOrigin);
  const document = feedDocument(
    feed,
    answer.inputs as { state: string | null; lang: FeedLanguage },
    links,
    request.routeOptions.url!,
  );
  // Links built on the request's own Host are that client's: kept neither here (Vary: Host) nor by a shared cache.
  if (!shared) reply.header('cache-control', `private, max-age=${ONE_HOUR}`).header('vary', 'host');
  const writer = FEED_WRITERS[kind];
  return reply
    .type(`${writer.type}; charset=utf-8`)
    .header('last-modified', new Date(document.instant(feed.updated)).toUTCString())
    .send(writer.write(document));
}
