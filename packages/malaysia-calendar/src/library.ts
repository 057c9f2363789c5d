/** What every entry point of malaysia-calendar exports besides `createCalendar`, which each makes on its own data. */
export { MalaysiaCalendar, CHANGE_FEED_SIZE, type CalendarOptions, type ChangeFeed, type SchoolDayScope, type SchoolYearQuery } from './questions/malaysia-calendar.js';
export { CalendarError, CALENDAR_ERROR_CODES, type CalendarErrorCode } from './questions/calendar-error.js';
export { CompiledDataError } from './questions/compiled-data-error.js';
export { statusesAsked } from './questions/holiday-statuses.js';
export { schemaProblem } from './questions/schema-problem.js';
export { inAllowedCase } from './questions/allowed-value.js';
export { flatTable } from './present/flat-table.js';
export type { CalendarData } from './questions/calendar-data.js';
export type { BusinessDayAddition, BusinessDayCount, DataCoverage, DateCheck, LeavePlan, LongWeekend } from './model/answers.js';
export type { ChangelogEntry } from './model/changelog.js';
export type { ChangeFeedEntry } from './feed/change-entries.js';
export type { LocalizedName, SchoolGroup } from './model/common.js';
export type { Holiday, HolidayStatus, HolidayType } from './model/holiday.js';
export type { EstimatesOption, FeedLanguage, RollConvention } from './model/parameters.js';
export type { Exam, SchoolDay, SchoolHoliday, SchoolTerm } from './model/school.js';
export type { StateRecord, StateResolution } from './model/state.js';
export { parameterProblem, unknownParametersProblem, type ParameterRule, type ParameterSchema } from './questions/parameter-problem.js';
