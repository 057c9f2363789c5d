import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ChangelogEntry, ChangelogLimitParameter, DateParameter, Nullable, StateParameter } from 'malaysia-calendar/model';
import { withInputs } from 'malaysia-calendar';
import { Query } from '../schemas/query.js';
import { Envelope, ListMeta } from '../schemas/envelope.js';
import type { ServiceContext } from './service-context.js';

/** GET /changelog: what changed in the data and when, newest first. */
export async function changelogRoutes(app: FastifyInstance, { context }: { context: ServiceContext }) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/changelog',
    {
      schema: {
        operationId: 'listChanges',
        summary: 'The data change log, newest first',
        description:
          'Each entry lists its changes: action (added, updated, removed, status_changed), entity, id and, for updates, the fields. ' +
          'With `state`, only the entries that change a record of that state or of every state (a removed record counts as every state’s). ' +
          'The same entries as a feed: /feed/changes (Atom) and /feed/changes.json (JSON Feed).',
        tags: ['meta'],
        querystring: Query({
          since: Type.Optional(DateParameter('Only entries on or after this date')),
          state: Type.Optional({ ...StateParameter, description: 'Only the entries that touch records of this state (or of every state); any code or alias' }),
          limit: Type.Optional(ChangelogLimitParameter),
        }),
        response: {
          200: Envelope(Type.Array(ChangelogEntry), {
            ...ListMeta,
            since: Nullable(Type.String()),
            state: Nullable(Type.String({ description: 'The canonical code of the state asked, or null' })),
            limit: Type.Integer(),
            releaseDate: Type.String({ description: 'Date of the newest entry' }),
          }),
        },
      },
    },
    async (request) => {
      const { data, inputs } = withInputs(context.calendar).changelog(request.query);
      return {
        data,
        meta: { total: data.length, since: request.query.since ?? null, ...inputs, releaseDate: context.calendar.releaseDate, dataVersion: context.dataVersion },
      };
    },
  );
}
