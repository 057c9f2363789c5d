import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { formatIsoDate, parseIsoDate } from '../../core/civil-date.js';
import { appliesTo, isInForce } from '../../core/holiday-days.js';
import { ALL_STATES, type Holiday } from '../../core/types.js';
import { Holiday as HolidaySchema } from '../../schemas/holiday.js';
import { ONE_DAY, ONE_HOUR, cacheFor } from '../plugins/cache-control.js';
import { DateParameter, HolidayTypeParameter, MonthParameter, Query, StateParameter, StatusParameter, YearParameter } from '../schemas/parameters.js';
import { Envelope, ListMeta, Nullable } from '../schemas/envelope.js';
import type { ServiceContext } from '../service-context.js';

const HolidayList = Type.Array(HolidaySchema);
const NEXT_LIMIT_MAX = 50;

/** With a state, the records that apply to it; without, only the nationwide (`["*"]`) ones. */
function forState(code: string | null): (holiday: Holiday) => boolean {
  return code === null ? (holiday) => holiday.states.length === 1 && holiday.states[0] === ALL_STATES : (holiday) => appliesTo(holiday, code);
}

function lastDayOf(holiday: Holiday): string {
  return holiday.endDate ?? holiday.date;
}

/** GET /holidays, /holidays/next and /holidays/between. */
export async function holidayListRoutes(app: FastifyInstance, { context }: { context: ServiceContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const all = context.calendar.holidays;

  api.get(
    '/holidays',
    {
      schema: {
        summary: 'List holidays of a year',
        description: 'Filters by state, month, type and status. Without `state`, only nationwide records; without `status`, only confirmed ones.',
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
            status: Type.String(),
          }),
        },
      },
    },
    async (request, reply) => {
      const { year = context.currentYear(), month, type, status = 'confirmed' } = request.query;
      context.requireYear(year);
      const state = request.query.state === undefined ? null : context.state(request.query.state).code;
      const prefix = month === undefined ? `${year}-` : `${year}-${String(month).padStart(2, '0')}-`;
      const matches = forState(state);
      const data = all.filter(
        (holiday) => holiday.date.startsWith(prefix) && holiday.status === status && (type === undefined || holiday.type === type) && matches(holiday),
      );
      cacheFor(reply, year < context.currentYear() ? ONE_DAY : ONE_HOUR);
      return {
        data,
        meta: { total: data.length, year, state, month: month ?? null, type: type ?? null, status, dataVersion: context.dataVersion },
      };
    },
  );

  api.get(
    '/holidays/next',
    {
      schema: {
        summary: 'The next upcoming holidays',
        description: 'Holidays on or after today (Asia/Kuala_Lumpur), across years; every status but cancelled. Without `state`, only nationwide records.',
        tags: ['holidays'],
        querystring: Query({
          state: Type.Optional(StateParameter),
          type: Type.Optional(HolidayTypeParameter),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: NEXT_LIMIT_MAX, default: 1, description: `How many, 1 to ${NEXT_LIMIT_MAX}` })),
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
      const { type, limit = 1 } = request.query;
      const state = request.query.state === undefined ? null : context.state(request.query.state).code;
      const today = formatIsoDate(context.today());
      const matches = forState(state);
      const data: Holiday[] = [];
      for (const holiday of all) {
        if (data.length === limit) break;
        if (lastDayOf(holiday) >= today && isInForce(holiday) && (type === undefined || holiday.type === type) && matches(holiday)) data.push(holiday);
      }
      return { data, meta: { total: data.length, from: today, state, type: type ?? null, limit, dataVersion: context.dataVersion } };
    },
  );

  api.get(
    '/holidays/between',
    {
      schema: {
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
      const start = context.day(request.query.start);
      const end = context.day(request.query.end);
      context.requireRange(start, end);
      const state = request.query.state === undefined ? null : context.state(request.query.state).code;
      const nationwide = forState(null);
      const data =
        state === null
          ? all.filter((holiday) => isInForce(holiday) && nationwide(holiday) && parseIsoDate(holiday.date)! <= end && parseIsoDate(lastDayOf(holiday))! >= start)
          : context.calendar.holidaysOfState(state, start, end);
      return {
        data,
        meta: { total: data.length, start: request.query.start, end: request.query.end, state, dataVersion: context.dataVersion },
      };
    },
  );
}
