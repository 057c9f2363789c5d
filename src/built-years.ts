import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type CalendarYears, parseCalendarYears } from 'malaysia-calendar/adapters';

/** Where the service's build writes the calendar's years (scripts/bundle-service.ts): beside the bundle. */
export const BUILT_YEARS = new URL('calendar-years.json', import.meta.url);

/**
 * The calendar's years made at build time, read instead of made at start (docs/benchmarks.md,
 * "Issue 41: cold start"); undefined when the service runs from its sources, which makes them.
 */
export function builtYears(location: URL = BUILT_YEARS): CalendarYears | undefined {
  const path = fileURLToPath(location);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return parseCalendarYears(text, path);
}
