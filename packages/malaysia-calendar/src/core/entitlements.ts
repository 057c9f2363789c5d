import type { Calendar } from './calendar.js';
import { type DayNumber, fromParts, weekday } from './civil-date.js';
import type { DatedHoliday } from './dated-holiday.js';
import type { HolidayLaw } from './holiday-laws.js';
import type { StateCode } from './state.js';

/** The employee's week for the entitlements: which days are worked, and the one weekly rest day. */
export interface EmployeeWeek {
  works(day: DayNumber): boolean;
  isRestDay(day: DayNumber): boolean;
}

export type HolidayPlacement = 'working_day' | 'rest_day' | 'off_day';

/** One paid (or choosable) holiday of the year: where it falls for the employee, and the day paid for it. */
export interface EntitledDay {
  dated: DatedHoliday;
  basis: string;
  fallsOn: HolidayPlacement;
  /** The day paid: the holiday itself, the substitute working day, or undefined on an off day (no substitute by law). */
  paidOn: DayNumber | undefined;
  /** Why the day paid is not the holiday: it fell on the rest day, or on a day another holiday already holds. */
  substituted: 'rest_day' | 'another_holiday' | undefined;
}

export interface EntitledYear {
  compulsory: EntitledDay[];
  additional: EntitledDay[];
  choice: EntitledDay[];
}

/**
 * A state's year under its holiday law: the compulsory holidays, the days always paid besides
 * them (the section 8 days and the like), and the gazetted holidays the employer chooses the
 * rest from. The state's own replacement days (Holidays Act 1951 s.3) are left out: the law's
 * proviso decides the day paid instead. Substitutes are placed in order, compulsory holidays
 * first, then the additional days, then the employer's choice as if every one were chosen
 * (each by date): a holiday on the rest day, or on a day an earlier one already holds, is paid
 * on the next day the employee works that no holiday of the year and no earlier substitute holds
 * (where the law moves a holiday only off the rest day, on the next day the employee works).
 */
export function entitledYear(
  calendar: Calendar,
  code: StateCode,
  year: number,
  law: HolidayLaw,
  week: EmployeeWeek,
): EntitledYear {
  const start = fromParts(year, 1, 1);
  const end = fromParts(year, 12, 31);
  const records = calendar
    .holidaysOfState(code, start, end)
    .filter((dated) => dated.first >= start && dated.holiday.type !== 'replacement');
  const slugOf = (dated: DatedHoliday) => dated.holiday.id.slice(5);
  const compulsory = law.compulsory
    .flatMap(({ slug, basis }) => records.filter((dated) => slugOf(dated) === slug).map((dated) => ({ dated, basis })))
    .sort((a, b) => a.dated.first - b.dated.first);
  const additional = [
    ...law.additional.flatMap(({ slug, basis }) =>
      records.filter((dated) => slugOf(dated) === slug).map((dated) => ({ dated, basis })),
    ),
    ...records.filter((dated) => dated.holiday.type === 'adhoc').map((dated) => ({ dated, basis: law.adhocBasis })),
  ].sort((a, b) => a.dated.first - b.dated.first);
  const named = new Set([...compulsory, ...additional].map(({ dated }) => dated));
  const choice = records.filter((dated) => !named.has(dated)).map((dated) => ({ dated, basis: law.choiceBasis }));

  const holidayDays = new Set(records.map((dated) => dated.first));
  const held = new Set<DayNumber>();
  const place = ({ dated, basis }: { dated: DatedHoliday; basis: string }): EntitledDay => {
    const day = dated.first;
    const fallsOn: HolidayPlacement = week.isRestDay(day) ? 'rest_day' : week.works(day) ? 'working_day' : 'off_day';
    const substituted =
      fallsOn === 'rest_day'
        ? 'rest_day'
        : held.has(day) && law.substitutesOnAnotherHoliday
          ? 'another_holiday'
          : undefined;
    let paidOn: DayNumber | undefined;
    if (substituted !== undefined) {
      // Where the proviso moves only a holiday off the rest day, the next working day is the substitute even when another holiday holds it.
      const taken = (candidate: DayNumber) =>
        law.substitutesOnAnotherHoliday && (holidayDays.has(candidate) || held.has(candidate));
      paidOn = day + 1;
      while (!week.works(paidOn) || taken(paidOn)) paidOn++;
    } else if (fallsOn === 'working_day' && !held.has(day)) {
      paidOn = day;
    }
    held.add(day);
    if (paidOn !== undefined) held.add(paidOn);
    return { dated, basis, fallsOn, paidOn, substituted };
  };
  return { compulsory: compulsory.map(place), additional: additional.map(place), choice: choice.map(place) };
}

/** The employee's week from a week mask and a rest day, the same every week. */
export function fixedWeek(workweek: number, restDay: number): EmployeeWeek {
  return {
    works: (day) => (workweek & (1 << weekday(day))) !== 0,
    isRestDay: (day) => weekday(day) === restDay,
  };
}
