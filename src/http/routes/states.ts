import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { StateQueryParameter, StateRecord, StateResolution } from 'malaysia-calendar/model';
import { ONE_DAY, cacheFor } from '../caching/cache-control.js';
import { Query } from '../schemas/query.js';
import { Envelope, ListMeta } from '../schemas/envelope.js';
import type { ServiceContext } from './service-context.js';

/** GET /states and /states/resolve. */
export async function stateRoutes(app: FastifyInstance, { context }: { context: ServiceContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/states',
    {
      config: { csv: { records: StateRecord } },
      schema: {
        operationId: 'listStates',
        summary: 'Every state and federal territory',
        description: 'With every accepted alias and the weekend and school-group history, most recent period first.',
        tags: ['states'],
        querystring: Query({}),
        response: { 200: Envelope(Type.Array(StateRecord), ListMeta) },
      },
    },
    async (_request, reply) => {
      cacheFor(reply, ONE_DAY);
      const data = context.calendar.states();
      return { data, meta: { total: data.length, dataVersion: context.dataVersion } };
    },
  );

  api.get(
    '/states/resolve',
    {
      schema: {
        operationId: 'resolveState',
        summary: 'Resolve a code, name or alias to the canonical state',
        description: 'Ignores case, spaces, punctuation and honorifics. No match: 404 STATE_NOT_FOUND with likely candidates.',
        tags: ['states'],
        querystring: Query({ q: StateQueryParameter }),
        response: { 200: Envelope(StateResolution, { q: Type.String() }) },
      },
    },
    async (request, reply) => {
      const data = context.calendar.resolveState(request.query.q);
      cacheFor(reply, ONE_DAY);
      return { data, meta: { q: request.query.q, dataVersion: context.dataVersion } };
    },
  );
}
