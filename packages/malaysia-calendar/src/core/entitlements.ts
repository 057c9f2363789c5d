import type { Calendar } from './calendar.js';
import { type DayNumber, fromParts, weekday } from './civil-date.js';
import type { DatedHoliday } from './dated-holiday.js';
import { type HolidayLaw, holidayLawOn } from './holiday-laws.js';
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
  /** The proviso in force on the holiday's day. */
  substitutionBasis: string;
}

export interface EntitledYear {
  /** The law in force at the end of the year: its count of holidays and its compulsory ones. */
  law: HolidayLaw;
  compulsory: EntitledDay[];
  additional: EntitledDay[];
  /** The employer's choice: the days it chose, or every candidate when it did not say. */
  choice: EntitledDay[];
  /** The candidates the employer did not choose: working days like any other. */
  notChosen: DatedHoliday[];
}

/** A year's holidays sorted by the law: the compulsory ones, the additional days and the employer's candidates. */
export interface ClassifiedYear {
  law: HolidayLaw;
  compulsory: { dated: DatedHoliday; basis: string }[];
  additional: { dated: DatedHoliday; basis: string }[];
  candidates: DatedHoliday[];
}

/** The state's holidays of a year (its replacement days left out) sorted by the law in force at the year's end. */
export function classifiedYear(calendar: Calendar, code: StateCode, year: number): ClassifiedYear {
  const start = fromParts(year, 1, 1);
  const end = fromParts(year, 12, 31);
  const law = holidayLawOn(code, end);
  const records = calendar
    .holidaysOfState(code, start, end)
    .filter((dated) => dated.first >= start && dated.holiday.type !== 'replacement');
  const slugOf = (dated: DatedHoliday) => dated.holiday.id.slice(5);
  const byDate = (a: { dated: DatedHoliday }, b: { dated: DatedHoliday }) => a.dated.first - b.dated.first;
  const compulsory = law.compulsory
    .flatMap(({ slug, basis }) => records.filter((dated) => slugOf(dated) === slug).map((dated) => ({ dated, basis })))
    .sort(byDate);
  const additional = [
    ...law.additional.flatMap(({ slug, basis }) =>
      records.filter((dated) => slugOf(dated) === slug).map((dated) => ({ dated, basis })),
    ),
    ...records
      .filter((dated) => dated.holiday.type === 'adhoc' && !isStateDeclared(law, dated))
      .map((dated) => ({ dated, basis: law.adhocBasis })),
  ].sort(byDate);
  const named = new Set([...compulsory, ...additional].map(({ dated }) => dated));
  return { law, compulsory, additional, candidates: records.filter((dated) => !named.has(dated)) };
}

/** A day a state declared (gazetteLevel N), where the law pays only the federal government's additional days. */
function isStateDeclared(law: HolidayLaw, dated: DatedHoliday): boolean {
  return law.stateDeclaredBasis !== undefined && dated.holiday.type === 'adhoc' && dated.holiday.gazetteLevel === 'N';
}

/**
 * A state's year under its holiday law: the compulsory holidays, the days always paid besides
 * them (the section 8 days and the like), and the gazetted holidays the employer chooses the
 * rest from (`chosen`, their ids; undefined: every one, as if all were chosen). The state's
 * own replacement days (Holidays Act 1951 s.3) are left out: the law's proviso decides the
 * day paid instead. Substitutes are placed in order, compulsory holidays first, then the
 * additional days, then the employer's choice (each by date): a holiday on the rest day, or on
 * a day an earlier one already holds, is paid on the next day the employee works that no paid
 * holiday of the year and no earlier substitute holds (where the law in force on the holiday's
 * day moves a holiday only off the rest day, on the next day the employee works).
 */
export function entitledYear(
  calendar: Calendar,
  code: StateCode,
  year: number,
  week: EmployeeWeek,
  chosen?: ReadonlySet<string>,
): EntitledYear {
  const { law, compulsory, additional, candidates } = classifiedYear(calendar, code, year);
  const stateDeclared = (dated: DatedHoliday) => isStateDeclared(law, dated);
  const isChosen = (dated: DatedHoliday) => chosen === undefined || chosen.has(dated.holiday.id);
  const choice = candidates
    .filter(isChosen)
    .map((dated) => ({ dated, basis: stateDeclared(dated) ? law.stateDeclaredBasis! : law.choiceBasis }));

  const paid = [...compulsory, ...additional, ...choice];
  const holidayDays = new Set(paid.map(({ dated }) => dated.first));
  const held = new Set<DayNumber>();
  const place = ({ dated, basis }: { dated: DatedHoliday; basis: string }): EntitledDay => {
    const day = dated.first;
    const lawThen = holidayLawOn(code, day);
    const fallsOn: HolidayPlacement = week.isRestDay(day) ? 'rest_day' : week.works(day) ? 'working_day' : 'off_day';
    const substituted =
      fallsOn === 'rest_day'
        ? 'rest_day'
        : held.has(day) && lawThen.substitutesOnAnotherHoliday
          ? 'another_holiday'
          : undefined;
    let paidOn: DayNumber | undefined;
    if (substituted !== undefined) {
      // Where the proviso moves only a holiday off the rest day, the next working day is the substitute even when another holiday holds it.
      const taken = (candidate: DayNumber) =>
        lawThen.substitutesOnAnotherHoliday && (holidayDays.has(candidate) || held.has(candidate));
      paidOn = day + 1;
      while (!week.works(paidOn) || taken(paidOn)) paidOn++;
    } else if (fallsOn === 'working_day' && !held.has(day)) {
      paidOn = day;
    }
    held.add(day);
    if (paidOn !== undefined) held.add(paidOn);
    return { dated, basis, fallsOn, paidOn, substituted, substitutionBasis: lawThen.substitutionBasis };
  };
  return {
    law,
    compulsory: compulsory.map(place),
    additional: additional.map(place),
    choice: choice.map(place),
    notChosen: candidates.filter((dated) => !isChosen(dated)),
  };
}

/** The employee's week from a week mask and a rest day, the same every week. */
export function fixedWeek(workweek: number, restDay: number): EmployeeWeek {
  return {
    works: (day) => (workweek & (1 << weekday(day))) !== 0,
    isRestDay: (day) => weekday(day) === restDay,
  };
}

/**
 * The rest day of a week by the Employment Act 1955 s.59(1): where an employee has more than
 * one day off a week, the last of them. The days off are read as runs around the week (a
 * Tuesday–Saturday week rests Sunday then Monday: Monday); with several runs, the last day of
 * the longest, and of equally long ones the run ending latest in a week from Sunday.
 */
export function lastRestDay(workweek: number): number {
  const off = (day: number) => (workweek & (1 << (((day % 7) + 7) % 7))) === 0;
  let best = -1;
  let bestLength = 0;
  for (let day = 0; day < 7; day++) {
    if (!off(day) || off(day + 1)) continue;
    let length = 1;
    while (length < 7 && off(day - length)) length++;
    if (length >= bestLength) {
      best = day;
      bestLength = length;
    }
  }
  return best;
}
