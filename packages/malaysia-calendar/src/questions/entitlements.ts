import { CalendarError } from './calendar-error.js';
import { requireYear } from './coverage.js';
import type { LoadedCalendar } from './loaded-calendar.js';
import { stateNamed } from './states.js';
import { currentYear } from './today.js';
import type { WithInputs } from './with-inputs.js';
import { parseWorkweek } from './workplace.js';
import { type DayNumber, formatIsoDate, fromParts, weekday } from '../core/civil-date.js';
import { type EmployeeWeek, type EntitledDay, entitledYear, fixedWeek } from '../core/entitlements.js';
import { holidayLawOf } from '../core/holiday-laws.js';
import { weekdaysOf } from '../core/workplace.js';
import type { EntitledHoliday, Entitlements } from '../model/entitlements.js';
import { RestDayParameter, StateParameter, WEEKDAY_CODES, type WeekdayCode, WorkweekParameter, YearParameter } from '../model/parameters.js';

/** The entitlements question: where the employee mainly works, the year, and the employee's week if not the state's. */
export type EntitlementsQuery = { state: string; year?: number; workweek?: string; restDay?: string };

const SUNDAY = 0;

const NOTES = {
  offDay:
    'A holiday on an off day of the week that is not the rest day (a Saturday of a Monday-Friday week resting on Sunday) is not substituted by the proviso, which names only the rest day and another holiday; many employers give another day, which the law leaves to the contract.',
  choice:
    'The employer names its choice holidays by a notice before the year begins, and may agree with the employee to replace any of them, and may give another day in place of an additional day; the compulsory holidays may not be replaced. Substitutes are placed as if every choice holiday were chosen: one not chosen is a working day, which may move a later substitute a day earlier.',
  order: 'Substitutes are placed compulsory holidays first, then the additional days, then the choice holidays, each by date, on the next working day no holiday of the year or earlier substitute holds.',
  estimated: 'Days marked estimated are projected from the rules, not gazetted: the answer moves with the gazette.',
};

/** GET /entitlements: a state's year under the employee's paid-holiday law. */
export function entitlements(loaded: LoadedCalendar, query: EntitlementsQuery): WithInputs<Entitlements, { state: string; year: number; workweek?: WeekdayCode[]; restDay?: WeekdayCode }> {
  const stateText = loaded.args.required('state', StateParameter, query.state);
  const year = loaded.args.optional('year', YearParameter, query.year) ?? currentYear(loaded);
  const weekText = loaded.args.optional('workweek', WorkweekParameter, query.workweek);
  const restText = loaded.args.optional('restDay', RestDayParameter, query.restDay);
  requireYear(loaded, year);
  const state = stateNamed(loaded, stateText);
  const rule = loaded.calendar.rulesOf(state.code).on(fromParts(year, 1, 1))!;
  const stateWeek = 0b1111111 & ~rule.period.weekendDays.reduce((mask, day) => mask | (1 << day), 0);
  const workweek = weekText === undefined ? stateWeek : parseWorkweek(weekText);
  const restDay = restText === undefined ? defaultRestDay(workweek, rule.restDay) : WEEKDAY_CODES.indexOf(restText);
  if ((workweek & (1 << restDay)) !== 0) {
    const free = [0, 1, 2, 3, 4, 5, 6].filter((day) => (workweek & (1 << day)) === 0).map((day) => WEEKDAY_CODES[day]!);
    throw new CalendarError('VALIDATION_ERROR', `Parameter 'restDay' is ${WEEKDAY_CODES[restDay]}, a day the workweek works: the rest day is a day off.`, free);
  }
  // Without a week of the employee's own, the state's rules of each day (a weekend changed mid-year stays exact).
  const week: EmployeeWeek =
    weekText === undefined && restText === undefined
      ? { works: (day: DayNumber) => !loaded.calendar.rulesOf(state.code).on(day)!.isWeekend(day), isRestDay: (day: DayNumber) => weekday(day) === loaded.calendar.rulesOf(state.code).on(day)!.restDay }
      : fixedWeek(workweek, restDay);
  const law = holidayLawOf(state.code, year);
  const entitled = entitledYear(loaded.calendar, state.code, year, law, week);
  const present = (day: EntitledDay): EntitledHoliday => ({
    holiday: day.dated.holiday,
    basis: day.basis,
    fallsOn: day.fallsOn,
    paidOn: day.paidOn === undefined ? null : formatIsoDate(day.paidOn),
    substitution: day.substituted === undefined ? null : { reason: day.substituted, basis: law.substitutionBasis },
  });
  const all = [...entitled.compulsory, ...entitled.additional, ...entitled.choice];
  const notes = [NOTES.offDay, NOTES.choice, NOTES.order];
  if (all.some((day) => day.dated.holiday.estimated === true)) notes.push(NOTES.estimated);
  const inputs = { state: state.code, year, ...(weekText === undefined ? {} : { workweek: weekdaysOf(workweek).map((day) => WEEKDAY_CODES[day]!) }), ...(restText === undefined && weekText === undefined ? {} : { restDay: WEEKDAY_CODES[restDay]! }) };
  return {
    data: {
      state: state.code,
      year,
      law: law.name,
      workweek: weekdaysOf(workweek).map((day) => WEEKDAY_CODES[day]!),
      restDay: WEEKDAY_CODES[restDay]!,
      paidHolidays: law.paidHolidays,
      employerChooses: law.paidHolidays - law.compulsory.length,
      compulsory: entitled.compulsory.map(present),
      additional: entitled.additional.map(present),
      employerChoice: entitled.choice.map(present),
      notes,
    },
    inputs,
  };
}

/** The rest day when only the week is given: the state's, if the week leaves it free; else Sunday, if free; else the first free day from Sunday on. */
function defaultRestDay(workweek: number, stateRestDay: number): number {
  if ((workweek & (1 << stateRestDay)) === 0) return stateRestDay;
  if ((workweek & (1 << SUNDAY)) === 0) return SUNDAY;
  return [0, 1, 2, 3, 4, 5, 6].find((day) => (workweek & (1 << day)) === 0)!;
}
