import type { CalendarData } from '../core/calendar-data.js';
import type { CalendarYears } from '../loading/calendar-years.js';
import type { CalendarOptions } from '../loading/loaded-calendar.js';
import { MalaysiaCalendar } from './malaysia-calendar.js';

/**
 * `createCalendar` on the data an entry point bundles, which `bundledData` gives (called once,
 * when first needed), and on the years made from it at build time, which `bundledYears` gives
 * where an entry point has them (read once, when a calendar is first made on the bundled data
 * without years of its own).
 */
export function calendarFactory(bundledData: () => CalendarData, bundledYears?: () => CalendarYears | undefined) {
  let bundled: CalendarData | undefined;
  let years: CalendarYears | undefined;
  return function createCalendar(options: CalendarOptions & { data?: CalendarData } = {}): MalaysiaCalendar {
    if (options.data !== undefined) return new MalaysiaCalendar(options.data, options);
    bundled ??= bundledData();
    if (options.years !== undefined || bundledYears === undefined) return new MalaysiaCalendar(bundled, options);
    years ??= bundledYears();
    return new MalaysiaCalendar(bundled, years === undefined ? options : { ...options, years });
  };
}
