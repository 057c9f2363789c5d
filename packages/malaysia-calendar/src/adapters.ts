/**
 * malaysia-calendar/adapters: what the interfaces built on the library (the HTTP service, the
 * command line, the MCP server) share with it beyond what a program asking questions needs:
 * the words of a parameter's problem, allowed values in any case, a value checked against a
 * model schema, an answer's records as a flat table (CSV), and the calendar's years made at
 * build time for a process that starts often (the service).
 */
export {
  parameterProblem,
  unknownParametersProblem,
  type ParameterRule,
  type ParameterSchema,
} from './questions/parameter-problem.js';
export { inAllowedCase } from './questions/allowed-value.js';
export { LIST_PARAMETERS } from './model/parameters.js';
export { schemaProblem } from './questions/schema-problem.js';
export { flatTable } from './present/flat-table.js';
export { type AnswerRecords, recordsOf } from './questions/question.js';
export { checkArguments } from './questions/arguments.js';
export { parseCalendarYears } from './questions/calendar-years-file.js';
export { type DayIndexes, parseDayIndexes } from './questions/day-indexes-file.js';
export type { CalendarYears } from './questions/calendar-years.js';
