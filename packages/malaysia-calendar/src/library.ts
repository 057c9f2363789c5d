/** What every entry point of malaysia-calendar exports besides `createCalendar`, which each makes on its own data. */
export { MalaysiaCalendar } from './calendar/malaysia-calendar.js';
export { askQuestion, withInputs, type AnswersWithInputs } from './calendar/answers-with-inputs.js';
export type { Answer, Basis, DataOf, InputsOf, Question } from './questions/question.js';
export {
  QUESTIONS,
  QUESTION_NAMES,
  type QuestionName,
  type Questions,
  questionNamed,
} from './questions/question-table.js';
export type { CalendarOptions } from './loading/loaded-calendar.js';
export { CHANGE_FEED_SIZE, type ChangeFeed } from './questions/feeds.js';
export type { SchoolYearInputs } from './questions/school.js';
export type {
  CalendarFeedOptions,
  ChangeFeedQuery,
  ChangelogQuery,
  ExamQuery,
  HolidayListQuery,
  LeavePlanQuery,
  NextHolidaysQuery,
  QuestionArguments,
  SchoolDayScope,
  SchoolYearQuery,
  EntitlementsQuery,
} from './questions/question-arguments.js';
export type { WorkplaceInputs, WorkplaceQuery } from './questions/workplace.js';
export { CalendarError, CALENDAR_ERROR_CODES, type CalendarErrorCode } from './errors/calendar-error.js';
export type { Refusal, RefusalKind } from './errors/refusal.js';
export { CompiledDataError } from './errors/compiled-data-error.js';
export type { CalendarData } from './core/calendar-data.js';
export type {
  BusinessDayAddition,
  BusinessDayCount,
  DataCoverage,
  DateCheck,
  LeavePlan,
  LongWeekend,
} from './model/answers.js';
export type { ChangelogEntry } from './model/changelog.js';
export type { EntitledHoliday, Entitlements } from './model/entitlements.js';
export type { ChangeFeedEntry } from './feed/change-entries.js';
export type { LocalizedName, SchoolGroup } from './model/common.js';
export type { Holiday, HolidayStatus, HolidayType } from './model/holiday.js';
export type { EstimatesOption, FeedLanguage, RollConvention, WeekdayCode } from './model/parameters.js';
export { LANGUAGES, type Language } from './model/language.js';
export type { Exam, SchoolDay, SchoolHoliday, SchoolTerm } from './model/school.js';
export type { StateRecord, StateResolution } from './model/state.js';
export type { Market, TradingDay } from './model/market.js';
