/**
 * malaysia-calendar/adapters: what the interfaces built on the library (the HTTP service, the
 * command line, the MCP server) share with it beyond what a program asking questions needs:
 * the words of a parameter's problem, allowed values in any case, a value read from text, a value checked against a
 * model schema, an answer's records as a flat table (CSV), and the calendar's years made at
 * build time for a process that starts often (the service).
 */
export {
  parameterProblem,
  unknownParametersProblem,
  type ParameterRule,
  type ParameterSchema,
} from './arguments/parameter-problem.js';
export { inAllowedCase } from './arguments/allowed-value.js';
export { LIST_PARAMETERS } from './model/parameters.js';
export { readWritten } from './arguments/written-value.js';
export { schemaProblem } from './arguments/schema-problem.js';
export { flatTable } from './present/flat-table.js';
export { headerRowIn } from './present/csv-headers.js';
export { type AnswerRecords, recordsOf } from './questions/question.js';
export { checkArguments } from './arguments/arguments.js';
export { parseCalendarYears } from './loading/calendar-years-file.js';
export { parseDayIndexes } from './loading/day-indexes-file.js';
export type { CalendarYears, DayIndexes } from './loading/calendar-years.js';
