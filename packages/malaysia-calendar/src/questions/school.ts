// biome-ignore lint/correctness/noUnusedImports: Hint, Kind, OptionalKind and ReadonlyKind key TypeBox's schema types: the emitted declarations must be able to name them.
import type { Hint, Kind, OptionalKind, ReadonlyKind } from '@sinclair/typebox';
import { CalendarError } from '../errors/calendar-error.js';
import { requireDays, requireSchoolYear } from './coverage.js';
import type { LoadedCalendar } from '../loading/loaded-calendar.js';
import { question } from './question.js';
import { stateNamed } from './states.js';
import { currentYear } from './today.js';
import * as Type from '@sinclair/typebox/type';
import { type DayNumber, fromParts, yearOf } from '../core/civil-date.js';
import type { SchoolScope } from '../core/school-calendar.js';
import { Nullable, type SchoolGroup } from '../model/common.js';
import { DATE, dated, EXAM_TYPE, GROUP, STATE, YEAR } from '../model/parameters.js';
import { described, optional } from '../model/parameter.js';
import { echo } from '../model/echo.js';
import { Exam, SchoolDay, SchoolHoliday, SchoolTerm } from '../model/school.js';
import { presentSchoolDay } from '../present/day.js';
import { presentExam, presentSchoolHoliday, presentSchoolTerm } from '../present/school.js';

/** The inputs of a school-year question: the year, and the group and state asked (a state's group is its group on 1 January). */
export interface SchoolYearInputs {
  year: number;
  group: SchoolGroup | null;
  state: string | null;
}

const SchoolYearParameters = {
  year: optional(described(YEAR, 'School year; defaults to the current year in Asia/Kuala_Lumpur')),
  group: optional(GROUP),
  state: optional(STATE),
};
const SchoolYearInputSchemas = { year: Type.Integer(), group: Nullable(Type.String()), state: Nullable(Type.String()) };

export const isSchoolDay = question({
  summary: 'Is this day a school day?',
  description:
    'True only inside a term segment, not a weekend day, not a public holiday and not a school holiday of that state (or, with `group` alone, of the group’s standard), under the Ministry of Education calendar. ' +
    'Give `state` or `group`. Returns the term and the school holiday if any, each with its status (tentative when the dates rest on transcriptions of the ministry’s circular, not the circular itself). ' +
    'A date in a year without a published school calendar is refused with YEAR_NOT_COVERED (the date check answers it with isSchoolDay false and school.covered false).',
  parameters: {
    date: dated(DATE, 'Day to check'),
    state: optional(STATE),
    group: optional(GROUP),
  },
  positional: ['date'],
  result: SchoolDay,
  inputs: { date: echo(DATE), state: Nullable(Type.String()), group: Type.String() },
  answer: (loaded, args) => {
    const day = args.date;
    if (args.state === undefined && args.group === undefined)
      throw new CalendarError('VALIDATION_ERROR', "Give 'state' or 'group'.", ['state', 'group'], {
        kind: 'stateOrGroup',
      });
    requireDays(loaded, day);
    requireSchoolYear(loaded, yearOf(day));
    const asked = scopeOf(loaded, args.state, args.group, day)!;
    const data = presentSchoolDay(loaded.school, asked, day);
    return {
      data,
      inputs: { state: 'state' in asked ? asked.state.code : null, group: data.group },
    };
  },
});

export const listSchoolTerms = question({
  summary: 'School terms of a year, with their segments and school days',
  description:
    'The terms of a school year (default: this year) under the Ministry of Education calendar, with their dates and school days. With `state`, the terms of its group and the school days counted for that state ' +
    "(its weekend, public holidays and school holidays); otherwise counted by each group's standard, both groups without either. Each term has a status (confirmed, or tentative before the circular is found). " +
    'A year without published school data is refused with YEAR_NOT_COVERED.',
  parameters: SchoolYearParameters,
  positional: [],
  result: Type.Array(SchoolTerm),
  inputs: SchoolYearInputSchemas,
  records: { schema: SchoolTerm },
  answer: (loaded, args) => {
    const { year, group, scope, inputs } = schoolYearOf(loaded, args);
    return {
      data: loaded.school
        .termsOf(year, group)
        .map((term) => presentSchoolTerm(term, scope ?? { group: term.record.group }, loaded.school)),
      inputs,
    };
  },
});

export const listSchoolHolidays = question({
  summary: 'School holidays of a year: term breaks and the ministry’s festive days',
  description:
    "A school year's holidays (default: this year): the term breaks and the ministry's festive days off. With `state`, only the records that apply to it (its group, `states` and `excludeStates`); " +
    'with `group`, that group’s; both groups without either. Each has a status (confirmed, or tentative before the circular is found). A year without published school data is refused with YEAR_NOT_COVERED.',
  parameters: SchoolYearParameters,
  positional: [],
  result: Type.Array(SchoolHoliday),
  inputs: SchoolYearInputSchemas,
  records: { schema: SchoolHoliday },
  answer: (loaded, args) => {
    const { year, group, scope, inputs } = schoolYearOf(loaded, args);
    return {
      data: loaded.school
        .holidaysOf(year, group, scope !== undefined && 'state' in scope ? scope : undefined)
        .map(presentSchoolHoliday),
      inputs,
    };
  },
});

export const listExams = question({
  summary: 'National exams: SPM, STPM, MUET, STAM',
  description:
    'Exam dates published by Lembaga Peperiksaan (SPM) and Majlis Peperiksaan Malaysia (STPM, MUET), each with its status and source, of one year and type if given; without `year`, every year held. ' +
    'A year without exam dates is refused with YEAR_NOT_COVERED.',
  parameters: {
    year: optional(described(YEAR, 'Exam year; all years when omitted')),
    type: optional(EXAM_TYPE),
  },
  positional: [],
  result: Type.Array(Exam),
  inputs: { year: echo(YEAR, 'null'), type: echo(EXAM_TYPE, 'null') },
  records: { schema: Exam },
  answer: (loaded, args) => {
    const years = loaded.school.examYears();
    if (args.year !== undefined && !years.includes(args.year)) {
      throw new CalendarError(
        'YEAR_NOT_COVERED',
        `No exam dates for ${args.year}: exams are listed for ${years.join(', ')}.`,
        years.map(String),
        { kind: 'noExams', year: args.year, years: [...years] },
      );
    }
    const data = loaded.school
      .examsOf({ years: args.year === undefined ? undefined : [args.year], type: args.type })
      .map(presentExam);
    return { data, inputs: {} };
  },
});

/** The school group a state (any code or alias) is in on a date. */
export function schoolGroup(loaded: LoadedCalendar, state: string, date: string): SchoolGroup {
  const checked = loaded.args.check({ state: STATE, date: DATE }, { state, date });
  return loaded.school.groupOf({ state: stateNamed(loaded, checked.state) }, checked.date);
}

/** `state` implies the group as of the day given; `group` alone is the group's standard. */
function scopeOf(
  loaded: LoadedCalendar,
  stateText: string | undefined,
  group: SchoolGroup | undefined,
  day: DayNumber,
): SchoolScope | undefined {
  if (stateText !== undefined) {
    const state = stateNamed(loaded, stateText);
    const stateGroup = loaded.school.groupOf({ state }, day);
    if (group !== undefined && group !== stateGroup) {
      throw new CalendarError(
        'VALIDATION_ERROR',
        `Parameter 'group' is ${group} but ${state.code} is in group ${stateGroup} then; give one of them.`,
        [stateGroup],
        { kind: 'groupMismatch', group, state: state.code, stateGroup },
      );
    }
    return { state };
  }
  return group === undefined ? undefined : { group };
}

/** The year (default: this year; it must have school data), group and scope of a school-year question, and its inputs. */
function schoolYearOf(loaded: LoadedCalendar, args: { year?: number; group?: SchoolGroup; state?: string }) {
  const year = args.year ?? currentYear(loaded);
  requireSchoolYear(loaded, year);
  const day = fromParts(year, 1, 1);
  const scope = scopeOf(loaded, args.state, args.group, day);
  const scopeGroup = scope === undefined ? undefined : loaded.school.groupOf(scope, day);
  const inputs: SchoolYearInputs = {
    year,
    group: scopeGroup ?? null,
    state: scope !== undefined && 'state' in scope ? scope.state.code : null,
  };
  return { year, group: scopeGroup, scope, inputs };
}
