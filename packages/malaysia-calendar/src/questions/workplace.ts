import * as Type from '@sinclair/typebox/type';
import { CalendarError } from '../errors/calendar-error.js';
import type { LoadedCalendar } from '../loading/loaded-calendar.js';
import { type DayNumber, formatIsoDate, parseIsoDate } from '../core/civil-date.js';
import type { WorkingDays } from '../core/day-index.js';
import { type DayRun, firstOverlap, mergedRuns } from '../core/day-runs.js';
import type { MarketCalendar } from '../core/market-calendar.js';
import type { StateCode } from '../core/state.js';
import { type Workplace, weekdaysOf } from '../core/workplace.js';
import { WorkplaceDayIndex } from '../core/workplace-day-index.js';
import { type YearSpan, paidHolidaysWorkplace, requirePaidHolidays } from './paid-workplace.js';
import { parseWorkweek } from './weekdays.js';
import {
  CHOSEN,
  CLOSED,
  HOLIDAYS,
  type HolidayView,
  MAX_WORKPLACE_DAY_ENTRIES,
  OPEN,
  REST_DAY,
  WEEKDAY_CODES,
  type WeekdayCode,
  WORKWEEK,
} from '../model/parameters.js';
import { optional } from '../model/parameter.js';

/** The workplace a question about working days may be asked for, and whose holidays count; every part optional. */
export type WorkplaceQuery = {
  workweek?: readonly string[];
  closed?: readonly string[];
  open?: readonly string[];
  holidays?: HolidayView;
  chosen?: readonly string[];
  restDay?: string;
};

/** What an answer echoes of the workplace it used: only the parts asked, in their canonical form. */
export type WorkplaceInputs = {
  workweek?: WeekdayCode[];
  closed?: string[];
  open?: string[];
  holidays?: HolidayView;
  chosen?: string[];
  restDay?: string;
};

/** A checked workplace (undefined when none was asked: the state's own calendar), and what to echo of it. */
export interface AskedWorkplace {
  workplace: Workplace | undefined;
  inputs: WorkplaceInputs;
  /** The workplace's own closed days, and with holidays=paid the substitute days of the paid holidays: why a day is off. */
  closed: readonly DayRun[];
  substitutes: readonly DayRun[];
}

/**
 * The workplace's parameters, declared once: every question about working days spreads them
 * into its own (the table makes the library's options, the API's query, the command's flags
 * and the MCP tool's arguments from them), and echoes what it used with WORKPLACE_INPUTS.
 */
export const WORKPLACE_PARAMETERS = {
  workweek: optional(WORKWEEK),
  closed: optional(CLOSED),
  open: optional(OPEN),
  holidays: optional(HOLIDAYS),
  chosen: optional(CHOSEN),
  restDay: optional(REST_DAY),
};
export const WORKPLACE_INPUTS = {
  workweek: Type.Optional(Type.Array(Type.String(), { description: 'The days worked, when a workweek was given' })),
  closed: Type.Optional(Type.Array(Type.String(), { description: 'The closed days given, sorted and merged' })),
  open: Type.Optional(Type.Array(Type.String(), { description: 'The open days given, sorted and merged' })),
  holidays: Type.Optional(Type.String({ description: "paid, when the employee's paid holidays were asked" })),
  chosen: Type.Optional(Type.Array(Type.String(), { description: 'The chosen days given' })),
  restDay: Type.Optional(Type.String({ description: 'The rest day given' })),
};

/**
 * The workplace of a question's arguments (already checked against their schemas), with the
 * employee's paid holidays in `years` when `holidays=paid`: VALIDATION_ERROR naming the
 * parameter and the rule at fault.
 */
export function askedWorkplace(
  loaded: LoadedCalendar,
  query: WorkplaceQuery,
  code: StateCode,
  years: YearSpan,
): AskedWorkplace {
  const { workweek: weekEntries, closed: closedEntries, open: openEntries } = query;
  requirePaidHolidays(query);
  const paid = query.holidays === 'paid';
  if (weekEntries === undefined && closedEntries === undefined && openEntries === undefined && !paid)
    return { workplace: undefined, inputs: {}, closed: [], substitutes: [] };
  const workweek = weekEntries === undefined ? undefined : parseWorkweek(weekEntries);
  const closed = closedEntries === undefined ? [] : dayList(loaded, 'closed', closedEntries);
  const open = openEntries === undefined ? [] : dayList(loaded, 'open', openEntries);
  const both = firstOverlap(closed, open);
  if (both !== undefined) {
    throw new CalendarError(
      'VALIDATION_ERROR',
      `Parameters 'closed' and 'open' both name ${formatIsoDate(both.start)}: a day is either closed or open.`,
      [],
      { kind: 'closedAndOpen', date: formatIsoDate(both.start) },
    );
  }
  const inputs: WorkplaceInputs = {};
  if (workweek !== undefined) inputs.workweek = weekdaysOf(workweek).map((day) => WEEKDAY_CODES[day]!);
  if (closedEntries !== undefined) inputs.closed = closed.map(runText);
  if (openEntries !== undefined) inputs.open = open.map(runText);
  const own = { workweek, closed, open };
  if (!paid) return { workplace: own, inputs, closed, substitutes: [] };
  inputs.holidays = 'paid';
  if (query.chosen !== undefined) inputs.chosen = query.chosen.map((entry) => entry.trim());
  if (query.restDay !== undefined) inputs.restDay = query.restDay.toLowerCase().slice(0, 3);
  const employee = paidHolidaysWorkplace(loaded, code, query, own, years);
  return { workplace: employee.workplace, inputs, closed, substitutes: employee.substitutes };
}

/** The working days a question counts: the state's own (or the market's trading days), or the workplace's on top of them. */
export function workingDaysOf(
  loaded: LoadedCalendar,
  code: StateCode,
  workplace: Workplace | undefined,
  market?: MarketCalendar,
): WorkingDays {
  const days = market?.days ?? loaded.calendar.indexOf(code);
  return workplace === undefined ? days : new WorkplaceDayIndex(days, workplace);
}

/** A list of days and ranges as disjoint, ordered runs, every day real and covered, at most MAX_WORKPLACE_DAY_ENTRIES entries. */
export function dayList(loaded: LoadedCalendar, name: string, entries: readonly string[]): DayRun[] {
  if (entries.length > MAX_WORKPLACE_DAY_ENTRIES) {
    throw new CalendarError(
      'VALIDATION_ERROR',
      `Parameter '${name}' has ${entries.length} entries: at most ${MAX_WORKPLACE_DAY_ENTRIES} (dates or ranges) are taken.`,
      [String(MAX_WORKPLACE_DAY_ENTRIES)],
      { kind: 'tooManyEntries', parameter: name, count: entries.length, limit: MAX_WORKPLACE_DAY_ENTRIES },
    );
  }
  const { firstYear, lastYear } = loaded.calendar.coverage;
  const runs = entries.map((entry) => {
    const [start, end = start] = entry.split('..').map((date) => coveredDay(loaded, name, date!, firstYear, lastYear));
    if (start! > end!)
      throw new CalendarError(
        'VALIDATION_ERROR',
        `Parameter '${name}' has the range ${entry}, which ends before it starts.`,
        [],
        { kind: 'backwardRange', parameter: name, range: entry },
      );
    return { start: start!, end: end! };
  });
  return mergedRuns(runs);
}

function coveredDay(
  loaded: LoadedCalendar,
  name: string,
  text: string,
  firstYear: number,
  lastYear: number,
): DayNumber {
  const day = parseIsoDate(text);
  if (day === undefined)
    throw new CalendarError(
      'VALIDATION_ERROR',
      `Parameter '${name}' names ${JSON.stringify(text)}, which is not a real date written YYYY-MM-DD.`,
      [],
      { kind: 'notDateIn', parameter: name, value: JSON.stringify(text) },
    );
  if (!loaded.calendar.covers(day)) {
    throw new CalendarError(
      'VALIDATION_ERROR',
      `Parameter '${name}' names ${text}: its days and ranges must lie within the covered years, ${firstYear} to ${lastYear}.`,
      [String(firstYear), String(lastYear)],
      { kind: 'dateNotCoveredIn', parameter: name, value: text, first: firstYear, last: lastYear },
    );
  }
  return day;
}

/** A run as the lists write it: a date, or a range `start..end`. */
export function runText(run: DayRun): string {
  return run.start === run.end ? formatIsoDate(run.start) : `${formatIsoDate(run.start)}..${formatIsoDate(run.end)}`;
}
