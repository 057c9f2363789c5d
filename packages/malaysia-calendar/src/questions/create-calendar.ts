import type { CalendarData } from './calendar-data.js';
import type { CalendarOptions } from './loaded-calendar.js';
import { MalaysiaCalendar } from './malaysia-calendar.js';

/** `createCalendar` on the data an entry point bundles, which `bundledData` gives (called once, when first needed). */
export function calendarFactory(bundledData: () => CalendarData) {
  let bundled: CalendarData | undefined;
  return function createCalendar(options: CalendarOptions & { data?: CalendarData } = {}): MalaysiaCalendar {
    if (options.data !== undefined) return new MalaysiaCalendar(options.data, options);
    bundled ??= bundledData();
    return new MalaysiaCalendar(bundled, options);
  };
}
