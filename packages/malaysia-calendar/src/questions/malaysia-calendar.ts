import { businessDays, addBusinessDays } from './business-days.js';
import type { CalendarData } from './calendar-data.js';
import { type ChangelogQuery, changelog } from './changelog.js';
import { coverage, dependsOnEstimates } from './coverage.js';
import { type CalendarFeedOptions, type ChangeFeed, type ChangeFeedQuery, calendarFeed, changeFeed } from './feeds.js';
import {
  type HolidayListQuery,
  type LeavePlanQuery,
  type NextHolidaysQuery,
  checkAllStates,
  checkDay,
  holidaysBetween,
  holidaysOfYear,
  leavePlan,
  longWeekendsOf,
  nextHolidays,
} from './holidays.js';
import { type CalendarOptions, LOADED_CALENDARS, type LoadedCalendar, loadCalendar } from './loaded-calendar.js';
import { type ExamQuery, type SchoolDayScope, type SchoolYearQuery, exams, isSchoolDay, schoolGroup, schoolHolidays, schoolTerms } from './school.js';
import { type EntitlementsQuery, entitlements } from './entitlements.js';
import { resolveState } from './states.js';
import type { WorkplaceQuery } from './workplace.js';
import { currentYear, today } from './today.js';
import { formatIsoDate } from '../core/civil-date.js';
import type { BusinessDayAddition, BusinessDayCount, DataCoverage, DateCheck, LeavePlan, LongWeekend } from '../model/answers.js';
import type { ChangelogEntry } from '../model/changelog.js';
import type { Entitlements } from '../model/entitlements.js';
import type { SchoolGroup } from '../model/common.js';
import type { Holiday } from '../model/holiday.js';
import type { RollConvention } from '../model/parameters.js';
import type { Exam, SchoolDay, SchoolHoliday, SchoolTerm } from '../model/school.js';
import type { StateRecord, StateResolution } from '../model/state.js';

/**
 * The Malaysian calendar: every question of the HTTP API, answered in process with the same
 * words. Each method returns exactly what the API's `data` holds for the same question, and
 * throws a CalendarError (VALIDATION_ERROR, STATE_NOT_FOUND, YEAR_NOT_COVERED) where the API
 * answers with that error. Dates are ISO `YYYY-MM-DD` strings; states any code or alias.
 * Each question is answered in the file of its topic (holidays, business-days, school,
 * states, feeds, changelog, coverage); `withInputs(calendar)` answers them with the inputs
 * they resolved.
 */
export class MalaysiaCalendar {
  /** Version of the data (changes with any data file). */
  readonly dataVersion: string;
  /** The date of the newest change-log entry. */
  readonly releaseDate: string;
  private readonly loaded: LoadedCalendar;

  constructor(data: CalendarData, options: CalendarOptions = {}) {
    this.loaded = loadCalendar(data, options);
    LOADED_CALENDARS.set(this, this.loaded);
    this.dataVersion = data.dataVersion;
    this.releaseDate = data.releaseDate;
  }

  /**
   * Builds now what each state's first question would otherwise build (its day index over
   * every covered year and its holiday records, a few milliseconds a state): for a process
   * that answers every state, before it takes its first question. Returns the calendar.
   */
  prepare(): this {
    this.loaded.calendar.prepareEveryState();
    return this;
  }

  /** Today in Asia/Kuala_Lumpur, by the calendar's clock. */
  today(): string {
    return formatIsoDate(today(this.loaded));
  }

  /** The current year in Asia/Kuala_Lumpur, by the calendar's clock: every default year. */
  currentYear(): number {
    return currentYear(this.loaded);
  }

  /**
   * The same calendar refusing every year with a projected day (YEAR_NOT_COVERED), as
   * `createCalendar({ estimates: 'exclude' })` does; it shares everything else with this one.
   */
  withoutEstimates(): MalaysiaCalendar {
    if (this.loaded.excludeEstimates) return this;
    const loaded: LoadedCalendar = { ...this.loaded, excludeEstimates: true };
    const view = Object.assign(Object.create(this) as MalaysiaCalendar, { loaded });
    LOADED_CALENDARS.set(view, loaded);
    return view;
  }

  /** The years each part of the data covers. */
  coverage(): DataCoverage {
    return coverage(this.loaded);
  }

  /**
   * Whether an answer about [first, last] (ISO dates, in the covered years) for a state (or,
   * without one, any) rests on a projected day: the range reaches a projected year after the
   * gazetted data, or holds an estimated day of a history year.
   */
  dependsOnEstimates(first: string, last: string, state?: string): boolean {
    return dependsOnEstimates(this.loaded, first, last, state);
  }

  /**
   * GET /holidays/check: is this day a holiday, a weekend, a working day, a school day in the
   * state? With a workplace (`workweek`, `closed`, `open`), `isWeekend` and `isWorkingDay` are its own.
   */
  check(date: string, state: string, workplace: WorkplaceQuery = {}): DateCheck {
    return checkDay(this.loaded, date, state, workplace).data;
  }

  /** GET /holidays/check-all: the date check of the day for every state and federal territory, in canonical order (states, then federal territories, each by code). */
  checkAllStates(date: string): DateCheck[] {
    return checkAllStates(this.loaded, date);
  }

  /**
   * GET /holidays: a year's holidays; without a state only nationwide records. `status` is one
   * status, several comma-separated (`confirmed,tentative`) or `all`; without it only confirmed ones.
   */
  holidays(query: HolidayListQuery = {}): Holiday[] {
    return holidaysOfYear(this.loaded, query).data;
  }

  /** GET /holidays/between: holidays with a day in [start, end]; without a state only nationwide records. */
  between(start: string, end: string, state?: string): Holiday[] {
    return holidaysBetween(this.loaded, start, end, state).data;
  }

  /** GET /holidays/next: the next holidays on or after today, across years (without estimates, up to the first year with a projected day); without a state only nationwide records. */
  next(query: NextHolidaysQuery = {}): Holiday[] {
    return nextHolidays(this.loaded, query).data;
  }

  /**
   * GET /business-days: business days, holidays and weekend days in [start, end] for the state,
   * or for a workplace in it (`workweek`, `closed`, `open`; docs/workplace.md says what each count means then).
   */
  businessDays(start: string, end: string, state: string, workplace: WorkplaceQuery = {}): BusinessDayCount {
    return businessDays(this.loaded, start, end, state, workplace).data;
  }

  /**
   * GET /business-days/add: the business day `days` business days after (or before) `date`.
   * 0 gives the date itself, or with `roll` the business day it rolls to under that convention
   * (other values of `days` always end on a business day, so `roll` changes nothing there).
   */
  addBusinessDays(date: string, days: number, state: string, options: { roll?: RollConvention } & WorkplaceQuery = {}): BusinessDayAddition {
    return addBusinessDays(this.loaded, date, days, state, options).data;
  }

  /** GET /holidays/long-weekends: stretches of 3 or more days off starting in the year, and with bridge days those a few days' leave would make. */
  longWeekends(year: number | undefined, state: string, options: { bridgeDays?: number } & WorkplaceQuery = {}): LongWeekend[] {
    return longWeekendsOf(this.loaded, year, state, options).data;
  }

  /**
   * GET /leave-plans: where to take up to `leaveDays` days of leave in the year (or in the
   * window [start, end] inside it) for the most days in breaks of at least `minBreak` (default 3)
   * consecutive days off; among such plans the one with the fewest leave days, then the one with
   * the earliest leave dates. The year defaults to the year of `start` (or `end`), else the
   * current year.
   */
  planLeave(query: LeavePlanQuery): LeavePlan {
    return leavePlan(this.loaded, query).data;
  }

  /**
   * GET /entitlements: the paid public holidays of a state's year under the employee's holiday
   * law (Employment Act 1955 s.60D; the Sabah and Sarawak Labour Ordinances there): the
   * compulsory ones, the days always paid besides them, the employer's choice, and the day paid
   * for each holiday on the rest day or on another holiday. `workweek` and `restDay` give the
   * employee's week (default: the state's); docs/workplace.md cites the law.
   */
  entitlements(query: EntitlementsQuery): Entitlements {
    return entitlements(this.loaded, query).data;
  }

  /** GET /states: every state and federal territory with its aliases and weekend history. */
  states(): StateRecord[] {
    return this.loaded.stateRecords;
  }

  /** GET /states/resolve: the canonical state for a code, name or alias. */
  resolveState(text: string): StateResolution {
    return resolveState(this.loaded, text);
  }

  /** The school group a state (any code or alias) is in on a date. */
  schoolGroup(state: string, date: string): SchoolGroup {
    return schoolGroup(this.loaded, state, date);
  }

  /** GET /school/is-school-day: a school day for the state (or the group's standard)? */
  isSchoolDay(date: string, scope: SchoolDayScope): SchoolDay {
    return isSchoolDay(this.loaded, date, scope).data;
  }

  /** GET /school/terms: a year's terms, school days counted for the state (or each group's standard). */
  schoolTerms(query: SchoolYearQuery = {}): SchoolTerm[] {
    return schoolTerms(this.loaded, query).data;
  }

  /** GET /school/holidays: a year's school holidays, only those that apply to the state if one is given. */
  schoolHolidays(query: SchoolYearQuery = {}): SchoolHoliday[] {
    return schoolHolidays(this.loaded, query).data;
  }

  /** GET /school/exams: national exams, of a year and type if given. */
  exams(query: ExamQuery = {}): Exam[] {
    return exams(this.loaded, query);
  }

  /**
   * GET /changelog: what changed in the data and when, newest first; with `state`, the entries
   * that name a record of that state or of every state (a removed record counts as every state's).
   */
  changelog(query: ChangelogQuery = {}): ChangelogEntry[] {
    return changelog(this.loaded, query).data;
  }

  /**
   * GET /feed/changes (Atom) and /feed/changes.json (JSON Feed): the newest change-log entries,
   * those of the state if one is given, each titled with what changed and for whom, in the
   * feed's language.
   */
  changeFeed(query: ChangeFeedQuery = {}): ChangeFeed {
    return changeFeed(this.loaded, query).data;
  }

  /**
   * GET /feed/ical/{state}: an RFC 5545 calendar of the state's holidays and, with `include`,
   * its school holidays and the national exams, for a year or, by default, the previous,
   * current and next years (as far as the data goes; past it, the newest three years).
   */
  ics(state: string, options: CalendarFeedOptions = {}): string {
    return calendarFeed(this.loaded, state, options).data;
  }
}
