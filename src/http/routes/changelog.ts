import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ChangelogEntry } from '../../schemas/changelog.js';
import { DateParameter, Query } from '../schemas/parameters.js';
import { Envelope, ListMeta, Nullable } from '../schemas/envelope.js';
import type { ServiceContext } from '../service-context.js';

const MAX_LIMIT = 100;

/** GET /changelog: what changed in the data and when, newest first. */
export async function changelogRoutes(app: FastifyInstance, { context }: { context: ServiceContext }) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/changelog',
    {
      schema: {
        summary: 'The data change log, newest first',
        description: 'Each entry lists its changes: action (added, updated, removed, status_changed), entity, id and, for updates, the fields.',
        tags: ['meta'],
        querystring: Query({
          since: Type.Optional(DateParameter('Only entries on or after this date')),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: 20, description: `Entries to return, 1 to ${MAX_LIMIT}` })),
        }),
        response: {
          200: Envelope(Type.Array(ChangelogEntry), {
            ...ListMeta,
            since: Nullable(Type.String()),
            limit: Type.Integer(),
            releaseDate: Type.String({ description: 'Date of the newest entry' }),
          }),
        },
      },
    },
    async (request) => {
      const { since, limit = 20 } = request.query;
      const data = context.release.changelog.filter((entry) => since === undefined || entry.date >= since).slice(0, limit);
      return {
        data,
        meta: { total: data.length, since: since ?? null, limit, releaseDate: context.release.date, dataVersion: context.dataVersion },
      };
    },
  );
}
