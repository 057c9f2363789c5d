import type { Static } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';
import { IsoDate, Nullable, SchoolGroup, StateName, literals } from './common.js';

export const SCHOOL_HOLIDAY_TYPES = [
  'cuti_penggal_1',
  'cuti_pertengahan',
  'cuti_penggal_2',
  'cuti_akhir',
  'cuti_perayaan_kpm',
] as const;
export const FESTIVE_ANNEXES = ['A', 'B', 'C'] as const;
/** A school term's or school holiday's status: the holidays' words, by the same source rules (data/README.md); the school calendar is never projected or announced ahead of its circular. */
export const SCHOOL_STATUSES = ['confirmed', 'tentative'] as const;
export const EXAM_TYPES = ['spm', 'stpm', 'muet', 'pt3', 'stam', 'other'] as const;
export const EXAM_STATUSES = ['confirmed', 'tentative', 'postponed', 'cancelled'] as const;
export const EXAM_SOURCES = ['kpm', 'mpm'] as const;

const RecordId = (example: string) => Type.String({ pattern: '^\\d{4}-[a-z0-9]+(-[a-z0-9]+)*$', examples: [example] });
export const SchoolStatus = literals(
  SCHOOL_STATUSES,
  'confirmed: from the circular or two independent sources that agree; tentative: from one source, or sources that disagree',
);

const schoolHolidayFields = {
  id: RecordId('2026-a-cuti-penggal-1'),
  type: literals(SCHOOL_HOLIDAY_TYPES),
  group: SchoolGroup,
  name: StateName,
  startDate: IsoDate,
  endDate: IsoDate,
  states: Type.Array(Type.String(), {
    minItems: 1,
    description: '["*"]: the whole group; else the only states it applies to',
  }),
  excludeStates: Type.Array(Type.String(), { description: 'States of the group it does not apply to' }),
  festival: Type.Optional(Type.String({ description: 'On cuti_perayaan_kpm: the festival' })),
  annex: Type.Optional(
    Type.Union([literals(FESTIVE_ANNEXES), Type.Null()], {
      description: "On cuti_perayaan_kpm: the circular's lampiran; null when declared later",
    }),
  ),
  status: SchoolStatus,
};

const examFields = {
  id: RecordId('2026-spm'),
  year: Type.Integer(),
  name: Type.String({ minLength: 1 }),
  type: literals(EXAM_TYPES),
  startDate: IsoDate,
  endDate: IsoDate,
  status: literals(EXAM_STATUSES),
  resultsDate: Type.Union([IsoDate, Type.Null()], { description: 'Null until announced' }),
  source: literals(EXAM_SOURCES, 'kpm: Lembaga Peperiksaan (Ministry of Education); mpm: Majlis Peperiksaan Malaysia'),
};

/** A term as kept in `data/school/YYYY.yaml`: one group's term, split into segments by its mid-term break. */
export const SchoolTermRecord = Type.Object(
  {
    id: Type.String({ pattern: '^\\d{4}-[12]-[AB]$' }),
    term: Type.Integer({ minimum: 1, maximum: 2 }),
    group: SchoolGroup,
    segments: Type.Array(Type.Object({ startDate: IsoDate, endDate: IsoDate }, { additionalProperties: false }), {
      minItems: 1,
    }),
    status: SchoolStatus,
  },
  { additionalProperties: false },
);
export type SchoolTermRecord = Static<typeof SchoolTermRecord>;

/** A school holiday as kept in `data/school/YYYY.yaml`. */
export const SchoolHolidayRecord = Type.Object(
  { ...schoolHolidayFields, note: Type.Optional(Type.String()) },
  { additionalProperties: false },
);
export type SchoolHolidayRecord = Static<typeof SchoolHolidayRecord>;

/** `data/school/YYYY.yaml`. */
export const SchoolFile = Type.Object(
  { year: Type.Integer(), terms: Type.Array(SchoolTermRecord), holidays: Type.Array(SchoolHolidayRecord) },
  { additionalProperties: false },
);
export type SchoolYearRecord = Static<typeof SchoolFile>;

/** An exam as kept in `data/exams.yaml`. */
export const ExamRecord = Type.Object(
  { ...examFields, note: Type.Optional(Type.String()) },
  { additionalProperties: false },
);
export type ExamRecord = Static<typeof ExamRecord>;

export const ExamsFile = Type.Object({ exams: Type.Array(ExamRecord) }, { additionalProperties: false });

/** A term as served (the v1 contract's school term), its school days counted for the state asked (or the group). */
export const SchoolTerm = Type.Object(
  {
    id: Type.String({ description: 'Year, term number and group' }),
    year: Type.Integer(),
    term: Type.Integer(),
    group: SchoolGroup,
    segments: Type.Array(
      Type.Object({
        startDate: Type.String(),
        endDate: Type.String(),
        schoolDays: Type.Integer({ description: 'School days in the segment, for the state asked (or the group)' }),
      }),
    ),
    totalSchoolDays: Type.Integer(),
    startDate: Type.String(),
    endDate: Type.String(),
    status: SchoolStatus,
  },
  { title: 'SchoolTerm' },
);
export type SchoolTerm = Static<typeof SchoolTerm>;

/** A school holiday as served (the v1 contract's school holiday): the record with its year and calendar-day count. */
export const SchoolHoliday = Type.Object(
  {
    ...schoolHolidayFields,
    year: Type.Integer(),
    days: Type.Integer({ description: 'Calendar days, both ends included' }),
  },
  { title: 'SchoolHoliday' },
);
export type SchoolHoliday = Static<typeof SchoolHoliday>;

/** An exam as served (the v1 contract's school exam). */
export const Exam = Type.Object(examFields, { title: 'Exam' });
export type Exam = Static<typeof Exam>;

/** The school holiday a day falls in, as a day's answers name it. */
export const SchoolHolidayOnDay = Type.Object(
  {
    id: Type.String(),
    type: Type.String(),
    name: StateName,
    startDate: Type.String(),
    endDate: Type.String(),
    status: SchoolStatus,
  },
  { title: 'SchoolHolidayOnDay' },
);
export type SchoolHolidayOnDay = Static<typeof SchoolHolidayOnDay>;

/** GET /school/is-school-day (the v1 contract's school-day result). */
export const SchoolDay = Type.Object(
  {
    date: Type.String(),
    dayOfWeek: Type.String(),
    isSchoolDay: Type.Boolean({
      description: 'Answered only for years with a school calendar: another year is YEAR_NOT_COVERED, never a guess',
    }),
    isPublicHoliday: Type.Boolean(),
    isWeekend: Type.Boolean(),
    group: SchoolGroup,
    term: Nullable(Type.Object({ id: Type.String(), term: Type.Integer(), status: SchoolStatus })),
    holiday: Nullable(SchoolHolidayOnDay),
  },
  { title: 'SchoolDay' },
);
export type SchoolDay = Static<typeof SchoolDay>;
