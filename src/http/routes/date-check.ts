import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type DayNumber, WEEKDAY_NAMES, formatIsoDate, weekday, yearOf } from '../../core/civil-date.js';
import type { State } from '../../core/types.js';
import { Holiday as HolidaySchema } from '../../schemas/holiday.js';
import { SchoolGroup } from '../../schemas/common.js';
import { FIFTEEN_MINUTES, cacheFor } from '../plugins/cache-control.js';
import { DateParameter, Query, StateParameter } from '../schemas/parameters.js';
import { Envelope, Nullable } from '../schemas/envelope.js';
import type { ServiceContext } from '../service-context.js';
import { schoolStatus } from './school.js';

const DateCheck = Type.Object({
  date: Type.String(),
  dayOfWeek: Type.String(),
  isHoliday: Type.Boolean(),
  isWeekend: Type.Boolean({ description: "By the state's weekend days on that date" }),
  isWorkingDay: Type.Boolean(),
  isSchoolDay: Type.Boolean(),
  holidays: Type.Array(HolidaySchema),
  school: Type.Object({
    group: SchoolGroup,
    covered: Type.Boolean({
      description: 'False when no school calendar is held for the year of the date: then isSchoolDay is false and term and holiday are null for want of data, not because school is out',
    }),
    term: Nullable(Type.Object({ id: Type.String(), term: Type.Integer(), startDate: Type.String(), endDate: Type.String() })),
    holiday: Nullable(
      Type.Object({
        id: Type.String(),
        type: Type.String(),
        name: Type.Object({ ms: Type.String(), en: Type.String() }),
        startDate: Type.String(),
        endDate: Type.String(),
      }),
    ),
  }),
  state: Type.Object({ code: Type.String(), weekendDays: Type.Array(Type.String()), group: SchoolGroup }),
});

const CheckMeta = { date: Type.String(), state: Type.String() };

/** The date check result of contract 2.5 for one state and day. */
function checkDate(context: ServiceContext, state: State, day: DayNumber) {
  context.requireDays(day);
  const rule = context.calendar.rulesOf(state.code).on(day)!;
  const kind = context.calendar.indexOf(state.code).kindOf(day);
  const holidays = context.calendar.holidaysOn(state.code, day);
  const isWeekend = rule.isWeekend(day);
  const isHoliday = holidays.length > 0;
  const date = formatIsoDate(day);
  // A year without published school data: not a school day, no term or holiday, and `covered` says why.
  const covered = context.school.coversYear(yearOf(day));
  const school = covered ? schoolStatus(context, { state }, day) : { isSchoolDay: false, term: null, holiday: null };
  return {
    data: {
      date,
      dayOfWeek: WEEKDAY_NAMES[weekday(day)]!,
      isHoliday,
      isWeekend,
      isWorkingDay: kind === 'working',
      isSchoolDay: school.isSchoolDay,
      holidays,
      school: { group: rule.group, covered, term: school.term, holiday: school.holiday },
      state: { code: state.code, weekendDays: rule.period.weekendDays.map((day) => WEEKDAY_NAMES[day]!), group: rule.group },
    },
    meta: { date, state: state.code, dataVersion: context.dataVersion },
  };
}

/** GET /holidays/check and /holidays/today. */
export async function dateCheckRoutes(app: FastifyInstance, { context }: { context: ServiceContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/holidays/check',
    {
      schema: {
        summary: 'Is this day a holiday, a weekend, a working day, a school day?',
        tags: ['holidays'],
        querystring: Query({ date: DateParameter('Day to check'), state: StateParameter }),
        response: { 200: Envelope(DateCheck, CheckMeta) },
      },
    },
    async (request) => checkDate(context, context.state(request.query.state), context.day(request.query.date)),
  );

  api.get(
    '/holidays/today',
    {
      schema: {
        summary: 'The date check for today in Asia/Kuala_Lumpur',
        tags: ['holidays'],
        querystring: Query({ state: StateParameter }),
        response: { 200: Envelope(DateCheck, CheckMeta) },
      },
    },
    async (request, reply) => {
      cacheFor(reply, FIFTEEN_MINUTES);
      return checkDate(context, context.state(request.query.state), context.today());
    },
  );
}
