import type { MalaysiaCalendar } from 'malaysia-calendar';
import { datesBetween, isoDate } from './year-facts.js';

/**
 * For each day of a year, which states are off and why: one letter per state in the order of
 * `codes` (`h` a holiday, `w` a weekend day, `-` a working day), one string per day from
 * 1 January. It is the answer of GET /holidays/check-all for every day of the year, embedded in
 * the year view so that its day details need no request (and work from a static host); about
 * 6 KB, 1 KB compressed. The same for every state and language, so worked out once per year.
 */
export interface StatesOff {
  codes: string[];
  days: string[];
}

export class StatesOffByYear {
  private readonly years = new Map<number, StatesOff>();

  constructor(private readonly calendar: MalaysiaCalendar) {}

  of(year: number): StatesOff {
    let found = this.years.get(year);
    if (found === undefined) {
      const dates = datesBetween(isoDate(year, 1, 1), isoDate(year, 12, 31));
      const checks = dates.map((date) => this.calendar.checkAllStates(date));
      found = {
        codes: checks[0]!.map((check) => check.state.code),
        days: checks.map((states) =>
          states.map((check) => (check.isHoliday ? 'h' : check.isWeekend ? 'w' : '-')).join(''),
        ),
      };
      this.years.set(year, found);
    }
    return found;
  }
}
