import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BridgeDaysParameter, LongWeekend, StateParameter, YearParameter } from 'malaysia-calendar/model';
import { withInputs } from 'malaysia-calendar';
import { ONE_DAY, ONE_HOUR, cacheFor } from '../caching/cache-control.js';
import { Query } from '../schemas/query.js';
import { Envelope, ListMeta } from '../schemas/envelope.js';
import type { ServiceContext } from './service-context.js';

/** GET /holidays/long-weekends. */
export async function longWeekendRoutes(app: FastifyInstance, { context }: { context: ServiceContext }) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/holidays/long-weekends',
    {
      config: { csv: { records: LongWeekend } },
      schema: {
        operationId: 'listLongWeekends',
        summary: 'Stretches of 3 or more days off starting in a year',
        description:
          'Every maximal stretch of at least 3 consecutive non-working days that starts in the year (a stretch over 31 December is reported whole). ' +
          'With bridgeDays=N, also the stretches that taking at most N working days off would create around a holiday.',
        tags: ['holidays'],
        querystring: Query({ year: Type.Optional(YearParameter), state: StateParameter, bridgeDays: Type.Optional(BridgeDaysParameter) }),
        response: {
          200: Envelope(Type.Array(LongWeekend), { ...ListMeta, year: Type.Integer(), state: Type.String(), bridgeDays: Type.Integer() }),
        },
      },
    },
    async (request, reply) => {
      const { data, inputs } = withInputs(context.calendarFor(request.query)).longWeekends(request.query.year, request.query.state, { bridgeDays: request.query.bridgeDays });
      const { year, state } = inputs;
      cacheFor(reply, year < context.currentYear() ? ONE_DAY : ONE_HOUR);
      const last = [`${year}-12-31`, ...data.map((stretch) => stretch.endDate)].sort().at(-1)!;
      return { data, meta: { total: data.length, ...inputs, ...context.estimated(`${year}-01-01`, last, state), dataVersion: context.dataVersion } };
    },
  );
}
