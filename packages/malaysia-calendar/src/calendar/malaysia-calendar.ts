import type { CalendarData } from '../core/calendar-data.js';
import { dependsOnEstimates } from '../questions/coverage.js';
import {
  type CalendarOptions,
  LOADED_CALENDARS,
  type LoadedCalendar,
  loadCalendar,
} from '../loading/loaded-calendar.js';
import { QuestionMethods } from './question-methods.js';
import { schoolGroup } from '../questions/school.js';
import { currentYear, today } from '../questions/today.js';
import { formatIsoDate, parseIsoDate } from '../core/civil-date.js';
import type { SchoolGroup } from '../model/common.js';

/**
 * The Malaysian calendar: every question of the HTTP API, answered in process with the same
 * words. A question asked wrongly throws a CalendarError (VALIDATION_ERROR, STATE_NOT_FOUND,
 * YEAR_NOT_COVERED) naming the parameter and the value. Dates are ISO `YYYY-MM-DD` strings;
 * states any code or alias.
 */
export class MalaysiaCalendar extends QuestionMethods {
  /** Version of the data (changes with any data file). */
  readonly dataVersion: string;
  /** The date of the newest change-log entry. */
  readonly releaseDate: string;
  private readonly loaded: LoadedCalendar;

  constructor(data: CalendarData, options: CalendarOptions = {}) {
    super();
    this.loaded = loadCalendar(data, options);
    LOADED_CALENDARS.set(this, this.loaded);
    this.dataVersion = data.dataVersion;
    this.releaseDate = data.releaseDate;
  }

  /**
   * Builds now what each state's first question would otherwise build (its day index over
   * every covered year and its holiday records, a few milliseconds a state): for a process
   * that answers every state, before it takes its first question. Returns the calendar.
   */
  prepare(): this {
    this.loaded.calendar.prepareEveryState();
    return this;
  }

  /** Today in Asia/Kuala_Lumpur, by the calendar's clock. */
  today(): string {
    return formatIsoDate(today(this.loaded));
  }

  /** The current year in Asia/Kuala_Lumpur, by the calendar's clock: every default year. */
  currentYear(): number {
    return currentYear(this.loaded);
  }

  /**
   * The same calendar refusing every year with a projected day (YEAR_NOT_COVERED), as
   * `createCalendar({ estimates: 'exclude' })` does; it shares everything else with this one.
   */
  withoutEstimates(): MalaysiaCalendar {
    if (this.loaded.excludeEstimates) return this;
    const loaded: LoadedCalendar = { ...this.loaded, excludeEstimates: true };
    const view = Object.assign(Object.create(this) as MalaysiaCalendar, { loaded });
    LOADED_CALENDARS.set(view, loaded);
    return view;
  }

  /**
   * Whether an answer about [first, last] (ISO dates, in the covered years) for a state (or,
   * without one, any) rests on a projected day: the range reaches a projected year after the
   * gazetted data, or holds an estimated day of a history year.
   */
  dependsOnEstimates(first: string, last: string, state?: string): boolean {
    return dependsOnEstimates(this.loaded, parseIsoDate(first)!, parseIsoDate(last)!, state);
  }

  /** The school group a state (any code or alias) is in on a date. */
  schoolGroup(state: string, date: string): SchoolGroup {
    return schoolGroup(this.loaded, state, date);
  }
}
