// biome-ignore lint/correctness/noUnusedImports: Hint, Kind, OptionalKind and ReadonlyKind key TypeBox's schema types: the emitted declarations must be able to name them.
import type { Hint, Kind, OptionalKind, ReadonlyKind } from '@sinclair/typebox';
import { addBusinessDays, countBusinessDays } from './business-days.js';
import { listChanges } from './changelog.js';
import { entitlementsQuestion } from './entitlements.js';
import { dataCoverage } from './coverage.js';
import { calendarFeed, changeFeed, marketCalendarFeed } from './feeds.js';
import {
  checkAllStates,
  checkDate,
  checkToday,
  holidaysBetween,
  listHolidays,
  listLongWeekends,
  nextHolidays,
  planLeaveQuestion,
} from './holidays.js';
import { listMarkets, listSessions } from './markets.js';
import { isSchoolDay, listExams, listSchoolHolidays, listSchoolTerms } from './school.js';
import { listStates, resolveState } from './states.js';
import type { Question } from './question.js';

/**
 * Every question of the calendar, by the name of the library's method that asks it. The
 * library's methods, the HTTP API's routes and OpenAPI document, the MCP tools and the
 * command line are each made from this table; each names here what it calls the question.
 */
export const QUESTIONS = {
  check: checkDate,
  checkToday,
  checkAllStates,
  holidays: listHolidays,
  between: holidaysBetween,
  next: nextHolidays,
  longWeekends: listLongWeekends,
  planLeave: planLeaveQuestion,
  businessDays: countBusinessDays,
  addBusinessDays,
  entitlements: entitlementsQuestion,
  markets: listMarkets,
  sessions: listSessions,
  states: listStates,
  resolveState,
  isSchoolDay,
  schoolTerms: listSchoolTerms,
  schoolHolidays: listSchoolHolidays,
  exams: listExams,
  changelog: listChanges,
  changeFeed,
  ics: calendarFeed,
  marketIcs: marketCalendarFeed,
  coverage: dataCoverage,
} as const;

export type Questions = typeof QUESTIONS;
export type QuestionName = keyof Questions;
export const QUESTION_NAMES = Object.keys(QUESTIONS) as QuestionName[];

/**
 * A question of the table as the interfaces handle every question alike: its parameters' and
 * answer's types erased to `Question`'s, which each declaration's own types narrow.
 */
export function questionNamed(name: QuestionName): Question {
  return QUESTIONS[name] as unknown as Question;
}
