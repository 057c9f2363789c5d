import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CHANGE_FEED_SIZE, type FeedLanguage, withInputs } from 'malaysia-calendar';
import { FeedLanguageParameter, StateParameter } from 'malaysia-calendar/model';
import { atomFeed } from '../change-feed/atom.js';
import { type FeedDocument, feedDocument } from '../change-feed/feed-document.js';
import { jsonFeed } from '../change-feed/json-feed.js';
import { ONE_HOUR } from '../caching/cache-control.js';
import { Query } from '../schemas/query.js';
import type { ServiceContext } from './service-context.js';
import { siteLinksOf } from '../../web/web-routes.js';

const FeedQuery = Query({
  state: Type.Optional({ ...StateParameter, description: 'Only the changes to records of this state (or of every state); any code or alias' }),
  lang: Type.Optional({ ...FeedLanguageParameter, description: 'Titles and summaries in English, Malay, Chinese or Tamil' }),
});

const FORMATS = [
  { path: '/feed/changes', operationId: 'getChangeFeed', name: 'Atom 1.0 (RFC 4287)', type: 'application/atom+xml', write: atomFeed },
  { path: '/feed/changes.json', operationId: 'getChangeFeedJson', name: 'JSON Feed 1.1', type: 'application/feed+json', write: jsonFeed },
] as const;

/** GET /feed/changes (Atom) and /feed/changes.json (JSON Feed): the change log, to follow in a feed reader. */
export async function changeFeedRoutes(app: FastifyInstance, { context }: { context: ServiceContext }) {
  for (const format of FORMATS) {
    app.withTypeProvider<TypeBoxTypeProvider>().get(
      format.path,
      {
        schema: {
          operationId: format.operationId,
          summary: `What changed in the data, as ${format.name}`,
          description:
            `The newest ${CHANGE_FEED_SIZE} change-log entries, newest first, to follow in a feed reader: each titled with what changed and for whom, ` +
            'summarised change by change in the feed\'s language, linked to the day on the year view. With `state`, only the entries that touch its records, each telling that state\'s changes alone. ' +
            'Errors are JSON.',
          tags: ['feeds'],
          querystring: FeedQuery,
          response: {
            200: {
              description: `A ${format.name} feed (UTF-8)`,
              headers: { 'Last-Modified': { type: 'string', description: 'The date of the newest entry (midnight in Kuala Lumpur)' } },
              content: { [format.type]: { schema: { type: 'string' } } },
            },
          },
        },
      },
      async (request: FastifyRequest<{ Querystring: { state?: string; lang?: FeedLanguage } }>, reply: FastifyReply) => {
        const { data: feed, inputs } = withInputs(context.calendar).changeFeed(request.query);
        const { links, shared } = siteLinksOf(request, context.publicOrigin);
        const document: FeedDocument = feedDocument(feed, inputs, links, request.routeOptions.url!);
        // Links built on the request's own Host are that client's: kept neither here (Vary: Host) nor by a shared cache.
        if (!shared) reply.header('cache-control', `private, max-age=${ONE_HOUR}`).header('vary', 'host');
        return reply
          .type(`${format.type}; charset=utf-8`)
          .header('last-modified', new Date(document.instant(feed.updated)).toUTCString())
          .send(format.write(document));
      },
    );
  }
}
