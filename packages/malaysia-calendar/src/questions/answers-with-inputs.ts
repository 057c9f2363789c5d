import { addBusinessDays, businessDays } from './business-days.js';
import { changelog } from './changelog.js';
import { calendarFeed, changeFeed } from './feeds.js';
import { holidaysBetween, holidaysOfYear, longWeekendsOf, nextHolidays } from './holidays.js';
import { LOADED_CALENDARS, type LoadedCalendar } from './loaded-calendar.js';
import type { MalaysiaCalendar } from './malaysia-calendar.js';
import { isSchoolDay, type SchoolDayScope, type SchoolYearQuery, schoolHolidays, schoolTerms } from './school.js';
import type { FeedLanguage, RollConvention } from '../model/parameters.js';
import type { HolidayType } from '../model/holiday.js';

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

  holidays(query: { year?: number; state?: string; month?: number; type?: HolidayType; status?: string } = {}) {
    return holidaysOfYear(this.loaded, query);
  }

  between(start: string, end: string, state?: string) {
    return holidaysBetween(this.loaded, start, end, state);
  }

  next(query: { state?: string; type?: HolidayType; limit?: number; today?: string } = {}) {
    return nextHolidays(this.loaded, query);
  }

  longWeekends(year: number | undefined, state: string, options: { bridgeDays?: number } = {}) {
    return longWeekendsOf(this.loaded, year, state, options);
  }

  businessDays(start: string, end: string, state: string) {
    return businessDays(this.loaded, start, end, state);
  }

  addBusinessDays(date: string, days: number, state: string, options: { roll?: RollConvention } = {}) {
    return addBusinessDays(this.loaded, date, days, state, options);
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

  changelog(query: { since?: string; state?: string; limit?: number } = {}) {
    return changelog(this.loaded, query);
  }

  changeFeed(query: { state?: string; lang?: FeedLanguage } = {}) {
    return changeFeed(this.loaded, query);
  }

  ics(state: string, options: { year?: number; include?: string; lang?: FeedLanguage } = {}) {
    return calendarFeed(this.loaded, state, options);
  }
}
