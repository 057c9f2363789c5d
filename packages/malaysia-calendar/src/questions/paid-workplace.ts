import { CalendarError } from '../errors/calendar-error.js';
import { chosenInYear, employeeWeekOf, unknownChosen } from './employee-year.js';
import type { LoadedCalendar } from '../loading/loaded-calendar.js';
import { type DayNumber, fromParts } from '../core/civil-date.js';
import { daysOf } from '../core/dated-holiday.js';
import { type DayRun, inRuns, mergedRuns } from '../core/day-runs.js';
import { entitledYear } from '../core/entitlements.js';
import type { StateCode } from '../core/state.js';
import type { Workplace } from '../core/workplace.js';

/** The years a question about working days reaches, first and last. */
export interface YearSpan {
  first: number;
  last: number;
}

/** What `holidays=paid` reads: the employee's week, rest day and the employer's chosen days. */
export interface PaidHolidaysQuery {
  workweek?: readonly string[];
  restDay?: string;
  chosen?: readonly string[];
}

/**
 * The employee's own days off (`holidays=paid`) as a workplace on top of the state's calendar:
 * the state's holidays and replacement days that are not the employee's paid holidays are
 * days it opens on (where its week works), and the substitute days of its paid holidays
 * (Employment Act 1955 s.60D(1)'s proviso, the Labour Ordinances' in Sabah and Sarawak) are
 * days it closes, in the years the question reaches (`years`, within the covered ones: each
 * year's entitlements cost about a third of a millisecond). The workplace's own closed and
 * open days come first: an opened day stays worked, a closed day stays off.
 */
export function paidHolidaysWorkplace(
  loaded: LoadedCalendar,
  code: StateCode,
  query: PaidHolidaysQuery,
  own: Workplace,
  years: YearSpan,
): { workplace: Workplace; substitutes: DayRun[] } {
  const { substitutes, unpaid } = employeeDaysOf(loaded, code, query, years);
  const closed = substitutes.filter((day) => !inRuns(own.open, day)).map((day) => ({ start: day, end: day }));
  const open = unpaid.filter((day) => !inRuns(own.closed, day)).map((day) => ({ start: day, end: day }));
  return {
    workplace: {
      workweek: own.workweek,
      closed: mergedRuns([...own.closed, ...closed]),
      open: mergedRuns([...own.open, ...open]),
    },
    substitutes: mergedRuns(closed),
  };
}

/** An employee's days that differ from the state's: the substitute days, and the state's holidays on working days that are not paid. */
interface EmployeeDays {
  substitutes: DayNumber[];
  unpaid: DayNumber[];
}

/** The employee's days of the last questions asked, by state, years and query: a payroll asks of the same employee again and again. */
const KEPT_EMPLOYEE_DAYS = 64;
const employeeDaysKept = new WeakMap<LoadedCalendar, Map<string, EmployeeDays>>();

function employeeDaysOf(
  loaded: LoadedCalendar,
  code: StateCode,
  query: PaidHolidaysQuery,
  years: YearSpan,
): EmployeeDays {
  const firstYear = Math.max(years.first, loaded.calendar.coverage.firstYear);
  const lastYear = Math.min(years.last, loaded.calendar.coverage.lastYear);
  const key = JSON.stringify([code, firstYear, lastYear, query.workweek, query.restDay, query.chosen]);
  const kept = employeeDaysKept.get(loaded) ?? new Map<string, EmployeeDays>();
  employeeDaysKept.set(loaded, kept);
  const found = kept.get(key);
  if (found !== undefined) return found;
  const days = placedEmployeeDays(loaded, code, query, firstYear, lastYear);
  if (kept.size >= KEPT_EMPLOYEE_DAYS) kept.delete(kept.keys().next().value!);
  kept.set(key, days);
  return days;
}

function placedEmployeeDays(
  loaded: LoadedCalendar,
  code: StateCode,
  query: PaidHolidaysQuery,
  firstYear: number,
  lastYear: number,
): EmployeeDays {
  const matched = new Set<string>();
  const substituteDays: DayNumber[] = [];
  const unpaid: DayNumber[] = [];
  for (let year = firstYear; year <= lastYear; year++) {
    const employee = employeeWeekOf(loaded, code, year, query.workweek, query.restDay);
    let chosen: ReadonlySet<string> | undefined;
    if (query.chosen !== undefined) {
      const inYear = chosenInYear(loaded, code, year, query.chosen);
      for (const entry of query.chosen) if (!inYear.unmatched.includes(entry)) matched.add(entry);
      chosen = inYear.ids;
    }
    const entitled = entitledYear(loaded.calendar, code, year, employee.week, chosen);
    const placed = [...entitled.compulsory, ...entitled.additional, ...entitled.choice];
    const paid = new Set(placed.flatMap((day) => daysOf(day.dated)));
    const substitutes = new Set(
      placed.flatMap((day) => (day.substituted === undefined || day.paidOn === undefined ? [] : [day.paidOn])),
    );
    substituteDays.push(...substitutes);
    const stateDays = loaded.calendar
      .holidaysOfState(code, fromParts(year, 1, 1), fromParts(year, 12, 31))
      .flatMap((dated) => daysOf(dated));
    for (const day of new Set(stateDays))
      if (!paid.has(day) && !substitutes.has(day) && employee.week.works(day)) unpaid.push(day);
  }
  const unknown = query.chosen?.find((entry) => !matched.has(entry));
  if (unknown !== undefined) throw unknownChosen(unknown, code, `${firstYear}-${lastYear}`, []);
  return { substitutes: substituteDays, unpaid };
}

/** `chosen` and `restDay` belong to the employee's paid holidays: without `holidays=paid`, VALIDATION_ERROR naming them. */
export function requirePaidHolidays(query: PaidHolidaysQuery & { holidays?: string }): void {
  if (query.holidays === 'paid') return;
  const stray = (['chosen', 'restDay'] as const).find((name) => query[name] !== undefined);
  if (stray !== undefined)
    throw new CalendarError(
      'VALIDATION_ERROR',
      `Parameter '${stray}' describes the employee's paid holidays: it is read with holidays=paid.`,
      ['paid'],
      { kind: 'paidOnly', parameter: stray },
    );
}
