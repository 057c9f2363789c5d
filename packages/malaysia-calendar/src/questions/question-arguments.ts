import type { ArgumentsOf } from './question.js';
import type { QuestionName, Questions } from './question-table.js';

/** The arguments of a question as one object, as its table entry declares them. */
export type QuestionArguments<Name extends QuestionName> = ArgumentsOf<Questions[Name]>;

/** A year's holidays: `status` is one status, several comma-separated (`confirmed,tentative`) or `all`. */
export type HolidayListQuery = QuestionArguments<'holidays'>;
/** The next holidays, from `today` (default: today by the calendar's clock). */
export type NextHolidaysQuery = QuestionArguments<'next'>;
/** A leave plan: the year, or a window [start, end] inside one. */
export type LeavePlanQuery = QuestionArguments<'planLeave'>;
/** Change-log entries: on or after `since`, touching a state, at most `limit`. */
export type ChangelogQuery = QuestionArguments<'changelog'>;
/** A change feed: a state's changes, or every change; in English (default), Malay or Chinese. */
export type ChangeFeedQuery = QuestionArguments<'changeFeed'>;
/** A calendar feed's options besides its state: one year, the parts it holds, its language. */
export type CalendarFeedOptions = Omit<QuestionArguments<'ics'>, 'state'>;
/** National exams: of a year, of a type. */
export type ExamQuery = QuestionArguments<'exams'>;
/** A year's school records, for a state (its group implied) or a group; all of both groups without either. */
export type SchoolYearQuery = QuestionArguments<'schoolTerms'>;
/** Whom a school-day question is about: a state (any code or alias) or a school group. */
export type SchoolDayScope = Omit<QuestionArguments<'isSchoolDay'>, 'date'>;
/** The paid public holidays of a state's year, for the employee's week if given. */
export type EntitlementsQuery = QuestionArguments<'entitlements'>;
