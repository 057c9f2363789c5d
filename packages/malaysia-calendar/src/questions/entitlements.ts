import * as Type from '@sinclair/typebox/type';
import { requireYear } from './coverage.js';
import type { LoadedCalendar } from '../loading/loaded-calendar.js';
import { question } from './question.js';
import { stateNamed } from './states.js';
import { currentYear } from './today.js';
import { type EmployeeWeekOfYear, chosenInYear, employeeWeekOf, unknownChosen } from './employee-year.js';
import { formatIsoDate, fromParts } from '../core/civil-date.js';
import { type EntitledDay, type EntitledYear, classifiedYear, entitledYear } from '../core/entitlements.js';
import { holidayLawOn } from '../core/holiday-laws.js';
import { weekdaysOf } from '../core/workplace.js';
import type { State, StateCode } from '../core/state.js';
import { ENTITLEMENT_GROUPS, type EntitledHoliday, EntitledHolidayRow, Entitlements } from '../model/entitlements.js';
import {
  ChosenParameter,
  RestDayParameter,
  StateParameter,
  WEEKDAY_CODES,
  WorkweekParameter,
  YearParameter,
} from '../model/parameters.js';

const NOTES = {
  offDay:
    'A holiday on an off day of the week that is not the rest day (a Saturday of a Monday-Friday week resting on Sunday) is not substituted by the proviso, which names only the rest day and another holiday; many employers give another day, which the law leaves to the contract.',
  choice:
    'The employer names its choice holidays by a notice before the year begins (chosen), and may agree with the employee to replace any of them, and may give another day in place of an additional day; the compulsory holidays may not be replaced. Without chosen, every candidate is assumed chosen and substitutes are placed so: one not chosen is a working day, which may move a substitute, a compulsory one included, to an earlier day.',
  chosen:
    'employerChoice lists the days the employer chose, their substitutes placed among its paid holidays only; notChosen lists the others, working days for the employee. The employer may agree with the employee to replace any of them, and may give another day in place of an additional day; the compulsory holidays may not be replaced.',
  notCovered:
    'Not covered: a holiday during sick leave, annual leave or another paid leave (Employment Act 1955 s.60D(2): the holiday is given, the leave day not counted), employment starting or ending within the year (the holidays then falling within the employment are the ones paid), replacement by agreement, and the rate for work on a holiday.',
  amended:
    'The law changed within the year: holidays before the amendment came into force are placed by the proviso then in force, and the count and compulsory days are those in force at the end of the year. Before it:',
  order:
    'Substitutes are placed compulsory holidays first, then the additional days, then the choice holidays, each by date, on the next working day no holiday of the year or earlier substitute holds.',
  estimated: 'Days marked estimated are projected from the rules, not gazetted: the answer moves with the gazette.',
};

export const entitlementsQuestion = question({
  summary: 'Which public holidays must an employer pay, and on which days?',
  description:
    "The paid public holidays of a state's year under the law of the employee who mainly works there: the Employment Act 1955 s.60D (Peninsular Malaysia and Labuan), " +
    'the Labour Ordinance of Sabah s.103 and of Sarawak s.104. compulsory: the holidays every employer must pay and may not replace; additional: the days always paid besides them ' +
    '(days appointed under the Holidays Act 1951 s.8, and in Sarawak the days the State Government declares); employerChoice: the other gazetted holidays (days a state declares under s.9 among them), from which the employer names ' +
    'employerChooses, or with chosen exactly the days it named (notChosen: the others). Each with its legal basis, where it falls for the employee (working_day, rest_day, off_day) and the day paid for it: a holiday on the weekly rest day (s.59) or on ' +
    'another paid holiday is paid on the next working day; one on an off day that is not the rest day (a Saturday of a Monday-Friday week resting on Sunday) is not substituted by the law. ' +
    "workweek and restDay give the employee's week (default: the state's weekend; the rest day by s.59(1), the last of the days off).",
  parameters: {
    state: StateParameter,
    year: Type.Optional(YearParameter),
    workweek: Type.Optional(WorkweekParameter),
    restDay: Type.Optional(RestDayParameter),
    chosen: Type.Optional(ChosenParameter),
  },
  positional: [],
  result: Entitlements,
  // The CSV: a row per paid holiday (the employer's choice: the days chosen, or every candidate), with its day paid and basis.
  records: {
    schema: EntitledHolidayRow,
    rows: (data: Entitlements) =>
      ENTITLEMENT_GROUPS.flatMap((group) => data[group].map((entry) => ({ group, ...entry }))),
  },
  inputs: {
    state: Type.String(),
    year: Type.Integer(),
    workweek: Type.Optional(Type.Array(Type.String())),
    restDay: Type.Optional(Type.String()),
    chosen: Type.Optional(Type.Array(Type.String(), { description: 'The ids of the days the employer chose' })),
  },
  answer: (loaded, args) => {
    const year = args.year ?? currentYear(loaded);
    requireYear(loaded, year);
    const state = stateNamed(loaded, args.state);
    const employee = employeeWeekOf(loaded, state.code, year, args.workweek, args.restDay);
    const chosen = args.chosen === undefined ? undefined : chosenOfYear(loaded, state.code, year, args.chosen);
    const entitled = entitledYear(loaded.calendar, state.code, year, employee.week, chosen);
    const data = presentEntitlements(state, year, employee, entitled, chosen !== undefined);
    const inputs = {
      state: state.code,
      year,
      ...(args.workweek === undefined ? {} : { workweek: data.workweek }),
      ...(args.workweek === undefined && args.restDay === undefined ? {} : { restDay: data.restDay }),
      ...(chosen === undefined ? {} : { chosen: data.employerChoice.map((day) => day.holiday.id) }),
    };
    return { data, inputs, basis: { first: `${year}-01-01`, last: `${year}-12-31`, state: state.code } };
  },
});

/** The choice days `chosen` names in the year, every entry naming one of its holidays. */
function chosenOfYear(loaded: LoadedCalendar, code: StateCode, year: number, text: string): ReadonlySet<string> {
  const { ids, unmatched } = chosenInYear(loaded, code, year, text);
  if (unmatched.length > 0) {
    const { candidates } = classifiedYear(loaded.calendar, code, year);
    throw unknownChosen(
      unmatched[0]!,
      `${code} in ${year}`,
      candidates.map((dated) => dated.holiday.id.slice(5)),
    );
  }
  return ids;
}

/** The answer: each day with its basis and the day paid, and what the answer assumes. */
function presentEntitlements(
  state: State,
  year: number,
  employee: EmployeeWeekOfYear,
  entitled: EntitledYear,
  chosen: boolean,
): Entitlements {
  const { law } = entitled;
  const present = (day: EntitledDay): EntitledHoliday => ({
    holiday: day.dated.holiday,
    basis: day.basis,
    fallsOn: day.fallsOn,
    paidOn: day.paidOn === undefined ? null : formatIsoDate(day.paidOn),
    substitution: day.substituted === undefined ? null : { reason: day.substituted, basis: day.substitutionBasis },
  });
  const all = [...entitled.compulsory, ...entitled.additional, ...entitled.choice];
  const notes = [NOTES.offDay, chosen ? NOTES.chosen : NOTES.choice, NOTES.order, NOTES.notCovered];
  const lawAtStart = holidayLawOn(state.code, fromParts(year, 1, 1));
  if (lawAtStart.name !== law.name) notes.push(`${NOTES.amended} ${lawAtStart.name}.`);
  if (all.some((day) => day.dated.holiday.estimated === true)) notes.push(NOTES.estimated);
  return {
    state: state.code,
    year,
    law: law.name,
    workweek: weekdaysOf(employee.workweek).map((day) => WEEKDAY_CODES[day]!),
    restDay: WEEKDAY_CODES[employee.restDay]!,
    paidHolidays: law.paidHolidays,
    employerChooses: law.paidHolidays - law.compulsory.length,
    compulsory: entitled.compulsory.map(present),
    additional: entitled.additional.map(present),
    employerChoice: entitled.choice.map(present),
    ...(chosen ? { notChosen: entitled.notChosen.map((dated) => dated.holiday) } : {}),
    notes,
  };
}
