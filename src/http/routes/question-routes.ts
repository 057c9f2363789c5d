import type { QuestionName } from 'malaysia-calendar';
import { FIFTEEN_MINUTES, ONE_DAY, ONE_HOUR } from '../caching/cache-control.js';

/** How long an answer may be kept: a past year's for a day, anything else for an hour. */
const byYear = (inputs: { year?: number }, currentYear: number) =>
  inputs.year !== undefined && inputs.year < currentYear ? ONE_DAY : ONE_HOUR;

/** Where the API answers a question: its path and operation, and what differs from an envelope of `data` and `meta`. */
export interface QuestionRoute {
  question: QuestionName;
  path: string;
  operationId: string;
  tag: string;
  /** Seconds an answer may be kept, when not the hour every answer gets. */
  cacheFor?: (inputs: never, currentYear: number) => number;
  /** The parameters the path carries rather than the query. */
  inPath?: readonly string[];
  /** An answer that is a document of its own (a calendar, a feed) rather than the envelope. */
  document?: 'ics' | 'atom' | 'json-feed';
}

/**
 * The API's name for each question of the library's table, in the order the OpenAPI document
 * and the endpoint index list them. A question the API does not answer is not left out here
 * by accident: the interfaces test (test/interfaces.test.ts) fails.
 */
export const QUESTION_ROUTES: readonly QuestionRoute[] = [
  { question: 'holidays', path: '/holidays', operationId: 'listHolidays', tag: 'holidays', cacheFor: byYear },
  { question: 'next', path: '/holidays/next', operationId: 'nextHolidays', tag: 'holidays' },
  { question: 'between', path: '/holidays/between', operationId: 'holidaysBetween', tag: 'holidays' },
  { question: 'check', path: '/holidays/check', operationId: 'checkDate', tag: 'holidays' },
  { question: 'checkAllStates', path: '/holidays/check-all', operationId: 'checkAllStates', tag: 'holidays' },
  {
    question: 'checkToday',
    path: '/holidays/today',
    operationId: 'checkToday',
    tag: 'holidays',
    cacheFor: () => FIFTEEN_MINUTES,
  },
  {
    question: 'longWeekends',
    path: '/holidays/long-weekends',
    operationId: 'listLongWeekends',
    tag: 'holidays',
    cacheFor: byYear,
  },
  { question: 'planLeave', path: '/leave-plans', operationId: 'planLeave', tag: 'holidays', cacheFor: byYear },
  { question: 'businessDays', path: '/business-days', operationId: 'countBusinessDays', tag: 'business days' },
  { question: 'addBusinessDays', path: '/business-days/add', operationId: 'addBusinessDays', tag: 'business days' },
  {
    question: 'entitlements',
    path: '/entitlements',
    operationId: 'getEntitlements',
    tag: 'employment',
    cacheFor: byYear,
  },
  { question: 'markets', path: '/markets', operationId: 'listMarkets', tag: 'markets', cacheFor: () => ONE_DAY },
  {
    question: 'sessions',
    path: '/markets/:market/sessions',
    operationId: 'listSessions',
    tag: 'markets',
    cacheFor: byYear,
    inPath: ['market'],
  },
  { question: 'states', path: '/states', operationId: 'listStates', tag: 'states', cacheFor: () => ONE_DAY },
  {
    question: 'resolveState',
    path: '/states/resolve',
    operationId: 'resolveState',
    tag: 'states',
    cacheFor: () => ONE_DAY,
  },
  { question: 'schoolTerms', path: '/school/terms', operationId: 'listSchoolTerms', tag: 'school' },
  { question: 'schoolHolidays', path: '/school/holidays', operationId: 'listSchoolHolidays', tag: 'school' },
  { question: 'exams', path: '/school/exams', operationId: 'listExams', tag: 'school' },
  { question: 'isSchoolDay', path: '/school/is-school-day', operationId: 'isSchoolDay', tag: 'school' },
  {
    question: 'ics',
    path: '/feed/ical/:state',
    operationId: 'getCalendarFeed',
    tag: 'feeds',
    inPath: ['state'],
    document: 'ics',
  },
  {
    question: 'marketIcs',
    path: '/feed/ical/markets/:market',
    operationId: 'getMarketCalendarFeed',
    tag: 'feeds',
    inPath: ['market'],
    document: 'ics',
  },
  { question: 'changeFeed', path: '/feed/changes', operationId: 'getChangeFeed', tag: 'feeds', document: 'atom' },
  {
    question: 'changeFeed',
    path: '/feed/changes.json',
    operationId: 'getChangeFeedJson',
    tag: 'feeds',
    document: 'json-feed',
  },
  { question: 'changelog', path: '/changelog', operationId: 'listChanges', tag: 'meta' },
  { question: 'coverage', path: '/coverage', operationId: 'getCoverage', tag: 'meta' },
];
