import { Type } from '@sinclair/typebox';
import { EXAM_SOURCES, EXAM_STATUSES, EXAM_TYPES, SCHOOL_HOLIDAY_TYPES } from '../core/types.js';
import { IsoDate, SchoolGroup, StateName, literals } from './common.js';

const SchoolHolidayFields = {
  id: Type.String({ pattern: '^\\d{4}-[a-z0-9]+(-[a-z0-9]+)*$' }),
  type: literals(SCHOOL_HOLIDAY_TYPES),
  group: SchoolGroup,
  name: StateName,
  startDate: IsoDate,
  endDate: IsoDate,
  states: Type.Array(Type.String(), { minItems: 1, description: '["*"]: the whole group; else the only states it applies to' }),
  excludeStates: Type.Array(Type.String(), { description: 'States of the group it does not apply to' }),
  festival: Type.Optional(Type.String({ description: 'On cuti_perayaan_kpm: the festival' })),
  annex: Type.Optional(Type.Union([literals(['A', 'B', 'C'] as const), Type.Null()], { description: "On cuti_perayaan_kpm: the circular's lampiran; null when declared later" })),
};

const ExamFields = {
  id: Type.String({ pattern: '^\\d{4}-[a-z0-9]+(-[a-z0-9]+)*$' }),
  year: Type.Integer(),
  name: Type.String({ minLength: 1 }),
  type: literals(EXAM_TYPES),
  startDate: IsoDate,
  endDate: IsoDate,
  status: literals(EXAM_STATUSES),
  resultsDate: Type.Union([IsoDate, Type.Null()], { description: 'Null until announced' }),
  source: literals(EXAM_SOURCES, 'kpm: Lembaga Peperiksaan (Ministry of Education); mpm: Majlis Peperiksaan Malaysia'),
};

/** `data/school/YYYY.yaml`. */
export const SchoolFile = Type.Object(
  {
    year: Type.Integer(),
    terms: Type.Array(
      Type.Object(
        {
          id: Type.String({ pattern: '^\\d{4}-[12]-[AB]$' }),
          term: Type.Integer({ minimum: 1, maximum: 2 }),
          group: SchoolGroup,
          segments: Type.Array(Type.Object({ startDate: IsoDate, endDate: IsoDate }, { additionalProperties: false }), { minItems: 1 }),
        },
        { additionalProperties: false },
      ),
    ),
    holidays: Type.Array(Type.Object({ ...SchoolHolidayFields, note: Type.Optional(Type.String()) }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);

/** `data/exams.yaml`. */
export const ExamsFile = Type.Object(
  { exams: Type.Array(Type.Object({ ...ExamFields, note: Type.Optional(Type.String()) }, { additionalProperties: false })) },
  { additionalProperties: false },
);

/** As served: contract 2.9. */
export const SchoolTermSchema = Type.Object({
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
});

/** As served: contract 2.10 and decisions. */
export const SchoolHolidaySchema = Type.Object({
  ...SchoolHolidayFields,
  year: Type.Integer(),
  days: Type.Integer({ description: 'Calendar days, both ends included' }),
});

/** As served: contract 2.11. */
export const ExamSchema = Type.Object(ExamFields);
