import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  DateParameter,
  Exam,
  ExamTypeParameter,
  GroupParameter,
  Nullable,
  SchoolDay,
  SchoolHoliday,
  SchoolTerm,
  StateParameter,
  YearParameter,
} from 'malaysia-calendar/model';
import { type SchoolYearInputs, type WithInputs, withInputs } from 'malaysia-calendar';
import { Query } from '../schemas/query.js';
import { Envelope, ListMeta } from '../schemas/envelope.js';
import type { ServiceContext } from './service-context.js';

const SchoolYearQuerySchema = Query({
  year: Type.Optional({ ...YearParameter, description: 'School year; defaults to the current year in Asia/Kuala_Lumpur' }),
  group: Type.Optional(GroupParameter),
  state: Type.Optional(StateParameter),
});
const SchoolYearMeta = { ...ListMeta, year: Type.Integer(), group: Nullable(Type.String()), state: Nullable(Type.String()) };

/** GET /school/terms, /school/holidays, /school/exams and /school/is-school-day. */
export async function schoolRoutes(app: FastifyInstance, { context }: { context: ServiceContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { calendar } = context;

  /** A school-year list with the meta that echoes its year and scope (a state implies its group on 1 January). */
  function schoolYearAnswer<T>({ data, inputs }: WithInputs<T[], SchoolYearInputs>) {
    return { data, meta: { total: data.length, ...inputs, dataVersion: context.dataVersion } };
  }

  api.get(
    '/school/terms',
    {
      config: { csv: { records: SchoolTerm } },
      schema: {
        operationId: 'listSchoolTerms',
        summary: 'School terms of a year, with their segments and school days',
        description:
          'With `state`, the terms of its group and the school days counted for that state (its weekend, public holidays and school holidays); ' +
          "otherwise counted by each group's standard. A year without published school data is YEAR_NOT_COVERED.",
        tags: ['school'],
        querystring: SchoolYearQuerySchema,
        response: { 200: Envelope(Type.Array(SchoolTerm), SchoolYearMeta) },
      },
    },
    async (request) => schoolYearAnswer(withInputs(calendar).schoolTerms(request.query)),
  );

  api.get(
    '/school/holidays',
    {
      config: { csv: { records: SchoolHoliday } },
      schema: {
        operationId: 'listSchoolHolidays',
        summary: 'School holidays of a year: term breaks and the ministry’s festive days',
        description: 'With `state`, only the records that apply to it (its group, `states` and `excludeStates`).',
        tags: ['school'],
        querystring: SchoolYearQuerySchema,
        response: { 200: Envelope(Type.Array(SchoolHoliday), SchoolYearMeta) },
      },
    },
    async (request) => schoolYearAnswer(withInputs(calendar).schoolHolidays(request.query)),
  );

  api.get(
    '/school/exams',
    {
      config: { csv: { records: Exam } },
      schema: {
        operationId: 'listExams',
        summary: 'National exams: SPM, STPM, MUET, STAM',
        description:
          'Exam dates published by Lembaga Peperiksaan (SPM) and Majlis Peperiksaan Malaysia (STPM, MUET), each with its status and source; without `year`, every year held. A year without exam dates is YEAR_NOT_COVERED.',
        tags: ['school'],
        querystring: Query({
          year: Type.Optional({ ...YearParameter, description: 'Exam year; all years when omitted' }),
          type: Type.Optional(ExamTypeParameter),
        }),
        response: { 200: Envelope(Type.Array(Exam), { ...ListMeta, year: Nullable(Type.Integer()), type: Nullable(Type.String()) }) },
      },
    },
    async (request) => {
      const { year, type } = request.query;
      const data = calendar.exams({ year, type });
      return { data, meta: { total: data.length, year: year ?? null, type: type ?? null, dataVersion: context.dataVersion } };
    },
  );

  api.get(
    '/school/is-school-day',
    {
      schema: {
        operationId: 'isSchoolDay',
        summary: 'Is this day a school day?',
        description:
          'True only inside a term segment, not a weekend day, not a public holiday and not a school holiday of that state (or, with `group` alone, of the group’s standard). Give `state` or `group`. ' +
          'A date in a year without a published school calendar is 404 YEAR_NOT_COVERED (/holidays/check answers it with isSchoolDay false and school.covered false).',
        tags: ['school'],
        querystring: Query({ date: DateParameter('Day to check'), state: Type.Optional(StateParameter), group: Type.Optional(GroupParameter) }),
        response: {
          200: Envelope(SchoolDay, { date: Type.String(), state: Nullable(Type.String()), group: Type.String() }),
        },
      },
    },
    async (request) => {
      const { date, state, group } = request.query;
      const { data, inputs } = withInputs(calendar).isSchoolDay(date, state === undefined ? { group: group! } : { state, ...(group === undefined ? {} : { group }) });
      return { data, meta: { date, state: inputs.state, group: data.group, dataVersion: context.dataVersion } };
    },
  );
}
