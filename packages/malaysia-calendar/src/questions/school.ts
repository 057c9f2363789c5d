import { DAY_DATE } from './arguments.js';
import { CalendarError } from './calendar-error.js';
import { requireDays, requireSchoolYear } from './coverage.js';
import type { LoadedCalendar } from './loaded-calendar.js';
import { stateNamed } from './states.js';
import { currentYear } from './today.js';
import type { WithInputs } from './with-inputs.js';
import { type DayNumber, fromParts, yearOf } from '../core/civil-date.js';
import type { SchoolScope } from '../core/school-calendar.js';
import type { SchoolGroup } from '../model/common.js';
import { ExamTypeParameter, GroupParameter, StateParameter, YearParameter } from '../model/parameters.js';
import type { Exam, SchoolDay, SchoolHoliday, SchoolTerm } from '../model/school.js';
import { presentSchoolDay } from '../present/day.js';
import { presentExam, presentSchoolHoliday, presentSchoolTerm } from '../present/school.js';

/** Whom a school-day question is about: a state (any code or alias) or a school group. */
export type SchoolDayScope = { state: string; group?: SchoolGroup } | { group: SchoolGroup; state?: undefined };

/** A year's school records, for a state (its group implied) or a group; all of both groups without either. */
export interface SchoolYearQuery {
  year?: number;
  group?: SchoolGroup;
  state?: string;
}

/** National exams: of a year, of a type. */
export type ExamQuery = { year?: number; type?: Exam['type'] };

/** The inputs of a school-year question: the year, and the group and state asked (a state's group is its group on 1 January). */
export interface SchoolYearInputs {
  year: number;
  group: SchoolGroup | null;
  state: string | null;
}

/** GET /school/is-school-day: a school day for the state (or the group's standard)? */
export function isSchoolDay(loaded: LoadedCalendar, date: string, scope: SchoolDayScope): WithInputs<SchoolDay, { state: string | null }> {
  const day = loaded.args.day('date', DAY_DATE, date);
  const stateText = loaded.args.optional('state', StateParameter, scope.state);
  const group = loaded.args.optional('group', GroupParameter, scope.group);
  if (stateText === undefined && group === undefined) throw new CalendarError('VALIDATION_ERROR', "Give 'state' or 'group'.", ['state', 'group']);
  requireDays(loaded, day);
  requireSchoolYear(loaded, yearOf(day));
  const asked = scopeOf(loaded, stateText, group, day)!;
  return { data: presentSchoolDay(loaded.school, asked, day), inputs: { state: 'state' in asked ? asked.state.code : null } };
}

/** GET /school/terms: a year's terms, school days counted for the state (or each group's standard). */
export function schoolTerms(loaded: LoadedCalendar, query: SchoolYearQuery): WithInputs<SchoolTerm[], SchoolYearInputs> {
  const { year, group, scope, inputs } = schoolYearOf(loaded, query);
  return { data: loaded.school.termsOf(year, group).map((term) => presentSchoolTerm(term, scope ?? { group: term.record.group }, loaded.school)), inputs };
}

/** GET /school/holidays: a year's school holidays, only those that apply to the state if one is given. */
export function schoolHolidays(loaded: LoadedCalendar, query: SchoolYearQuery): WithInputs<SchoolHoliday[], SchoolYearInputs> {
  const { year, group, scope, inputs } = schoolYearOf(loaded, query);
  return { data: loaded.school.holidaysOf(year, group, scope !== undefined && 'state' in scope ? scope : undefined).map(presentSchoolHoliday), inputs };
}

/** GET /school/exams: national exams, of a year and type if given. */
export function exams(loaded: LoadedCalendar, query: ExamQuery): Exam[] {
  const year = loaded.args.optional('year', YearParameter, query.year);
  const type = loaded.args.optional('type', ExamTypeParameter, query.type);
  const years = loaded.school.examYears();
  if (year !== undefined && !years.includes(year)) {
    throw new CalendarError('YEAR_NOT_COVERED', `No exam dates for ${year}: exams are listed for ${years.join(', ')}.`, years.map(String));
  }
  return loaded.school.examsOf({ years: year === undefined ? undefined : [year], type }).map(presentExam);
}

/** The school group a state (any code or alias) is in on a date. */
export function schoolGroup(loaded: LoadedCalendar, state: string, date: string): SchoolGroup {
  return loaded.school.groupOf({ state: stateNamed(loaded, state) }, loaded.args.day('date', DAY_DATE, date));
}

/** `state` implies the group as of the day given; `group` alone is the group's standard. */
function scopeOf(loaded: LoadedCalendar, stateText: string | undefined, group: SchoolGroup | undefined, day: DayNumber): SchoolScope | undefined {
  if (stateText !== undefined) {
    const state = stateNamed(loaded, stateText);
    const stateGroup = loaded.school.groupOf({ state }, day);
    if (group !== undefined && group !== stateGroup) {
      throw new CalendarError('VALIDATION_ERROR', `Parameter 'group' is ${group} but ${state.code} is in group ${stateGroup} then; give one of them.`, [stateGroup]);
    }
    return { state };
  }
  return group === undefined ? undefined : { group };
}

/** The year (default: this year; it must have school data), group and scope of a school-year question, and its inputs. */
function schoolYearOf(loaded: LoadedCalendar, query: SchoolYearQuery) {
  const year = loaded.args.optional('year', YearParameter, query.year) ?? currentYear(loaded);
  const group = loaded.args.optional('group', GroupParameter, query.group);
  const stateText = loaded.args.optional('state', StateParameter, query.state);
  requireSchoolYear(loaded, year);
  const day = fromParts(year, 1, 1);
  const scope = scopeOf(loaded, stateText, group, day);
  const scopeGroup = scope === undefined ? undefined : loaded.school.groupOf(scope, day);
  const inputs: SchoolYearInputs = { year, group: scopeGroup ?? null, state: scope !== undefined && 'state' in scope ? scope.state.code : null };
  return { year, group: scopeGroup, scope, inputs };
}
