import * as Type from '@sinclair/typebox/type';
import { CalendarError } from '../errors/calendar-error.js';
import { requireYear } from './coverage.js';
import type { LoadedCalendar } from '../loading/loaded-calendar.js';
import { question } from './question.js';
import { stateNamed } from './states.js';
import { currentYear } from './today.js';
import { parseWorkweek } from './workplace.js';
import { type DayNumber, formatIsoDate, fromParts, weekday } from '../core/civil-date.js';
import { type EmployeeWeek, type EntitledDay, entitledYear, fixedWeek } from '../core/entitlements.js';
import { holidayLawOf } from '../core/holiday-laws.js';
import { weekdaysOf } from '../core/workplace.js';
import type { State } from '../core/state.js';
import { type EntitledHoliday, Entitlements } from '../model/entitlements.js';
import {
  RestDayParameter,
  StateParameter,
  WEEKDAY_CODES,
  type WeekdayCode,
  WorkweekParameter,
  YearParameter,
} from '../model/parameters.js';

const SUNDAY = 0;

const NOTES = {
  offDay:
    'A holiday on an off day of the week that is not the rest day (a Saturday of a Monday-Friday week resting on Sunday) is not substituted by the proviso, which names only the rest day and another holiday; many employers give another day, which the law leaves to the contract.',
  choice:
    'The employer names its choice holidays by a notice before the year begins, and may agree with the employee to replace any of them, and may give another day in place of an additional day; the compulsory holidays may not be replaced. Substitutes are placed as if every choice holiday were chosen: one not chosen is a working day, which may move a later substitute a day earlier.',
  order:
    'Substitutes are placed compulsory holidays first, then the additional days, then the choice holidays, each by date, on the next working day no holiday of the year or earlier substitute holds.',
  estimated: 'Days marked estimated are projected from the rules, not gazetted: the answer moves with the gazette.',
};

export const entitlementsQuestion = question({
  summary: 'Which public holidays must an employer pay, and on which days?',
  description:
    "The paid public holidays of a state's year under the law of the employee who mainly works there: the Employment Act 1955 s.60D (Peninsular Malaysia and Labuan), " +
    'the Labour Ordinance of Sabah s.103 and of Sarawak s.104. compulsory: the holidays every employer must pay and may not replace; additional: the days always paid besides them ' +
    '(days appointed under the Holidays Act 1951 s.8, and in Sarawak the days the State Government declares); employerChoice: the other gazetted holidays, from which the employer names ' +
    'employerChooses. Each with its legal basis, where it falls for the employee (working_day, rest_day, off_day) and the day paid for it: a holiday on the weekly rest day (s.59) or on ' +
    'another paid holiday is paid on the next working day; one on an off day that is not the rest day (a Saturday of a Monday-Friday week resting on Sunday) is not substituted by the law. ' +
    "workweek and restDay give the employee's week (default: the state's weekend and rest day; with only a workweek, the state's rest day when the week leaves it free, else Sunday when free).",
  parameters: {
    state: StateParameter,
    year: Type.Optional(YearParameter),
    workweek: Type.Optional(WorkweekParameter),
    restDay: Type.Optional(RestDayParameter),
  },
  positional: [],
  result: Entitlements,
  inputs: {
    state: Type.String(),
    year: Type.Integer(),
    workweek: Type.Optional(Type.Array(Type.String())),
    restDay: Type.Optional(Type.String()),
  },
  answer: (loaded, args) => {
    const year = args.year ?? currentYear(loaded);
    requireYear(loaded, year);
    const state = stateNamed(loaded, args.state);
    const data = entitledYearOf(loaded, state, year, args.workweek, args.restDay);
    const inputs = {
      state: state.code,
      year,
      ...(args.workweek === undefined ? {} : { workweek: data.workweek }),
      ...(args.workweek === undefined && args.restDay === undefined ? {} : { restDay: data.restDay }),
    };
    return { data, inputs, basis: { first: `${year}-01-01`, last: `${year}-12-31`, state: state.code } };
  },
});

/** The entitlements of a state's year for the employee's week (the state's when neither part is given). */
function entitledYearOf(
  loaded: LoadedCalendar,
  state: State,
  year: number,
  weekText: string | undefined,
  restText: WeekdayCode | undefined,
): Entitlements {
  const rule = loaded.calendar.rulesOf(state.code).on(fromParts(year, 1, 1))!;
  const stateWeek = 0b1111111 & ~rule.period.weekendDays.reduce((mask, day) => mask | (1 << day), 0);
  const workweek = weekText === undefined ? stateWeek : parseWorkweek(weekText);
  const restDay = restText === undefined ? defaultRestDay(workweek, rule.restDay) : WEEKDAY_CODES.indexOf(restText);
  if ((workweek & (1 << restDay)) !== 0) {
    const free = [0, 1, 2, 3, 4, 5, 6].filter((day) => (workweek & (1 << day)) === 0).map((day) => WEEKDAY_CODES[day]!);
    throw new CalendarError(
      'VALIDATION_ERROR',
      `Parameter 'restDay' is ${WEEKDAY_CODES[restDay]}, a day the workweek works: the rest day is a day off.`,
      free,
    );
  }
  // Without a week of the employee's own, the state's rules of each day (a weekend changed mid-year stays exact).
  const rules = loaded.calendar.rulesOf(state.code);
  const week: EmployeeWeek =
    weekText === undefined && restText === undefined
      ? {
          works: (day: DayNumber) => !rules.on(day)!.isWeekend(day),
          isRestDay: (day: DayNumber) => weekday(day) === rules.on(day)!.restDay,
        }
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
  return {
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
  };
}

/** The rest day when only the week is given: the state's, if the week leaves it free; else Sunday, if free; else the first free day from Sunday on. */
function defaultRestDay(workweek: number, stateRestDay: number): number {
  if ((workweek & (1 << stateRestDay)) === 0) return stateRestDay;
  if ((workweek & (1 << SUNDAY)) === 0) return SUNDAY;
  return [0, 1, 2, 3, 4, 5, 6].find((day) => (workweek & (1 << day)) === 0)!;
}
