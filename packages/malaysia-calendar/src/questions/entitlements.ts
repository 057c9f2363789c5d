import * as Type from '@sinclair/typebox/type';
import { ENTITLEMENT_WORDS } from './entitlement-words.js';
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
import type { Language } from '../model/language.js';
import { CHOSEN, LANG, REST_DAY, STATE, WEEKDAY_CODES, WORKWEEK, YEAR } from '../model/parameters.js';
import { optional } from '../model/parameter.js';
import { echo } from '../model/echo.js';

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
    state: STATE,
    year: optional(YEAR),
    workweek: optional(WORKWEEK),
    restDay: optional(REST_DAY),
    chosen: optional(CHOSEN),
    lang: optional(LANG),
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
    lang: echo(LANG, 'omitted'),
  },
  answer: (loaded, args) => {
    const year = args.year ?? currentYear(loaded);
    requireYear(loaded, year);
    const state = stateNamed(loaded, args.state);
    const employee = employeeWeekOf(loaded, state.code, year, args.workweek, args.restDay);
    const chosen = args.chosen === undefined ? undefined : chosenOfYear(loaded, state.code, year, args.chosen);
    const entitled = entitledYear(loaded.calendar, state.code, year, employee.week, chosen);
    const data = presentEntitlements(state, year, employee, entitled, chosen !== undefined, args.lang ?? 'en');
    const inputs = {
      state: state.code,
      year,
      ...(args.workweek === undefined ? {} : { workweek: data.workweek }),
      ...(args.workweek === undefined && args.restDay === undefined ? {} : { restDay: data.restDay }),
      ...(chosen === undefined ? {} : { chosen: data.employerChoice.map((day) => day.holiday.id) }),
    };
    return { data, inputs, basis: { first: fromParts(year, 1, 1), last: fromParts(year, 12, 31), state: state.code } };
  },
});

/** The choice days `chosen` names in the year, every entry naming one of its holidays. */
function chosenOfYear(
  loaded: LoadedCalendar,
  code: StateCode,
  year: number,
  entries: readonly string[],
): ReadonlySet<string> {
  const { ids, unmatched } = chosenInYear(loaded, code, year, entries);
  if (unmatched.length > 0) {
    const { candidates } = classifiedYear(loaded.calendar, code, year);
    throw unknownChosen(
      unmatched[0]!,
      code,
      String(year),
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
  lang: Language,
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
  const words = ENTITLEMENT_WORDS[lang];
  const notes = [
    words.notes.offDay,
    chosen ? words.notes.chosen : words.notes.choice,
    words.notes.order,
    words.notes.notCovered,
  ];
  const lawAtStart = holidayLawOn(state.code, fromParts(year, 1, 1));
  if (lawAtStart.name !== law.name) notes.push(words.amended(words.law(lawAtStart.title, lawAtStart.name)));
  if (all.some((day) => day.dated.holiday.estimated === true)) notes.push(words.notes.estimated);
  return {
    state: state.code,
    year,
    law: words.law(law.title, law.name),
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
