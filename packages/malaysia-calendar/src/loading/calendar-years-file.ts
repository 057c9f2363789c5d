import type { CalendarData } from '../core/calendar-data.js';
import { type CalendarYears, makeCalendarYears } from './calendar-years.js';
import { CompiledDataError } from '../errors/compiled-data-error.js';
import { withTranslatedNames } from './translated-names.js';
import type { LocalizedName } from '../model/common.js';

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
  return `${json.replace(/[\u0080-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`;
}

/** The years of a file `calendarYearsFile` wrote; `where` names the file in the error. */
export function parseCalendarYears(text: string, where: string): CalendarYears {
  let file: Partial<CalendarYears & { format: number; names: LocalizedName[] }> = {};
  try {
    file = JSON.parse(text) as typeof file;
  } catch {
    // Reported below as an unknown format.
  }
  if (file.format !== 1)
    throw new CompiledDataError(
      `The calendar's years made at build time (${where}) are not in a format this version reads: rebuild them (npm run build).`,
    );
  const { dataVersion, holidays, replacementDays, estimatedYears, names } = file as CalendarYears & {
    names: LocalizedName[];
  };
  // Each record made again as the calendar makes it (datedHoliday), its name in its place.
  const made = holidays.map(({ holiday, first, last, replaceable }) => ({
    holiday: { ...holiday, name: names[holiday.name as unknown as number]! },
    first,
    last,
    replaceable,
  }));
  return { dataVersion, holidays: made, replacementDays, estimatedYears };
}
