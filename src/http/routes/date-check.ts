import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DateCheck, DateParameter, StateParameter } from 'malaysia-calendar/model';
import { FIFTEEN_MINUTES, cacheFor } from '../caching/cache-control.js';
import { Query } from '../schemas/query.js';
import { Envelope, ListMeta } from '../schemas/envelope.js';
import type { ServiceContext } from './service-context.js';
import type { MalaysiaCalendar } from 'malaysia-calendar';

const CheckMeta = { date: Type.String(), state: Type.String() };

/** GET /holidays/check, /holidays/check-all and /holidays/today. */
export async function dateCheckRoutes(app: FastifyInstance, { context }: { context: ServiceContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const answer = (calendar: MalaysiaCalendar, date: string, state: string) => {
    const data = calendar.check(date, state);
    return { data, meta: { date: data.date, state: data.state.code, ...context.estimated(data.date, data.date, data.state.code), dataVersion: context.dataVersion } };
  };

  api.get(
    '/holidays/check',
    {
      schema: {
        operationId: 'checkDate',
        summary: 'Is this day a holiday, a weekend, a working day, a school day?',
        description:
          "The day in one state: the holidays on it (replacement and additional days included, every status but cancelled), whether it is a weekend day by the state's weekend on that date, a working day, and a school day. For a year without school data, isSchoolDay is false and school.covered is false: read isSchoolDay with school.covered.",
        tags: ['holidays'],
        querystring: Query({ date: DateParameter('Day to check'), state: StateParameter }),
        response: { 200: Envelope(DateCheck, CheckMeta) },
      },
    },
    async (request) => answer(context.calendarFor(request.query), request.query.date, request.query.state),
  );

  api.get(
    '/holidays/check-all',
    {
      schema: {
        operationId: 'checkAllStates',
        summary: 'Which states are off on this date? The date check for all 16 states and federal territories',
        description:
          'One item per state and federal territory, in canonical order (the 13 states by code, then the 3 federal territories by code), each exactly the /holidays/check data for that state and date.',
        tags: ['holidays'],
        querystring: Query({ date: DateParameter('Day to check') }),
        response: { 200: Envelope(Type.Array(DateCheck), { ...ListMeta, date: Type.String() }) },
      },
    },
    async (request) => {
      const { date } = request.query;
      const data = context.calendarFor(request.query).checkAllStates(date);
      return { data, meta: { total: data.length, date, ...context.estimated(date, date), dataVersion: context.dataVersion } };
    },
  );

  api.get(
    '/holidays/today',
    {
      schema: {
        operationId: 'checkToday',
        summary: 'The date check for today in Asia/Kuala_Lumpur',
        description:
          "The /holidays/check answer for today's date in Asia/Kuala_Lumpur (UTC+8), whatever the server's time zone; cached for 15 minutes.",
        tags: ['holidays'],
        querystring: Query({ state: StateParameter }),
        response: { 200: Envelope(DateCheck, CheckMeta) },
      },
    },
    async (request, reply) => {
      cacheFor(reply, FIFTEEN_MINUTES);
      const calendar = context.calendarFor(request.query);
      return answer(calendar, calendar.today(), request.query.state);
    },
  );
}
