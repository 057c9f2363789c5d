/**
 * malaysia-calendar for every runtime without Node's built-ins (browsers, workers, Deno): the
 * same API and answers as the Node entry point, on the compiled data imported as a module
 * instead of read from a file. The change log's sentences in Malay, Chinese and Tamil are a
 * module of their own (change-sentences.ts), brought by importing it.
 */
import compiled from '../compiled/calendar-data.js';
import { calendarFactory } from './calendar/create-calendar.js';
import { type IndexedNamesData, namesOfIndex } from './loading/indexed-names.js';

export * from './library.js';
/** The calendar on the compiled data (embedded), or on `options.data`. Synchronous; no question does any I/O. */
export const createCalendar = calendarFactory(() => namesOfIndex(compiled as IndexedNamesData));
