import { addBusinessDays, businessDays } from './business-days.js';
import { type ChangelogQuery, changelog } from './changelog.js';
import { type CalendarFeedOptions, type ChangeFeedQuery, calendarFeed, changeFeed } from './feeds.js';
import { type HolidayListQuery, type LeavePlanQuery, type NextHolidaysQuery, checkDay, holidaysBetween, holidaysOfYear, leavePlan, longWeekendsOf, nextHolidays } from './holidays.js';
import { type EntitlementsQuery, entitlements } from './entitlements.js';
import { LOADED_CALENDARS, type LoadedCalendar } from './loaded-calendar.js';
import type { MalaysiaCalendar } from './malaysia-calendar.js';
import { isSchoolDay, type SchoolDayScope, type SchoolYearQuery, schoolHolidays, schoolTerms } from './school.js';
import type { WorkplaceQuery } from './workplace.js';
import type { RollConvention } from '../model/parameters.js';

/**
 * The questions whose answers rest on inputs the caller may leave out or write loosely, asked
 * of a calendar (or of its view without estimates) and answered as `{ data, inputs }`: `data`
 * is what the method of the same name on MalaysiaCalendar returns, `inputs` what it was
 * answered for (the default year, statuses or limit, the state's canonical code, a state's
 * school group), as the API's `meta` echoes them.
 */
export function withInputs(calendar: MalaysiaCalendar): AnswersWithInputs {
  return new AnswersWithInputs(LOADED_CALENDARS.get(calendar)!);
}

/** The answers of `withInputs`. */
export class AnswersWithInputs {
  constructor(private readonly loaded: LoadedCalendar) {}

  holidays(query: HolidayListQuery = {}) {
    return holidaysOfYear(this.loaded, query);
  }

  between(start: string, end: string, state?: string) {
    return holidaysBetween(this.loaded, start, end, state);
  }

  next(query: NextHolidaysQuery = {}) {
    return nextHolidays(this.loaded, query);
  }

  check(date: string, state: string, workplace: WorkplaceQuery = {}) {
    return checkDay(this.loaded, date, state, workplace);
  }

  longWeekends(year: number | undefined, state: string, options: { bridgeDays?: number } & WorkplaceQuery = {}) {
    return longWeekendsOf(this.loaded, year, state, options);
  }

  businessDays(start: string, end: string, state: string, workplace: WorkplaceQuery = {}) {
    return businessDays(this.loaded, start, end, state, workplace);
  }

  planLeave(query: LeavePlanQuery) {
    return leavePlan(this.loaded, query);
  }

  addBusinessDays(date: string, days: number, state: string, options: { roll?: RollConvention } & WorkplaceQuery = {}) {
    return addBusinessDays(this.loaded, date, days, state, options);
  }

  entitlements(query: EntitlementsQuery) {
    return entitlements(this.loaded, query);
  }

  isSchoolDay(date: string, scope: SchoolDayScope) {
    return isSchoolDay(this.loaded, date, scope);
  }

  schoolTerms(query: SchoolYearQuery = {}) {
    return schoolTerms(this.loaded, query);
  }

  schoolHolidays(query: SchoolYearQuery = {}) {
    return schoolHolidays(this.loaded, query);
  }

  changelog(query: ChangelogQuery = {}) {
    return changelog(this.loaded, query);
  }

  changeFeed(query: ChangeFeedQuery = {}) {
    return changeFeed(this.loaded, query);
  }

  ics(state: string, options: CalendarFeedOptions = {}) {
    return calendarFeed(this.loaded, state, options);
  }
}
