import { Arguments } from './arguments.js';
import type { CalendarData } from './calendar-data.js';
import { CalendarError } from './calendar-error.js';
import { Calendar } from '../core/calendar.js';
import { type DayNumber, daysInMonth, formatIsoDate, fromParts, parseIsoDate, todayInKualaLumpur, yearOf } from '../core/civil-date.js';
import { appliesTo, datedHoliday, isInForce, isNationwide } from '../core/dated-holiday.js';
import { rollToBusinessDay } from '../core/business-day-roll.js';
import { planLeave } from '../core/leave-plan.js';
import { longWeekends } from '../core/long-weekends.js';
import { SchoolCalendar, type SchoolScope } from '../core/school-calendar.js';
import { type State, statesOf } from '../core/state.js';
import { examEvents, holidayEvents, schoolHolidayEvents } from '../feed/feed-events.js';
import { type ChangeFeedEntry, changeFeedEntries } from '../feed/change-entries.js';
import { CHANGE_WORDS } from '../feed/change-words.js';
import { ChangedRecords } from '../feed/changed-records.js';
import { FeedRevisions } from '../feed/feed-revisions.js';
import { FEED_WORDS } from '../feed/feed-words.js';
import { type FeedEvent, icalFeed } from '../feed/ical-feed.js';
import type { BusinessDayAddition, BusinessDayCount, DataCoverage, DateCheck, LeavePlan, LongWeekend } from '../model/answers.js';
import type { SchoolGroup } from '../model/common.js';
import type { Holiday, HolidayType } from '../model/holiday.js';
import { statusesAsked } from './holiday-statuses.js';
import { holidayYears } from './holiday-years.js';
import { FIRST_CALENDAR_YEAR, LAST_CALENDAR_YEAR } from '../model/holiday-rule.js';
import {
  BridgeDaysParameter,
  BusinessDaysParameter,
  DateParameter,
  type EstimatesOption,
  EstimatesParameter,
  ExamTypeParameter,
  FEED_PARTS,
  type FeedLanguage,
  FeedIncludeParameter,
  FeedLanguageParameter,
  FeedStateParameter,
  GroupParameter,
  HolidayTypeParameter,
  LeaveDaysParameter,
  MinBreakParameter,
  MonthParameter,
  NextLimitParameter,
  RollParameter,
  type RollConvention,
  StateParameter,
  StateQueryParameter,
  StatusParameter,
  YearParameter,
} from '../model/parameters.js';
import { type ChangelogEntry, ChangelogLimitParameter } from '../model/changelog.js';
import type { Exam, SchoolDay, SchoolHoliday, SchoolTerm } from '../model/school.js';
import type { StateRecord, StateResolution } from '../model/state.js';
import { presentDateCheck, presentSchoolDay } from '../present/day.js';
import { presentLeavePlan } from '../present/leave-plan.js';
import { presentLongWeekend } from '../present/long-weekend.js';
import { presentExam, presentSchoolHoliday, presentSchoolTerm } from '../present/school.js';
import { presentResolution, presentState } from '../present/state.js';
import { StateResolver } from '../states/state-resolver.js';

/** The change log as a feed: its title and its entries, newest first (CHANGE_FEED_SIZE at most). */
export interface ChangeFeed {
  title: string;
  /** The date of its newest entry (the release date when it has none). */
  updated: string;
  entries: ChangeFeedEntry[];
}

/** Entries a change feed holds: a reader polls it often, and the whole log is /changelog's. */
export const CHANGE_FEED_SIZE = 50;

/** Whom a school-day question is about: a state (any code or alias) or a school group. */
export type SchoolDayScope = { state: string; group?: SchoolGroup } | { group: SchoolGroup; state?: undefined };

/** A year's school records, for a state (its group implied) or a group; all of both groups without either. */
export interface SchoolYearQuery {
  year?: number;
  group?: SchoolGroup;
  state?: string;
}

export interface CalendarOptions {
  /** The clock behind "today" and the default year, read in Asia/Kuala_Lumpur; default: the system clock. */
  now?: () => Date;
  /** `exclude`: refuse (YEAR_NOT_COVERED) every year with a projected day instead of answering with estimates; default `include`. */
  estimates?: EstimatesOption;
}

const DAY_DATE = DateParameter('Day to check');
const FIRST_DATE = DateParameter('First day');
const LAST_DATE = DateParameter('Last day');
const SINCE_DATE = DateParameter('Only entries on or after this date');
const WINDOW_START = DateParameter('First day of the window, inside the year');
const WINDOW_END = DateParameter('Last day of the window, inside the year');

/**
 * The Malaysian calendar: every question of the HTTP API, answered in process with the same
 * words. Each method returns exactly what the API's `data` holds for the same question, and
 * throws a CalendarError (VALIDATION_ERROR, STATE_NOT_FOUND, YEAR_NOT_COVERED) where the API
 * answers with that error. Dates are ISO `YYYY-MM-DD` strings; states any code or alias.
 */
export class MalaysiaCalendar {
  /** Version of the data (changes with any data file). */
  readonly dataVersion: string;
  /** The date of the newest change-log entry. */
  readonly releaseDate: string;
  private readonly calendar: Calendar;
  private readonly school: SchoolCalendar;
  private readonly resolver: StateResolver;
  private readonly args: Arguments;
  private readonly changes: readonly ChangelogEntry[];
  private readonly revisions: FeedRevisions;
  /** Made on the first question about changes: most uses of the calendar never ask one. */
  private readonly changedRecords: () => ChangedRecords;
  private readonly stateRecords: StateRecord[];
  /** The canonical order: the 13 states by code, then the 3 federal territories by code. */
  private readonly statesInOrder: readonly State[];
  /** Feeds written so far: their inputs are few and fixed per release, and writing one takes milliseconds. */
  private readonly feeds = new Map<string, string>();
  private readonly now: () => Date;
  /** The years the data files hold; the others come from the rules. */
  private readonly gazetted: { firstYear: number; lastYear: number };
  /** Years with a projected (estimated) day. */
  private readonly estimatedYears: ReadonlySet<number>;
  private readonly excludeEstimates: boolean;

  constructor(data: CalendarData, options: CalendarOptions = {}) {
    const states = statesOf(data.states);
    const years = holidayYears(data);
    this.calendar = new Calendar(states, years.records.map(datedHoliday), { firstYear: FIRST_CALENDAR_YEAR, lastYear: LAST_CALENDAR_YEAR });
    this.gazetted = years.gazetted;
    this.estimatedYears = years.estimatedYears;
    this.school = new SchoolCalendar(this.calendar, data.school, data.exams);
    this.resolver = new StateResolver(states);
    this.args = new Arguments(states.map((state) => state.code));
    this.excludeEstimates = this.args.optional('estimates', EstimatesParameter, options.estimates) === 'exclude';
    this.changes = data.changelog;
    this.revisions = new FeedRevisions(data.changelog);
    let changedRecords: ChangedRecords | undefined;
    this.changedRecords = () => (changedRecords ??= new ChangedRecords(this.calendar, { states, holidays: data.holidays, school: data.school, exams: data.exams }));
    this.stateRecords = states.map(presentState);
    this.statesInOrder = [...states].sort((a, b) => Number(a.type === 'federal_territory') - Number(b.type === 'federal_territory') || a.code.localeCompare(b.code));
    this.dataVersion = data.dataVersion;
    this.releaseDate = data.releaseDate;
    this.now = options.now ?? (() => new Date());
  }

  /** Today in Asia/Kuala_Lumpur, by the calendar's clock. */
  today(): string {
    return formatIsoDate(this.todayNumber());
  }

  /**
   * The same calendar refusing every year with a projected day (YEAR_NOT_COVERED), as
   * `createCalendar({ estimates: 'exclude' })` does; it shares everything else with this one.
   */
  withoutEstimates(): MalaysiaCalendar {
    if (this.excludeEstimates) return this;
    const view = Object.create(this) as MalaysiaCalendar;
    (view as unknown as { excludeEstimates: boolean }).excludeEstimates = true;
    return view;
  }

  /** The years each part of the data covers. */
  coverage(): DataCoverage {
    const estimated = [...this.estimatedYears].sort((a, b) => a - b);
    const served = this.excludeEstimates ? this.calendar.coveredYears().filter((year) => !this.estimatedYears.has(year)) : this.calendar.coveredYears();
    return {
      holidays: { firstYear: served[0]!, lastYear: served.at(-1)!, gazetted: this.gazetted, estimated: this.excludeEstimates ? [] : estimated },
      school: [...this.school.years],
      exams: this.school.examYears(),
    };
  }

  /**
   * Whether an answer about [first, last] (ISO dates, in the covered years) for a state (or,
   * without one, any) rests on a projected day: the range reaches a projected year after the
   * gazetted data, or holds an estimated day of a history year.
   */
  dependsOnEstimates(first: string, last: string, state?: string): boolean {
    const start = parseIsoDate(first)!;
    const end = parseIsoDate(last)!;
    if (yearOf(end) > this.gazetted.lastYear) return true;
    if (![...this.estimatedYears].some((year) => year >= yearOf(start) && year <= yearOf(end))) return false;
    const code = state === undefined ? undefined : this.state(state).code;
    const records = code === undefined ? this.calendar.holidays.overlapping(start, end) : this.calendar.holidaysOfState(code, start, end);
    return records.some((dated) => dated.holiday.estimated === true);
  }

  /** GET /holidays/check: is this day a holiday, a weekend, a working day, a school day in the state? */
  check(date: string, state: string): DateCheck {
    const day = this.day('date', DAY_DATE, date);
    const found = this.state(this.args.required('state', StateParameter, state));
    this.requireDays(day);
    return presentDateCheck(this.calendar, this.school, found, day);
  }

  /** GET /holidays/check-all: the date check of the day for every state and federal territory, in canonical order (states, then federal territories, each by code). */
  checkAllStates(date: string): DateCheck[] {
    const day = this.day('date', DAY_DATE, date);
    this.requireDays(day);
    return this.statesInOrder.map((state) => presentDateCheck(this.calendar, this.school, state, day));
  }

  /**
   * GET /holidays: a year's holidays; without a state only nationwide records. `status` is one
   * status, several comma-separated (`confirmed,tentative`) or `all`; without it only confirmed ones.
   */
  holidays(query: { year?: number; state?: string; month?: number; type?: HolidayType; status?: string } = {}): Holiday[] {
    const year = this.args.optional('year', YearParameter, query.year) ?? this.currentYear();
    const stateText = this.args.optional('state', StateParameter, query.state);
    const month = this.args.optional('month', MonthParameter, query.month);
    const type = this.args.optional('type', HolidayTypeParameter, query.type);
    const statuses = statusesAsked(this.args.optional('status', StatusParameter, query.status) ?? 'confirmed');
    this.requireYear(year);
    const state = stateText === undefined ? undefined : this.state(stateText);
    const start = fromParts(year, month ?? 1, 1);
    const end = month === undefined ? fromParts(year, 12, 31) : fromParts(year, month, daysInMonth(year, month));
    return this.calendar.holidays
      .overlapping(start, end)
      .filter((dated) => dated.first >= start && statuses.includes(dated.holiday.status) && (type === undefined || dated.holiday.type === type))
      .filter((dated) => (state === undefined ? isNationwide(dated) : appliesTo(dated, state.code)))
      .map((dated) => dated.holiday);
  }

  /** GET /holidays/between: holidays with a day in [start, end]; without a state only nationwide records. */
  between(start: string, end: string, state?: string): Holiday[] {
    const first = this.day('start', FIRST_DATE, start);
    const last = this.day('end', LAST_DATE, end);
    const stateText = this.args.optional('state', StateParameter, state);
    this.requireRange(first, last);
    if (stateText === undefined) return this.calendar.holidays.overlapping(first, last).filter((dated) => isInForce(dated) && isNationwide(dated)).map((dated) => dated.holiday);
    return this.calendar.holidaysOfState(this.state(stateText).code, first, last).map((dated) => dated.holiday);
  }

  /** GET /holidays/next: the next holidays on or after today, across years (without estimates, up to the first year with a projected day); without a state only nationwide records. */
  next(query: { state?: string; type?: HolidayType; limit?: number; today?: string } = {}): Holiday[] {
    const stateText = this.args.optional('state', StateParameter, query.state);
    const type = this.args.optional('type', HolidayTypeParameter, query.type);
    const limit = this.args.optional('limit', NextLimitParameter, query.limit) ?? 1;
    const today = query.today === undefined ? this.todayNumber() : this.day('today', DAY_DATE, query.today);
    const state = stateText === undefined ? undefined : this.state(stateText);
    const found: Holiday[] = [];
    for (const dated of state === undefined ? this.calendar.holidays.from(today) : this.calendar.holidaysOf(state.code).from(today)) {
      if (found.length === limit || (this.excludeEstimates && this.estimatedYears.has(yearOf(dated.first)))) break;
      if (isInForce(dated) && (type === undefined || dated.holiday.type === type) && (state !== undefined || isNationwide(dated))) found.push(dated.holiday);
    }
    return found;
  }

  /** GET /business-days: business days, holidays and weekend days in [start, end] for the state. */
  businessDays(start: string, end: string, state: string): BusinessDayCount {
    const first = this.day('start', FIRST_DATE, start);
    const last = this.day('end', LAST_DATE, end);
    const found = this.state(this.args.required('state', StateParameter, state));
    this.requireRange(first, last);
    const counts = this.calendar.indexOf(found.code).count(first, last);
    return { ...counts, holidayList: this.calendar.holidaysOfState(found.code, first, last).map((dated) => dated.holiday) };
  }

  /**
   * GET /business-days/add: the business day `days` business days after (or before) `date`.
   * 0 gives the date itself, or with `roll` the business day it rolls to under that convention
   * (other values of `days` always end on a business day, so `roll` changes nothing there).
   */
  addBusinessDays(date: string, days: number, state: string, options: { roll?: RollConvention } = {}): BusinessDayAddition {
    const day = this.day('date', DateParameter('Start date'), date);
    const count = this.args.required('days', BusinessDaysParameter, days);
    const found = this.state(this.args.required('state', StateParameter, state));
    const roll = this.args.optional('roll', RollParameter, options.roll);
    this.requireDays(day);
    const index = this.calendar.indexOf(found.code);
    const result = count === 0 && roll !== undefined ? rollToBusinessDay(index, day, roll) : index.addBusinessDays(day, count);
    if (result === undefined) {
      throw this.notCovered(count === 0 ? `The ${roll} business day of ${date} falls outside the data` : `${Math.abs(count)} business days ${count > 0 ? 'after' : 'before'} ${date} fall outside the data`);
    }
    this.requireDays(day, result);
    return { startDate: date, businessDays: count, resultDate: formatIsoDate(result) };
  }

  /** GET /holidays/long-weekends: stretches of 3 or more days off starting in the year, and with bridge days those a few days' leave would make. */
  longWeekends(year: number | undefined, state: string, options: { bridgeDays?: number } = {}): LongWeekend[] {
    const checkedYear = this.args.optional('year', YearParameter, year) ?? this.currentYear();
    const stateText = this.args.required('state', StateParameter, state);
    const bridgeDays = this.args.optional('bridgeDays', BridgeDaysParameter, options.bridgeDays) ?? 0;
    this.requireYear(checkedYear);
    return longWeekends(this.calendar, this.state(stateText).code, checkedYear, bridgeDays).map(presentLongWeekend);
  }

  /**
   * GET /leave-plans: where to take up to `leaveDays` days of leave in the year (or in the
   * window [start, end] inside it) for the most days in breaks of at least `minBreak` (default 3)
   * consecutive days off; among such plans the one with the fewest leave days, then the one with
   * the earliest leave dates. The year defaults to the year of `start` (or `end`), else the
   * current year.
   */
  planLeave(query: { year?: number; state: string; leaveDays: number; minBreak?: number; start?: string; end?: string }): LeavePlan {
    const year = this.args.optional('year', YearParameter, query.year);
    const stateText = this.args.required('state', StateParameter, query.state);
    const leaveDays = this.args.required('leaveDays', LeaveDaysParameter, query.leaveDays);
    const minBreak = this.args.optional('minBreak', MinBreakParameter, query.minBreak) ?? 3;
    const first = query.start === undefined ? undefined : this.day('start', WINDOW_START, query.start);
    const last = query.end === undefined ? undefined : this.day('end', WINDOW_END, query.end);
    const windowDay = first ?? last;
    const planYear = year ?? (windowDay === undefined ? this.currentYear() : yearOf(windowDay));
    this.requireYear(planYear);
    const state = this.state(stateText);
    const start = first ?? fromParts(planYear, 1, 1);
    const end = last ?? fromParts(planYear, 12, 31);
    for (const [name, day] of [['start', start], ['end', end]] as const) {
      if (yearOf(day) !== planYear) {
        throw new CalendarError('VALIDATION_ERROR', `Parameter '${name}' must be a date in ${planYear}, the year of the plan.`, [formatIsoDate(fromParts(planYear, 1, 1)), formatIsoDate(fromParts(planYear, 12, 31))]);
      }
    }
    if (start > end) throw new CalendarError('VALIDATION_ERROR', "Parameter 'start' must not be after 'end'.", []);
    const question = { state, year: planYear, start, end, leaveDays, minBreak };
    return presentLeavePlan(this.calendar, question, planLeave(this.calendar.indexOf(state.code), start, end, leaveDays, minBreak));
  }

  /** GET /states: every state and federal territory with its aliases and weekend history. */
  states(): StateRecord[] {
    return this.stateRecords;
  }

  /** GET /states/resolve: the canonical state for a code, name or alias. */
  resolveState(text: string): StateResolution {
    return presentResolution(this.state(this.args.required('q', StateQueryParameter, text)));
  }

  /** The school group a state (any code or alias) is in on a date. */
  schoolGroup(state: string, date: string): SchoolGroup {
    return this.school.groupOf({ state: this.state(state) }, this.day('date', DAY_DATE, date));
  }

  /** GET /school/is-school-day: a school day for the state (or the group's standard)? */
  isSchoolDay(date: string, scope: SchoolDayScope): SchoolDay {
    const day = this.day('date', DAY_DATE, date);
    const stateText = this.args.optional('state', StateParameter, scope.state);
    const group = this.args.optional('group', GroupParameter, scope.group);
    if (stateText === undefined && group === undefined) throw new CalendarError('VALIDATION_ERROR', "Give 'state' or 'group'.", ['state', 'group']);
    this.requireDays(day);
    this.requireSchoolYear(yearOf(day));
    return presentSchoolDay(this.school, this.scopeOf(stateText, group, day)!, day);
  }

  /** GET /school/terms: a year's terms, school days counted for the state (or each group's standard). */
  schoolTerms(query: SchoolYearQuery = {}): SchoolTerm[] {
    const { year, group, scope } = this.schoolYearOf(query);
    return this.school.termsOf(year, group).map((term) => presentSchoolTerm(term, scope ?? { group: term.record.group }, this.school));
  }

  /** GET /school/holidays: a year's school holidays, only those that apply to the state if one is given. */
  schoolHolidays(query: SchoolYearQuery = {}): SchoolHoliday[] {
    const { year, group, scope } = this.schoolYearOf(query);
    return this.school.holidaysOf(year, group, scope !== undefined && 'state' in scope ? scope : undefined).map(presentSchoolHoliday);
  }

  /** GET /school/exams: national exams, of a year and type if given. */
  exams(query: { year?: number; type?: Exam['type'] } = {}): Exam[] {
    const year = this.args.optional('year', YearParameter, query.year);
    const type = this.args.optional('type', ExamTypeParameter, query.type);
    const years = this.school.examYears();
    if (year !== undefined && !years.includes(year)) {
      throw new CalendarError('YEAR_NOT_COVERED', `No exam dates for ${year}: exams are listed for ${years.join(', ')}.`, years.map(String));
    }
    return this.school.exams.filter((exam) => (year === undefined || exam.year === year) && (type === undefined || exam.type === type)).map(presentExam);
  }

  /**
   * GET /changelog: what changed in the data and when, newest first; with `state`, the entries
   * that name a record of that state or of every state (a removed record counts as every state's).
   */
  changelog(query: { since?: string; state?: string; limit?: number } = {}): ChangelogEntry[] {
    const since = this.args.optional('since', SINCE_DATE, query.since);
    const stateText = this.args.optional('state', StateParameter, query.state);
    const limit = this.args.optional('limit', ChangelogLimitParameter, query.limit) ?? 20;
    return this.changesOf(stateText).filter((entry) => since === undefined || entry.date >= since).slice(0, limit);
  }

  /**
   * GET /feed/changes (Atom) and /feed/changes.json (JSON Feed): the newest change-log entries,
   * those of the state if one is given, each titled with what changed and for whom, in the
   * feed's language.
   */
  changeFeed(query: { state?: string; lang?: FeedLanguage } = {}): ChangeFeed {
    const stateText = this.args.optional('state', StateParameter, query.state);
    const lang = this.args.optional('lang', FeedLanguageParameter, query.lang) ?? 'en';
    const entries = this.changesOf(stateText).slice(0, CHANGE_FEED_SIZE);
    const place = stateText === undefined ? undefined : FEED_WORDS.get(lang)!.stateName(this.state(stateText));
    return {
      title: CHANGE_WORDS.get(lang)!.feedTitle(place),
      updated: entries[0]?.date ?? this.releaseDate,
      entries: changeFeedEntries(entries, this.changedRecords(), this.statesInOrder, lang),
    };
  }

  /**
   * GET /feed/ical/{state}: an RFC 5545 calendar of the state's holidays and, with `include`,
   * its school holidays and the national exams, for a year or, by default, the previous,
   * current and next years (see subscriptionYears).
   */
  ics(state: string, options: { year?: number; include?: string; lang?: FeedLanguage } = {}): string {
    const stateText = this.args.required('state', FeedStateParameter, state);
    const year = this.args.optional('year', YearParameter, options.year);
    const include = this.args.optional('include', FeedIncludeParameter, options.include) ?? 'holidays';
    const lang = this.args.optional('lang', FeedLanguageParameter, options.lang) ?? 'en';
    const found = this.state(stateText);
    const parts = new Set(include.toLowerCase().split(','));
    const unknown = [...parts].find((part) => !(FEED_PARTS as readonly string[]).includes(part));
    if (unknown !== undefined) throw new CalendarError('VALIDATION_ERROR', `Parameter 'include' takes ${FEED_PARTS.join(', ')}; got '${unknown}'.`, [...FEED_PARTS]);
    const years = year === undefined ? this.subscriptionYears() : [year];
    if (year !== undefined) this.requireYear(year);
    if (parts.has('school') && year !== undefined) this.requireSchoolYear(year);
    const key = [found.code, years.join(','), [...parts].sort().join(','), lang].join('|');
    let body = this.feeds.get(key);
    if (body === undefined) {
      const words = FEED_WORDS.get(lang)!;
      const content = { state: found, firstYear: years[0]!, lastYear: years.at(-1)!, events: this.feedEvents(found, years, parts, lang) };
      body = icalFeed(content, words, lang, this.releaseDate);
      this.feeds.set(key, body);
    }
    return body;
  }

  /**
   * The years a subscription holds: the previous, the current and the next year, as far as the
   * data goes, so that looking back a few weeks after New Year still shows last year's
   * holidays. Past the newest covered year it holds the newest three covered years (and before
   * the data the first three), so a subscribed calendar never empties; its description names
   * the years it holds.
   */
  private subscriptionYears(): number[] {
    const current = this.currentYear();
    const covered = this.calendar.coveredYears().filter((year) => !this.excludeEstimates || !this.estimatedYears.has(year));
    const window = covered.filter((candidate) => candidate >= current - 1 && candidate <= current + 1);
    if (window.length > 0) return window;
    return current > covered.at(-1)! ? covered.slice(-3) : covered.slice(0, 3);
  }

  private feedEvents(state: State, years: number[], parts: Set<string>, lang: FeedLanguage): FeedEvent[] {
    const words = FEED_WORDS.get(lang)!;
    const events: FeedEvent[] = [];
    if (parts.has('holidays')) {
      const holidays = this.calendar.holidaysOfState(state.code, fromParts(years[0]!, 1, 1), fromParts(years.at(-1)!, 12, 31));
      events.push(...holidayEvents(holidays.map((dated) => dated.holiday), words, lang, this.revisions));
    }
    if (parts.has('school')) {
      const schoolYears = years.filter((candidate) => this.school.coversYear(candidate));
      const holidays = schoolYears.flatMap((year) => this.school.holidaysOf(year, undefined, { state }));
      events.push(...schoolHolidayEvents(holidays.map((dated) => dated.record), words, lang, this.revisions));
    }
    if (parts.has('exams')) events.push(...examEvents(this.school.exams.filter((exam) => years.includes(exam.year)), words, this.revisions));
    return events.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id));
  }

  /** The change-log entries that touch the state (any code or alias), or all of them. */
  private changesOf(stateText: string | undefined): readonly ChangelogEntry[] {
    if (stateText === undefined) return this.changes;
    const code = this.state(stateText).code;
    return this.changes.filter((entry) => this.changedRecords().touches(entry, code));
  }

  private todayNumber(): DayNumber {
    return todayInKualaLumpur(this.now());
  }

  /** The current year in Asia/Kuala_Lumpur, by the calendar's clock: every default year. */
  currentYear(): number {
    return yearOf(this.todayNumber());
  }

  private day(name: string, schema: ReturnType<typeof DateParameter>, text: unknown): DayNumber {
    return parseIsoDate(this.args.required(name, schema, text))!;
  }

  /** Resolves a state (code or alias) or throws STATE_NOT_FOUND with the likeliest codes. */
  private state(text: string): State {
    const state = this.resolver.resolve(text);
    if (state !== undefined) return state;
    const suggestions = this.resolver.suggest(text);
    const hint = suggestions.length > 0 ? ` Did you mean ${suggestions.join(', ')}?` : ' See GET /v1/states for every code and alias.';
    throw new CalendarError('STATE_NOT_FOUND', `No state or federal territory matches "${text}".${hint}`, suggestions);
  }

  /** `state` implies the group as of the day given; `group` alone is the group's standard. */
  private scopeOf(stateText: string | undefined, group: SchoolGroup | undefined, day: DayNumber): SchoolScope | undefined {
    if (stateText !== undefined) {
      const state = this.state(stateText);
      const stateGroup = this.school.groupOf({ state }, day);
      if (group !== undefined && group !== stateGroup) {
        throw new CalendarError('VALIDATION_ERROR', `Parameter 'group' is ${group} but ${state.code} is in group ${stateGroup} then; give one of them.`, [stateGroup]);
      }
      return { state };
    }
    return group === undefined ? undefined : { group };
  }

  /** The year (default: this year; it must have school data), group and scope of a school-year question. */
  private schoolYearOf(query: SchoolYearQuery): { year: number; group: SchoolGroup | undefined; scope: SchoolScope | undefined } {
    const year = this.args.optional('year', YearParameter, query.year) ?? this.currentYear();
    const group = this.args.optional('group', GroupParameter, query.group);
    const stateText = this.args.optional('state', StateParameter, query.state);
    this.requireSchoolYear(year);
    const day = fromParts(year, 1, 1);
    const scope = this.scopeOf(stateText, group, day);
    return { year, group: scope === undefined ? undefined : this.school.groupOf(scope, day), scope };
  }

  private requireYear(year: number): void {
    if (!this.calendar.coversYear(year)) throw this.notCovered(`Year ${year} is not covered`);
    if (this.excludeEstimates && this.estimatedYears.has(year)) throw this.estimatesExcluded(year);
  }

  /** Each day covered and, without estimates, every year from the first day to the last free of projected days. */
  private requireDays(...days: DayNumber[]): void {
    const outside = days.find((day) => !this.calendar.covers(day));
    if (outside !== undefined) throw this.notCovered(`${yearOf(outside)} is outside the data`);
    if (!this.excludeEstimates) return;
    const years = days.map(yearOf);
    for (let year = Math.min(...years); year <= Math.max(...years); year++) if (this.estimatedYears.has(year)) throw this.estimatesExcluded(year);
  }

  /** start <= end, both covered. */
  private requireRange(start: DayNumber, end: DayNumber): void {
    if (start > end) throw new CalendarError('VALIDATION_ERROR', "Parameter 'start' must not be after 'end'.", []);
    this.requireDays(start, end);
  }

  /**
   * School data exists only for years with a source for the ministry's calendar (from 2026 on;
   * a year resting on transcriptions of the circular is served `tentative`). A later year is
   * refused as not yet published, naming the covered years, never answered with a guess.
   */
  private requireSchoolYear(year: number): void {
    if (this.school.coversYear(year)) return;
    const years = this.school.years;
    const covered = `school data covers ${years.join(', ')}`;
    const message =
      years.length > 0 && year > years.at(-1)!
        ? `The Ministry of Education has not yet published the ${year} school calendar (Kalendar Akademik ${year}): ${covered}. ` +
          `${year} school terms, school holidays and school days are not answered until it is published.`
        : `No school calendar for ${year}: ${covered}. Years before ${years[0] ?? 2026} are not maintained.`;
    throw new CalendarError('YEAR_NOT_COVERED', message, years.map(String));
  }

  /** YEAR_NOT_COVERED for something outside the years served, naming the range (its first and last years as suggestions). */
  private notCovered(what: string): CalendarError {
    const { firstYear, lastYear } = this.calendar.coverage;
    return new CalendarError(
      'YEAR_NOT_COVERED',
      `${what}: holidays are answered for ${firstYear} to ${lastYear} (gazetted ${this.gazetted.firstYear} to ${this.gazetted.lastYear}, the years before from the record, the years after projected). Days outside it are not answered rather than guessed.`,
      [String(firstYear), String(lastYear)],
    );
  }

  /** YEAR_NOT_COVERED for a year with projected days, asked without estimates. */
  private estimatesExcluded(year: number): CalendarError {
    const years = this.coverage().holidays;
    return new CalendarError(
      'YEAR_NOT_COVERED',
      `${year} has projected (estimated) holidays, and estimates are excluded: without estimates, holidays are answered for ${years.firstYear} to ${years.lastYear}.`,
      [String(years.firstYear), String(years.lastYear)],
    );
  }
}
