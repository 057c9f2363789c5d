import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { State } from '../../core/types.js';
import { SchoolGroup, StateName, StateType } from '../../schemas/common.js';
import { StateRecord } from '../../schemas/state.js';
import { ONE_DAY, cacheFor } from '../plugins/cache-control.js';
import { Query } from '../schemas/parameters.js';
import { Envelope, ListMeta } from '../schemas/envelope.js';
import type { ServiceContext } from '../service-context.js';

function currentGroup(state: State) {
  return state.weekendHistory[0]!.group;
}

/** GET /states and /states/resolve. */
export async function stateRoutes(app: FastifyInstance, { context }: { context: ServiceContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const states = context.resolver.states.map((state) => ({
    code: state.code,
    aliases: state.aliases,
    name: state.name,
    type: state.type,
    group: currentGroup(state),
    weekendHistory: state.weekendHistory.map(({ from, to, weekendDays, group }) => ({ from, to, weekendDays, group })),
  }));

  api.get(
    '/states',
    {
      schema: {
        summary: 'Every state and federal territory',
        description: 'With every accepted alias and the weekend and school-group history, most recent period first.',
        tags: ['states'],
        querystring: Query({}),
        response: { 200: Envelope(Type.Array(StateRecord), ListMeta) },
      },
    },
    async (_request, reply) => {
      cacheFor(reply, ONE_DAY);
      return { data: states, meta: { total: states.length, dataVersion: context.dataVersion } };
    },
  );

  api.get(
    '/states/resolve',
    {
      schema: {
        summary: 'Resolve a code, name or alias to the canonical state',
        description: 'Ignores case, spaces, punctuation and honorifics. No match: 404 STATE_NOT_FOUND with likely candidates.',
        tags: ['states'],
        querystring: Query({ q: Type.String({ minLength: 1, maxLength: 100, description: 'Code, name or alias', examples: ['Pulau Pinang'] }) }),
        response: {
          200: Envelope(
            Type.Object({
              canonical: Type.String(),
              name: StateName,
              type: StateType,
              group: SchoolGroup,
            }),
            { q: Type.String() },
          ),
        },
      },
    },
    async (request, reply) => {
      const state = context.state(request.query.q);
      cacheFor(reply, ONE_DAY);
      return {
        data: { canonical: state.code, name: state.name, type: state.type, group: currentGroup(state) },
        meta: { q: request.query.q, dataVersion: context.dataVersion },
      };
    },
  );
}
