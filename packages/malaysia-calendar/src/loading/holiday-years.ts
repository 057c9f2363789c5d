import type { CalendarData } from '../core/calendar-data.js';
import { MovingDates } from '../core/moving-dates.js';
import { historyYear, recordsFromRules, type RuleYearKind } from '../core/rule-records.js';
import type { HolidayRecord } from '../model/holiday.js';
import { FIRST_CALENDAR_YEAR, LAST_CALENDAR_YEAR } from '../model/holiday-rule.js';

/** Every year's holiday records: gazetted years from the data, the years before them from the rules and the record, the years after them projected from the rules. */
interface HolidayYears {
  records: HolidayRecord[];
  /** The years the data files hold. */
  gazetted: { firstYear: number; lastYear: number };
  /** Years with at least one estimated record: every projected year, and a history year with a day no source dates. */
  estimatedYears: ReadonlySet<number>;
}

/** What the years are made from: the gazetted records, the rules, the festivals and the record of history. */
export type HolidayYearSources = Pick<CalendarData, 'holidays' | 'coverage' | 'rules' | 'festivals' | 'history'>;

export function holidayYears(data: HolidayYearSources): HolidayYears {
  const moving = new MovingDates(data.festivals, data.history.festivals);
  const gazetted = data.coverage;
  const records: HolidayRecord[] = [...data.holidays];
  const estimatedYears = new Set<number>();
  for (let year = FIRST_CALENDAR_YEAR; year <= LAST_CALENDAR_YEAR; year++) {
    if (year >= gazetted.firstYear && year <= gazetted.lastYear) continue;
    const kind: RuleYearKind = year < gazetted.firstYear ? 'history' : 'projected';
    const ruleMade = recordsFromRules(data.rules, year, kind, moving);
    const made =
      kind === 'history'
        ? historyYear(
            ruleMade,
            data.history.holidays.filter((record) => record.date.startsWith(`${year}-`)),
          )
        : ruleMade;
    if (made.some((record) => record.estimated === true)) estimatedYears.add(year);
    records.push(...made);
  }
  return { records, gazetted, estimatedYears };
}
