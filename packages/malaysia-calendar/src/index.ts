/**
 * malaysia-calendar: Malaysian public holidays, weekends, business days and the school calendar,
 * per state. The entry point for Node: it reads the compiled data file and checks its checksum,
 * and the years the build made from it.
 */
import './ical.js';
import { readCompiledData, readCompiledYears } from './loading/compiled-data.js';
import { calendarFactory } from './calendar/create-calendar.js';

export * from './library.js';
/** The calendar on the compiled data (read once, checksum checked) and the years made from it, or on `options.data`. Synchronous; after it, no question does any I/O. */
export const createCalendar = calendarFactory(readCompiledData, readCompiledYears);
