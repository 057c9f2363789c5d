import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { longWeekends } from '../../core/long-weekends.js';
import { Holiday as HolidaySchema } from '../../schemas/holiday.js';
import { ONE_DAY, ONE_HOUR, cacheFor } from '../plugins/cache-control.js';
import { Query, StateParameter, YearParameter } from '../schemas/parameters.js';
import { Envelope, ListMeta } from '../schemas/envelope.js';
import type { ServiceContext } from '../service-context.js';

const MAX_BRIDGE_DAYS = 3;

const LongWeekend = Type.Object({
  startDate: Type.String(),
  endDate: Type.String(),
  totalDays: Type.Integer({ description: 'Consecutive days off, 3 or more' }),
  holidays: Type.Array(HolidaySchema),
  weekendDays: Type.Integer({ description: 'Weekend days in the stretch that are not holidays' }),
  bridgeDaysNeeded: Type.Integer({ description: 'Working days to take off to get the stretch (0: a natural long weekend)' }),
  bridgeDates: Type.Array(Type.String(), { description: 'The working days to take off' }),
});

/** GET /holidays/long-weekends. */
export async function longWeekendRoutes(app: FastifyInstance, { context }: { context: ServiceContext }) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/holidays/long-weekends',
    {
      schema: {
        summary: 'Stretches of 3 or more days off starting in a year',
        description:
          'Every maximal stretch of at least 3 consecutive non-working days that starts in the year (a stretch over 31 December is reported whole). ' +
          'With bridgeDays=N, also the stretches that taking at most N working days off would create around a holiday.',
        tags: ['holidays'],
        querystring: Query({
          year: Type.Optional(YearParameter),
          state: StateParameter,
          bridgeDays: Type.Optional(
            Type.Integer({ minimum: 0, maximum: MAX_BRIDGE_DAYS, default: 0, description: `Working days you would take off, 0 to ${MAX_BRIDGE_DAYS}` }),
          ),
        }),
        response: {
          200: Envelope(Type.Array(LongWeekend), { ...ListMeta, year: Type.Integer(), state: Type.String(), bridgeDays: Type.Integer() }),
        },
      },
    },
    async (request, reply) => {
      const { year = context.currentYear(), bridgeDays = 0 } = request.query;
      context.requireYear(year);
      const state = context.state(request.query.state);
      const data = longWeekends(context.calendar, state.code, year, bridgeDays);
      cacheFor(reply, year < context.currentYear() ? ONE_DAY : ONE_HOUR);
      return { data, meta: { total: data.length, year, state: state.code, bridgeDays, dataVersion: context.dataVersion } };
    },
  );
}
