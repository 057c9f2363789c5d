import { fileURLToPath } from 'node:url';
import { type CalendarYears, parseCalendarYears, parseDayIndexes } from 'malaysia-calendar/adapters';
import { readIfBuilt } from './built-file.js';

/** Where the service's build writes the calendar's years and its states' day indexes (scripts/bundle-service.ts): beside the bundle. */
export const BUILT_YEARS = new URL('calendar-years.json', import.meta.url);
export const BUILT_DAY_INDEXES = new URL('calendar-days.bin', import.meta.url);

/**
 * The calendar's years and day indexes made at build time, read instead of made at start
 * (docs/benchmarks.md, "Issue 41: cold start"); undefined when the service runs from its
 * sources, which makes them.
 */
export function builtYears(years: URL = BUILT_YEARS, dayIndexes: URL = BUILT_DAY_INDEXES): CalendarYears | undefined {
  const yearsFile = readIfBuilt(years, 'utf8');
  if (yearsFile === undefined) return undefined;
  const dayIndexesFile = readIfBuilt(dayIndexes);
  return {
    ...parseCalendarYears(yearsFile, fileURLToPath(years)),
    ...(dayIndexesFile === undefined ? {} : { dayIndexes: parseDayIndexes(dayIndexesFile, fileURLToPath(dayIndexes)) }),
  };
}
