import type { CalendarData } from './calendar-data.js';
import { readCompiledData } from './compiled-data.js';
import { type CalendarOptions, MalaysiaCalendar } from './malaysia-calendar.js';

let bundled: CalendarData | undefined;

/**
 * The calendar on the data bundled with this package (read once per process), or on
 * `options.data`. Synchronous; after it, no question does any I/O.
 */
export function createCalendar(options: CalendarOptions & { data?: CalendarData } = {}): MalaysiaCalendar {
  const data = options.data ?? (bundled ??= readCompiledData());
  return new MalaysiaCalendar(data, options);
}
