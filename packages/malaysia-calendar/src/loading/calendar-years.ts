import type { CalendarData } from '../core/calendar-data.js';
import { holidayYears } from './holiday-years.js';
import { type DatedHoliday, datedHoliday } from '../core/dated-holiday.js';
import { withReplacementDays } from '../core/replacement-days.js';
import { statesOf } from '../core/state.js';
import type { MadeDayIndexes } from '../core/day-index.js';

/**
 * The calendar's years as made from the data: every holiday of 2001-2100 (gazetted, on record,
 * projected from the rules) with the replacement days they give, in the calendar's order, and
 * the years holding an estimated day. A pure function of the compiled data, and most of the
 * work of making a calendar (about two thirds of the service's calendar before it listens,
 * docs/benchmarks.md), so a process that starts often can take them made at build time
 * instead (loading/calendar-years-file.ts).
 */
export interface CalendarYears {
  /** The data they were made from: a calendar on other data makes its own. */
  dataVersion: string;
  /** Every record and replacement day, by first day then id. */
  holidays: DatedHoliday[];
  /** The positions in `holidays` of the derived replacement days: the others are the data's and the rules' records. */
  replacementDays: number[];
  /** Years with an estimated day: every projected year, and a history year with a day no source dates. */
  estimatedYears: number[];
  /** Every state's day index, when made at build time too (loading/day-indexes-file.ts). */
  dayIndexes?: DayIndexes;
}

/**
 * Every state's day index over the covered days, made at build time: building them is the
 * largest part of a calendar's `prepare()` (docs/benchmarks.md), and they are a pure function
 * of the data.
 */
export interface DayIndexes extends MadeDayIndexes {
  /** The data they were made from: a calendar on other data builds its own. */
  readonly dataVersion: string;
}

/** The years made from the data (its names already translated, loading/translated-names.ts). */
export function makeCalendarYears(data: CalendarData): CalendarYears {
  const years = holidayYears(data);
  const records = years.records.map(datedHoliday);
  const fromRecords = new Set(records);
  const holidays = withReplacementDays(records, statesOf(data.states));
  const replacementDays = holidays.flatMap((holiday, position) => (fromRecords.has(holiday) ? [] : [position]));
  return {
    dataVersion: data.dataVersion,
    holidays,
    replacementDays,
    estimatedYears: [...years.estimatedYears].sort((a, b) => a - b),
  };
}
