import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DateParameter, LeaveBreak, LeaveDaysParameter, LeavePlan, MinBreakParameter, StateParameter, YearParameter } from 'malaysia-calendar/model';
import { ONE_DAY, ONE_HOUR, cacheFor } from '../caching/cache-control.js';
import { Query } from '../schemas/query.js';
import { Envelope } from '../schemas/envelope.js';
import type { ServiceContext } from './service-context.js';

/** GET /leave-plans. */
export async function leavePlanRoutes(app: FastifyInstance, { context }: { context: ServiceContext }) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/leave-plans',
    {
      config: { csv: { records: LeaveBreak, field: 'breaks' } },
      schema: {
        operationId: 'planLeave',
        summary: 'The best days to take leave for the most days in long breaks',
        description:
          'Where to take up to leaveDays days of leave in the year (or in the window start–end inside it) so that the most days fall in breaks of at least ' +
          'minBreak consecutive days off (weekend days, holidays of any status but cancelled, and leave). Among plans with that total, the one with the fewest ' +
          'leave days; among those, the one with the earliest leave dates. Exact, not a heuristic: the answer is unique. Breaks are cut at the window’s edges; ' +
          'breaks lists every break of at least minBreak days, with or without leave in it; baselineDaysOff is the total with no leave. ' +
          'The year defaults to the year of start (or end), else the current year in Asia/Kuala_Lumpur.',
        tags: ['holidays'],
        querystring: Query({
          year: Type.Optional(YearParameter),
          state: StateParameter,
          leaveDays: LeaveDaysParameter,
          minBreak: Type.Optional(MinBreakParameter),
          start: Type.Optional(DateParameter('First day of the window, inside the year; default 1 January')),
          end: Type.Optional(DateParameter('Last day of the window, inside the year; default 31 December')),
        }),
        response: {
          200: Envelope(LeavePlan, {
            year: Type.Integer(),
            state: Type.String(),
            leaveDays: Type.Integer(),
            minBreak: Type.Integer(),
            start: Type.String(),
            end: Type.String(),
          }),
        },
      },
    },
    async (request, reply) => {
      const data = context.calendarFor(request.query).planLeave(request.query);
      cacheFor(reply, data.year < context.currentYear() ? ONE_DAY : ONE_HOUR);
      const { year, state, leaveDays, minBreak, start, end } = data;
      return { data, meta: { year, state, leaveDays, minBreak, start, end, ...context.estimated(start, end, state), dataVersion: context.dataVersion } };
    },
  );
}
