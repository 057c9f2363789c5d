import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type DayNumber, WEEKDAY_NAMES, fromParts, parseIsoDate, weekday } from '../../core/civil-date.js';
import type { SchoolScope } from '../../core/school-calendar.js';
import { EXAM_TYPES, type SchoolGroup, type SchoolHoliday, type SchoolTerm } from '../../core/types.js';
import { SchoolGroup as SchoolGroupSchema } from '../../schemas/common.js';
import { ExamSchema, SchoolHolidaySchema, SchoolTermSchema } from '../../schemas/school.js';
import { ApiError } from '../api-error.js';
import { DateParameter, GroupParameter, Query, StateParameter, StringEnum, YearParameter } from '../schemas/parameters.js';
import { Envelope, ListMeta, Nullable } from '../schemas/envelope.js';
import type { ServiceContext } from '../service-context.js';

const SchoolYearQuery = Query({
  year: Type.Optional({ ...YearParameter, description: 'School year; defaults to the current year in Asia/Kuala_Lumpur' }),
  group: Type.Optional(GroupParameter),
  state: Type.Optional(StateParameter),
});
const SchoolYearMeta = { ...ListMeta, year: Type.Integer(), group: Nullable(Type.String()), state: Nullable(Type.String()) };

/** A school term with its segments' school days counted for the scope (contract 2.9). */
function termWithCounts(context: ServiceContext, term: SchoolTerm & { year: number; startDate: string; endDate: string }, scope: SchoolScope) {
  const segments = term.segments.map((segment) => ({ ...segment, schoolDays: context.school.schoolDaysIn(scope, segment) }));
  return {
    id: term.id,
    year: term.year,
    term: term.term,
    group: term.group,
    segments,
    totalSchoolDays: segments.reduce((sum, segment) => sum + segment.schoolDays, 0),
    startDate: term.startDate,
    endDate: term.endDate,
  };
}

/** A school holiday as served: the record with its year and calendar-day count. */
function servedSchoolHoliday(holiday: SchoolHoliday & { year: number }) {
  const { note: _note, ...fields } = holiday;
  return { ...fields, days: parseIsoDate(holiday.endDate)! - parseIsoDate(holiday.startDate)! + 1 };
}

/** GET /school/terms, /school/holidays, /school/exams and /school/is-school-day. */
export async function schoolRoutes(app: FastifyInstance, { context }: { context: ServiceContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  /** `state` implies the group as of the day given; `group` alone is the group's standard. */
  function scopeOf(query: { state?: string | undefined; group?: SchoolGroup | undefined }, day: DayNumber): { scope: SchoolScope | undefined; group: SchoolGroup | undefined } {
    if (query.state !== undefined) {
      const state = context.state(query.state);
      const group = context.school.groupOf({ state }, day);
      if (query.group !== undefined && query.group !== group) {
        throw new ApiError('VALIDATION_ERROR', `Parameter 'group' is ${query.group} but ${state.code} is in group ${group} then; give one of them.`, [group]);
      }
      return { scope: { state }, group };
    }
    return { scope: query.group === undefined ? undefined : { group: query.group }, group: query.group };
  }

  /** The year (default: this year; it must have school data) and scope of /school/terms and /school/holidays. */
  function schoolYearOf(query: { year?: number | undefined; state?: string | undefined; group?: SchoolGroup | undefined }) {
    const year = query.year ?? context.currentYear();
    context.requireSchoolYear(year);
    const { scope, group } = scopeOf(query, fromParts(year, 1, 1));
    const state = scope !== undefined && 'state' in scope ? scope.state.code : null;
    return { year, scope, group, meta: { year, group: group ?? null, state, dataVersion: context.dataVersion } };
  }

  api.get(
    '/school/terms',
    {
      schema: {
        summary: 'School terms of a year, with their segments and school days',
        description:
          'With `state`, the terms of its group and the school days counted for that state (its weekend, public holidays and school holidays); ' +
          "otherwise counted by each group's standard. A year without published school data is YEAR_NOT_COVERED.",
        tags: ['school'],
        querystring: SchoolYearQuery,
        response: { 200: Envelope(Type.Array(SchoolTermSchema), SchoolYearMeta) },
      },
    },
    async (request) => {
      const { year, scope, group, meta } = schoolYearOf(request.query);
      const data = context.school.termsOf(year, group).map((term) => termWithCounts(context, term, scope ?? { group: term.group }));
      return { data, meta: { total: data.length, ...meta } };
    },
  );

  api.get(
    '/school/holidays',
    {
      schema: {
        summary: 'School holidays of a year: term breaks and the ministry’s festive days',
        description: 'With `state`, only the records that apply to it (its group, `states` and `excludeStates`).',
        tags: ['school'],
        querystring: SchoolYearQuery,
        response: { 200: Envelope(Type.Array(SchoolHolidaySchema), SchoolYearMeta) },
      },
    },
    async (request) => {
      const { year, scope, group, meta } = schoolYearOf(request.query);
      const data = context.school.holidaysOf(year, group, scope !== undefined && 'state' in scope ? scope : undefined).map(servedSchoolHoliday);
      return { data, meta: { total: data.length, ...meta } };
    },
  );

  api.get(
    '/school/exams',
    {
      schema: {
        summary: 'National exams: SPM, STPM, MUET, STAM',
        tags: ['school'],
        querystring: Query({
          year: Type.Optional({ ...YearParameter, description: 'Exam year; all years when omitted' }),
          type: Type.Optional(StringEnum(EXAM_TYPES, { description: 'Exam type' })),
        }),
        response: { 200: Envelope(Type.Array(ExamSchema), { ...ListMeta, year: Nullable(Type.Integer()), type: Nullable(Type.String()) }) },
      },
    },
    async (request) => {
      const { year, type } = request.query;
      const years = context.school.examYears();
      if (year !== undefined && !years.includes(year)) {
        throw new ApiError('YEAR_NOT_COVERED', `No exam dates for ${year}: exams are listed for ${years.join(', ')}.`, years.map(String));
      }
      const data = context.school.exams
        .filter((exam) => (year === undefined || exam.year === year) && (type === undefined || exam.type === type))
        .map(({ note: _note, ...exam }) => exam);
      return { data, meta: { total: data.length, year: year ?? null, type: type ?? null, dataVersion: context.dataVersion } };
    },
  );

  api.get(
    '/school/is-school-day',
    {
      schema: {
        summary: 'Is this day a school day?',
        description:
          'True only inside a term segment, not a weekend day, not a public holiday and not a school holiday of that state (or, with `group` alone, of the group’s standard). Give `state` or `group`.',
        tags: ['school'],
        querystring: Query({ date: DateParameter('Day to check'), state: Type.Optional(StateParameter), group: Type.Optional(GroupParameter) }),
        response: {
          200: Envelope(
            Type.Object({
              date: Type.String(),
              dayOfWeek: Type.String(),
              isSchoolDay: Type.Boolean(),
              isPublicHoliday: Type.Boolean(),
              isWeekend: Type.Boolean(),
              group: SchoolGroupSchema,
              term: Nullable(Type.Object({ id: Type.String(), term: Type.Integer() })),
              holiday: Nullable(
                Type.Object({ id: Type.String(), type: Type.String(), name: Type.Object({ ms: Type.String(), en: Type.String() }), startDate: Type.String(), endDate: Type.String() }),
              ),
            }),
            { date: Type.String(), state: Nullable(Type.String()), group: Type.String() },
          ),
        },
      },
    },
    async (request) => {
      if (request.query.state === undefined && request.query.group === undefined) {
        throw new ApiError('VALIDATION_ERROR', "Give 'state' or 'group'.", ['state', 'group']);
      }
      const day = context.day(request.query.date);
      context.requireDays(day);
      context.requireSchoolYear(Number(request.query.date.slice(0, 4)));
      const { scope, group } = scopeOf(request.query, day);
      const status = schoolStatus(context, scope!, day);
      return {
        data: { date: request.query.date, dayOfWeek: WEEKDAY_NAMES[weekday(day)]!, ...status, group: group! },
        meta: { date: request.query.date, state: 'state' in scope! ? scope.state.code : null, group: group!, dataVersion: context.dataVersion },
      };
    },
  );
}

/** The school status of one day, shared with /holidays/check. */
export function schoolStatus(context: ServiceContext, scope: SchoolScope, day: DayNumber) {
  const { isSchoolDay, isPublicHoliday, isWeekend, term, holiday } = context.school.statusOn(scope, day);
  return {
    isSchoolDay,
    isPublicHoliday,
    isWeekend,
    term: term === undefined ? null : { id: term.id, term: term.term, startDate: term.startDate, endDate: term.endDate },
    holiday:
      holiday === undefined ? null : { id: holiday.id, type: holiday.type, name: holiday.name, startDate: holiday.startDate, endDate: holiday.endDate },
  };
}
