import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { formatIsoDate } from '../../core/civil-date.js';
import { Holiday as HolidaySchema } from '../../schemas/holiday.js';
import { DateParameter, Query, StateParameter } from '../schemas/parameters.js';
import { Envelope } from '../schemas/envelope.js';
import type { ServiceContext } from '../service-context.js';

const MAX_DAYS = 365;

/** GET /business-days and /business-days/add, answered from the state's day index. */
export async function businessDayRoutes(app: FastifyInstance, { context }: { context: ServiceContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/business-days',
    {
      schema: {
        summary: 'Count business days in a range',
        description:
          "Both ends included. totalDays = businessDays + holidays + weekendDays; a holiday on a weekend counts once, as a holiday. Uses the state's weekend and holidays in force on each day.",
        tags: ['business days'],
        querystring: Query({ start: DateParameter('First day'), end: DateParameter('Last day'), state: StateParameter }),
        response: {
          200: Envelope(
            Type.Object({
              totalDays: Type.Integer(),
              businessDays: Type.Integer(),
              holidays: Type.Integer({ description: 'Distinct holiday days in the range' }),
              weekendDays: Type.Integer({ description: 'Weekend days that are not holidays' }),
              holidayList: Type.Array(HolidaySchema),
            }),
            { start: Type.String(), end: Type.String(), state: Type.String() },
          ),
        },
      },
    },
    async (request) => {
      const state = context.state(request.query.state);
      const start = context.day(request.query.start);
      const end = context.day(request.query.end);
      context.requireRange(start, end);
      const counts = context.calendar.indexOf(state.code).count(start, end);
      return {
        data: { ...counts, holidayList: context.calendar.holidaysOfState(state.code, start, end) },
        meta: { start: request.query.start, end: request.query.end, state: state.code, dataVersion: context.dataVersion },
      };
    },
  );

  api.get(
    '/business-days/add',
    {
      schema: {
        summary: 'Add or subtract business days',
        description:
          'days = 0 returns the date unchanged; otherwise counting starts on the next (or, for negative days, the previous) day and the result is always a business day.',
        tags: ['business days'],
        querystring: Query({
          date: DateParameter('Start date'),
          days: Type.Integer({ minimum: -MAX_DAYS, maximum: MAX_DAYS, description: `Business days to add, -${MAX_DAYS} to ${MAX_DAYS}` }),
          state: StateParameter,
        }),
        response: {
          200: Envelope(Type.Object({ startDate: Type.String(), businessDays: Type.Integer(), resultDate: Type.String() }), {
            date: Type.String(),
            days: Type.Integer(),
            state: Type.String(),
          }),
        },
      },
    },
    async (request) => {
      const state = context.state(request.query.state);
      const { days } = request.query;
      const day = context.day(request.query.date);
      context.requireDays(day);
      const result = context.calendar.indexOf(state.code).addBusinessDays(day, days);
      if (result === undefined) {
        throw context.notCovered(`${Math.abs(days)} business days ${days > 0 ? 'after' : 'before'} ${request.query.date} fall outside the data`);
      }
      return {
        data: { startDate: request.query.date, businessDays: days, resultDate: formatIsoDate(result) },
        meta: { date: request.query.date, days, state: state.code, dataVersion: context.dataVersion },
      };
    },
  );
}
