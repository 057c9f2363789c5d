import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DateParameter, Holiday, HolidayTypeParameter, MonthParameter, NextLimitParameter, Nullable, StateParameter, StatusParameter, YearParameter } from 'malaysia-calendar/model';
import { withInputs } from 'malaysia-calendar';
import { ONE_DAY, ONE_HOUR, cacheFor } from '../caching/cache-control.js';
import { Query } from '../schemas/query.js';
import { Envelope, ListMeta } from '../schemas/envelope.js';
import type { ServiceContext } from './service-context.js';

const HolidayList = Type.Array(Holiday);

/** A projected year's default list is empty (its days are tentative, the default lists confirmed ones): meta says so. */
function projectedYearNote(year: number): string {
  return `${year} rests on projected days, all tentative and estimated: ask status=tentative or status=all to list them.`;
}

/** GET /holidays, /holidays/next and /holidays/between. */
export async function holidayListRoutes(app: FastifyInstance, { context }: { context: ServiceContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/holidays',
    {
      config: { csv: { records: Holiday } },
      schema: {
        operationId: 'listHolidays',
        summary: 'List holidays of a year',
        description:
          'Filters by state, month, type and status. Without `state`, only nationwide records. `status` takes one status, several comma-separated ' +
          '(`confirmed,tentative`) or `all`; without it, only confirmed ones (the days off that the other endpoints count are every status but cancelled).',
        tags: ['holidays'],
        querystring: Query({
          year: Type.Optional(YearParameter),
          state: Type.Optional(StateParameter),
          month: Type.Optional(MonthParameter),
          type: Type.Optional(HolidayTypeParameter),
          status: Type.Optional(StatusParameter),
        }),
        response: {
          200: Envelope(HolidayList, {
            ...ListMeta,
            year: Type.Integer(),
            state: Nullable(Type.String()),
            month: Nullable(Type.Integer()),
            type: Nullable(Type.String()),
            status: Type.String({ description: 'The statuses listed, comma-separated' }),
            note: Type.Optional(Type.String({ description: 'Why a list of a year with projected days may be short: its projected days are tentative' })),
          }),
        },
      },
    },
    async (request, reply) => {
      const { data, inputs } = withInputs(context.calendarFor(request.query)).holidays(request.query);
      const { year, state, month, type, statuses } = inputs;
      cacheFor(reply, year < context.currentYear() ? ONE_DAY : ONE_HOUR);
      const estimated = context.estimated(`${year}-01-01`, `${year}-12-31`, state);
      return {
        data,
        meta: {
          total: data.length,
          year,
          state,
          month,
          type,
          status: statuses.join(','),
          ...estimated,
          ...(estimated.estimated && !statuses.includes('tentative') ? { note: projectedYearNote(year) } : {}),
          dataVersion: context.dataVersion,
        },
      };
    },
  );

  api.get(
    '/holidays/next',
    {
      config: { csv: { records: Holiday } },
      schema: {
        operationId: 'nextHolidays',
        summary: 'The next upcoming holidays',
        description: 'Holidays on or after today (Asia/Kuala_Lumpur), across years; every status but cancelled. Without `state`, only nationwide records.',
        tags: ['holidays'],
        querystring: Query({
          state: Type.Optional(StateParameter),
          type: Type.Optional(HolidayTypeParameter),
          limit: Type.Optional(NextLimitParameter),
        }),
        response: {
          200: Envelope(HolidayList, {
            ...ListMeta,
            from: Type.String({ description: 'Today in Asia/Kuala_Lumpur' }),
            state: Nullable(Type.String()),
            type: Nullable(Type.String()),
            limit: Type.Integer(),
          }),
        },
      },
    },
    async (request) => {
      const { data, inputs } = withInputs(context.calendarFor(request.query)).next(request.query);
      const estimated = context.estimated(inputs.from, [inputs.from, ...data.map((holiday) => holiday.endDate ?? holiday.date)].sort().at(-1)!, inputs.state);
      return { data, meta: { total: data.length, ...inputs, ...estimated, dataVersion: context.dataVersion } };
    },
  );

  api.get(
    '/holidays/between',
    {
      config: { csv: { records: Holiday } },
      schema: {
        operationId: 'holidaysBetween',
        summary: 'Holidays in a date range',
        description: 'Every holiday with a day in [start, end], both included; every status but cancelled. Without `state`, only nationwide records.',
        tags: ['holidays'],
        querystring: Query({
          start: DateParameter('First day'),
          end: DateParameter('Last day'),
          state: Type.Optional(StateParameter),
        }),
        response: {
          200: Envelope(HolidayList, { ...ListMeta, start: Type.String(), end: Type.String(), state: Nullable(Type.String()) }),
        },
      },
    },
    async (request) => {
      const { start, end, state } = request.query;
      const { data, inputs } = withInputs(context.calendarFor(request.query)).between(start, end, state);
      return { data, meta: { total: data.length, start, end, state: inputs.state, ...context.estimated(start, end, inputs.state), dataVersion: context.dataVersion } };
    },
  );
}
