import { type DayNumber, parseIsoDate, weekday } from './civil-date.js';
import type { SchoolGroup } from '../model/common.js';
import type { WeekendPeriodRecord } from '../model/state.js';
import type { State } from './state.js';

/** The weekend, rest day and school group a state keeps on a given day. */
interface WeekendRule {
  period: WeekendPeriodRecord;
  isWeekend(day: DayNumber): boolean;
  restDay: number;
  group: SchoolGroup;
  /** Whether the rule is in force on the day. */
  covers(day: DayNumber): boolean;
}

interface DatedRule extends WeekendRule {
  from: DayNumber;
  to: DayNumber;
}

/** Looks up a state's rule for any date of its weekend history (periods are few, so a scan is fine). */
export class WeekendRules {
  private readonly rules: DatedRule[];

  constructor(state: State) {
    this.rules = state.weekendHistory.map((period) => {
      const days = new Set(period.weekendDays);
      const from = parseIsoDate(period.from)!;
      const to = period.to === null ? Number.POSITIVE_INFINITY : parseIsoDate(period.to)!;
      return {
        period,
        from,
        to,
        covers: (day: DayNumber) => from <= day && day <= to,
        isWeekend: (day: DayNumber) => days.has(weekday(day)),
        restDay: period.restDay,
        group: period.group,
      };
    });
  }

  /** The rule in force on `day`, or undefined before the state's recorded history. */
  on(day: DayNumber): WeekendRule | undefined {
    for (const rule of this.rules) if (rule.from <= day && day <= rule.to) return rule;
    return undefined;
  }
}
