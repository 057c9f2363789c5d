import { CalendarError } from '../errors/calendar-error.js';
import type { LoadedCalendar } from '../loading/loaded-calendar.js';
import { parseWorkweek, weekdayNamed } from './weekdays.js';
import { type DayNumber, fromParts, weekday } from '../core/civil-date.js';
import { type EmployeeWeek, classifiedYear, fixedWeek, lastRestDay } from '../core/entitlements.js';
import type { StateCode } from '../core/state.js';
import { WEEKDAY_CODES } from '../model/parameters.js';

/** The employee's week in a year: the state's weekend of each day unless a workweek is given, and the rest day. */
export interface EmployeeWeekOfYear {
  week: EmployeeWeek;
  workweek: number;
  restDay: number;
}

/**
 * The employee's week for a year, from the workweek and rest day asked (the state's weekend of
 * each day when neither is: a weekend changed mid-year stays exact). The rest day, unless
 * named, is the last of the days off (Employment Act 1955 s.59(1)).
 */
export function employeeWeekOf(
  loaded: LoadedCalendar,
  code: StateCode,
  year: number,
  weekEntries: readonly string[] | undefined,
  restText: string | undefined,
): EmployeeWeekOfYear {
  const rules = loaded.calendar.rulesOf(code);
  const weekOfRule = (day: DayNumber) =>
    0b1111111 & ~rules.on(day)!.period.weekendDays.reduce((mask, weekend) => mask | (1 << weekend), 0);
  const workweek = weekEntries === undefined ? weekOfRule(fromParts(year, 1, 1)) : parseWorkweek(weekEntries);
  const restDay = restText === undefined ? lastRestDay(workweek) : weekdayNumber(restText);
  if ((workweek & (1 << restDay)) !== 0) {
    const free = [0, 1, 2, 3, 4, 5, 6].filter((day) => (workweek & (1 << day)) === 0).map((day) => WEEKDAY_CODES[day]!);
    throw new CalendarError(
      'VALIDATION_ERROR',
      `Parameter 'restDay' is ${WEEKDAY_CODES[restDay]}, a day the workweek works: the rest day is a day off.`,
      free,
      { kind: 'restDayWorked', day: WEEKDAY_CODES[restDay]! },
    );
  }
  const week: EmployeeWeek =
    weekEntries === undefined && restText === undefined
      ? {
          works: (day: DayNumber) => !rules.on(day)!.isWeekend(day),
          isRestDay: (day: DayNumber) => weekday(day) === lastRestDay(weekOfRule(day)),
        }
      : fixedWeek(workweek, restDay);
  return { week, workweek, restDay };
}

/** A weekday from its code or full name, any case. */
function weekdayNumber(text: string): number {
  const day = weekdayNamed(text.toLowerCase());
  if (day === undefined)
    throw new CalendarError(
      'VALIDATION_ERROR',
      `Parameter 'restDay' is ${JSON.stringify(text)}, not a day name (sun, mon, tue, wed, thu, fri, sat, or in full).`,
      [...WEEKDAY_CODES],
      { kind: 'notWeekday', value: JSON.stringify(text) },
    );
  return day;
}

/** The holidays `chosen` names in one year: the ids of the choice days among them, and the entries naming none of the year's holidays. */
export interface ChosenInYear {
  ids: ReadonlySet<string>;
  unmatched: string[];
}

/**
 * The holidays `chosen` names in a state's year: ids, ids less their year (the same list
 * serves every year), or names in any of the four languages, any case. More choice days than
 * the law leaves the employer is VALIDATION_ERROR naming `chosen`. Compulsory and additional
 * days may be named: they are paid whatever.
 */
export function chosenInYear(
  loaded: LoadedCalendar,
  code: StateCode,
  year: number,
  entries: readonly string[],
): ChosenInYear {
  const all = classifiedYear(loaded.calendar, code, year);
  const candidates = new Set(all.candidates.map((dated) => dated.holiday.id));
  const records = [
    ...all.compulsory.map(({ dated }) => dated),
    ...all.additional.map(({ dated }) => dated),
    ...all.candidates,
  ].map((dated) => dated.holiday);
  const ids = new Set<string>();
  const unmatched: string[] = [];
  for (const entry of entries) {
    const wanted = entry.trim().toLowerCase();
    const found = records.filter(
      (holiday) =>
        holiday.id === wanted ||
        holiday.id.slice(5) === wanted ||
        Object.values(holiday.name).some((name) => name.toLowerCase() === wanted),
    );
    if (found.length === 0) unmatched.push(entry);
    for (const holiday of found) if (candidates.has(holiday.id)) ids.add(holiday.id);
  }
  const allowed = all.law.paidHolidays - all.law.compulsory.length;
  if (ids.size > allowed) {
    throw new CalendarError(
      'VALIDATION_ERROR',
      `Parameter 'chosen' names ${ids.size} of the employer's choice holidays of ${code} in ${year}: the law leaves the employer ${allowed}.`,
      [],
      { kind: 'tooManyChosen', count: ids.size, state: code, year, allowed },
    );
  }
  return { ids, unmatched };
}

/** VALIDATION_ERROR naming `chosen` for an entry that names no holiday, with the names it could take. */
export function unknownChosen(
  entry: string,
  code: string,
  years: string,
  candidates: readonly string[],
): CalendarError {
  return new CalendarError(
    'VALIDATION_ERROR',
    `Parameter 'chosen' names ${JSON.stringify(entry)}, which is no holiday of ${code} in ${years}: give ids, ids less their year, or names.`,
    [...candidates],
    { kind: 'notAHoliday', value: JSON.stringify(entry), state: code, years },
  );
}
