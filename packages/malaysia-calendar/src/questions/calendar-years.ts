import type { CalendarData } from './calendar-data.js';
import { CompiledDataError } from './compiled-data-error.js';
import { holidayYears } from './holiday-years.js';
import { withTranslatedNames } from './translated-names.js';
import { type DatedHoliday, datedHoliday } from '../core/dated-holiday.js';
import { withReplacementDays } from '../core/replacement-days.js';
import { statesOf } from '../core/state.js';
import type { LocalizedName } from '../model/common.js';

/**
 * The calendar's years as made from the data: every holiday of 2001-2100 (gazetted, on record,
 * projected from the rules) with the replacement days they give, in the calendar's order, and
 * the years holding an estimated day. A pure function of the compiled data, and most of the
 * work of making a calendar (about two thirds of the service's calendar before it listens,
 * docs/benchmarks.md), so a process that starts often can take them made at build time
 * instead (`calendarYearsFile`, `parseCalendarYears`).
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
}

/** The years made from the data (its names already translated, questions/translated-names.ts). */
export function makeCalendarYears(data: CalendarData): CalendarYears {
  const years = holidayYears(data);
  const records = years.records.map(datedHoliday);
  const fromRecords = new Set(records);
  const holidays = withReplacementDays(records, statesOf(data.states));
  const replacementDays = holidays.flatMap((holiday, position) => (fromRecords.has(holiday) ? [] : [position]));
  return { dataVersion: data.dataVersion, holidays, replacementDays, estimatedYears: [...years.estimatedYears].sort((a, b) => a - b) };
}

/**
 * The years of the compiled data as a file: one JSON document, its format first, each holiday
 * name written once (a third of the file otherwise) and every character past ASCII escaped, so
 * that reading it makes one-byte strings, which V8 decodes and parses faster than two-byte ones.
 */
export function calendarYearsFile(compiled: CalendarData): string {
  const years = makeCalendarYears(withTranslatedNames(compiled));
  const names: LocalizedName[] = [];
  const indexes = new Map<string, number>();
  const holidays = years.holidays.map((dated) => {
    const key = JSON.stringify(dated.holiday.name);
    if (!indexes.has(key)) indexes.set(key, names.push(dated.holiday.name) - 1);
    return { ...dated, holiday: { ...dated.holiday, name: indexes.get(key)! } };
  });
  const json = JSON.stringify({ format: 1, ...years, names, holidays });
  return `${json.replace(/[^\x00-\x7f]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`;
}

/** The years of a file `calendarYearsFile` wrote; `where` names the file in the error. */
export function parseCalendarYears(text: string, where: string): CalendarYears {
  let file: Partial<CalendarYears & { format: number; names: LocalizedName[] }> = {};
  try {
    file = JSON.parse(text) as typeof file;
  } catch {
    // Reported below as an unknown format.
  }
  if (file.format !== 1) throw new CompiledDataError(`The calendar's years made at build time (${where}) are not in a format this version reads: rebuild them (npm run build).`);
  const { dataVersion, holidays, replacementDays, estimatedYears, names } = file as CalendarYears & { names: LocalizedName[] };
  // Each name in its place again (an assignment keeps the property's place among the others).
  for (const dated of holidays) (dated.holiday as { name: unknown }).name = names[dated.holiday.name as unknown as number];
  return { dataVersion, holidays, replacementDays, estimatedYears };
}
