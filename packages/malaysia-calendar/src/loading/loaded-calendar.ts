import { Arguments } from '../arguments/arguments.js';
import type { CalendarData } from '../core/calendar-data.js';
import { type CalendarYears, makeCalendarYears } from './calendar-years.js';
import { withTranslatedNames } from './translated-names.js';
import { Calendar } from '../core/calendar.js';
import { MarketCalendar } from '../core/market-calendar.js';
import { SchoolCalendar } from '../core/school-calendar.js';
import { type State, statesOf } from '../core/state.js';
import { ChangedRecords } from '../feed/changed-records.js';
import { FeedCache } from '../feed/feed-cache.js';
import { FeedRevisions } from '../feed/feed-revisions.js';
import type { RecordedEntry } from '../model/changelog.js';
import type { Holiday } from '../model/holiday.js';
import { FIRST_CALENDAR_YEAR, LAST_CALENDAR_YEAR } from '../model/holiday-rule.js';
import { type EstimatesOption, EstimatesParameter } from '../model/parameters.js';
import type { StateRecord } from '../model/state.js';
import { presentState } from '../present/state.js';
import { StateResolver } from '../states/state-resolver.js';

export interface CalendarOptions {
  /** The clock behind "today" and the default year, read in Asia/Kuala_Lumpur; default: the system clock. */
  now?: () => Date;
  /** `exclude`: refuse (YEAR_NOT_COVERED) every year with a projected day instead of answering with estimates; default `include`. */
  estimates?: EstimatesOption;
  /** The years made from the same data at build time (loading/calendar-years.ts); made now without them, or when they were made from other data. */
  years?: CalendarYears;
}

/**
 * The calendar as loaded from its data: everything a question reads, made once. A plain
 * object, so that the view without estimates is a copy with `excludeEstimates` set that shares
 * all the rest (the day indexes, the feeds kept).
 */
export interface LoadedCalendar {
  readonly calendar: Calendar;
  readonly school: SchoolCalendar;
  readonly resolver: StateResolver;
  readonly args: Arguments;
  readonly changes: readonly RecordedEntry[];
  /** The change log's sentences in Malay, Chinese and Tamil were left out of the data (the browser build's): loading/change-sentences.ts brings them. */
  readonly changeSentencesApart: boolean;
  readonly revisions: FeedRevisions;
  /** Made on the first question about changes: most uses of the calendar never ask one. */
  readonly changedRecords: () => ChangedRecords;
  readonly stateRecords: StateRecord[];
  /** The canonical order: the 13 states by code, then the 3 federal territories by code. */
  readonly statesInOrder: readonly State[];
  readonly feeds: FeedCache;
  readonly now: () => Date;
  /** The date of the newest change-log entry. */
  readonly releaseDate: string;
  /** The years the data files hold; the others come from the rules. */
  readonly gazetted: { firstYear: number; lastYear: number };
  /** Years with a projected (estimated) day. */
  readonly estimatedYears: ReadonlySet<number>;
  readonly excludeEstimates: boolean;
  /** Each market's calendar by id, in the data's order; made on the first question about it. */
  readonly markets: ReadonlyMap<string, () => MarketCalendar>;
}

/**
 * The loaded calendar behind each MalaysiaCalendar (and each view of one), for `withInputs`:
 * a function of its own rather than a member, so that a bundle that never asks for inputs
 * leaves it out, and the loaded calendar stays out of the class's public shape.
 */
export const LOADED_CALENDARS = new WeakMap<object, LoadedCalendar>();

export function loadCalendar(compiled: CalendarData, options: CalendarOptions): LoadedCalendar {
  const data = withTranslatedNames(compiled);
  const states = statesOf(data.states);
  // Years made from other data (a data release laid beside an older build) are made again.
  const years = options.years?.dataVersion === data.dataVersion ? options.years : makeCalendarYears(data);
  const calendar = new Calendar(
    states,
    years.holidays,
    { firstYear: FIRST_CALENDAR_YEAR, lastYear: LAST_CALENDAR_YEAR },
    years.dayIndexes?.dataVersion === data.dataVersion ? years.dayIndexes : undefined,
  );
  const args = new Arguments(states.map((state) => state.code));
  let changedRecords: ChangedRecords | undefined;
  return {
    calendar,
    school: new SchoolCalendar(calendar, data.school, data.exams),
    resolver: new StateResolver(states),
    args,
    changes: data.changelog,
    changeSentencesApart: data.changeSentences === 'apart',
    revisions: new FeedRevisions(data.changelog),
    // Every year's records, the rule-made ones of history and of the projected years included: a correction to one is named in the change log by the id users were served.
    changedRecords: () =>
      (changedRecords ??= new ChangedRecords(calendar, {
        states,
        holidays: recordsOf(years),
        removed: data.removed,
        school: data.school,
        exams: data.exams,
      })),
    stateRecords: states.map(presentState),
    statesInOrder: [...states].sort(
      (a, b) =>
        Number(a.type === 'federal_territory') - Number(b.type === 'federal_territory') || a.code.localeCompare(b.code),
    ),
    feeds: new FeedCache(),
    now: options.now ?? (() => new Date()),
    releaseDate: data.releaseDate,
    gazetted: data.coverage,
    estimatedYears: new Set(years.estimatedYears),
    excludeEstimates: args.optional('estimates', EstimatesParameter, options.estimates) === 'exclude',
    markets: new Map(
      data.markets.map((file) => {
        let market: MarketCalendar | undefined;
        return [file.id, () => (market ??= new MarketCalendar(file, calendar))];
      }),
    ),
  };
}

/** The data's and the rules' records of every year: the holidays less the derived replacement days. */
function recordsOf(years: CalendarYears): Holiday[] {
  const replacementDays = new Set(years.replacementDays);
  return years.holidays.flatMap((dated, position) => (replacementDays.has(position) ? [] : [dated.holiday]));
}
