import { DAY_DATE, FIRST_DATE, LAST_DATE } from './arguments.js';
import { statusesAsked } from './holiday-statuses.js';
import type { LoadedCalendar } from './loaded-calendar.js';
import { CalendarError } from './calendar-error.js';
import { requireDays, requireRange, requireYear } from './coverage.js';
import { stateNamed } from './states.js';
import { currentYear, today } from './today.js';
import type { WithInputs } from './with-inputs.js';
import { type WorkplaceInputs, type WorkplaceQuery, askedWorkplace, dayList, runText, workingDaysOf } from './workplace.js';
import { daysInMonth, formatIsoDate, fromParts, yearOf } from '../core/civil-date.js';
import type { DatedHoliday } from '../core/dated-holiday.js';
import { holidaysFrom, holidaysOverlapping, holidaysStartingIn } from '../core/holiday-lists.js';
import { planLeave } from '../core/leave-plan.js';
import { longWeekends } from '../core/long-weekends.js';
import type { DateCheck, LeavePlan, LongWeekend } from '../model/answers.js';
import type { Holiday, HolidayStatus, HolidayType } from '../model/holiday.js';
import {
  BlackoutParameter,
  BridgeDaysParameter,
  DateParameter,
  HolidayTypeParameter,
  LeaveDaysParameter,
  MinBreakParameter,
  MonthParameter,
  NextLimitParameter,
  StateParameter,
  StatusParameter,
  YearParameter,
} from '../model/parameters.js';
import { presentDateCheck } from '../present/day.js';
import { presentLeavePlan } from '../present/leave-plan.js';
import { presentLongWeekend } from '../present/long-weekend.js';

const WINDOW_START = DateParameter('First day of the window, inside the year');
const WINDOW_END = DateParameter('Last day of the window, inside the year');

/** GET /holidays/check: is this day a holiday, a weekend, a working day, a school day in the state (and, if given, for the workplace)? */
export function checkDay(loaded: LoadedCalendar, date: string, state: string, workplaceQuery: WorkplaceQuery = {}): WithInputs<DateCheck, { state: string } & WorkplaceInputs> {
  const day = loaded.args.day('date', DAY_DATE, date);
  const found = stateNamed(loaded, loaded.args.required('state', StateParameter, state));
  const { workplace, inputs } = askedWorkplace(loaded, workplaceQuery);
  requireDays(loaded, day);
  const days = workplace === undefined ? undefined : { days: workingDaysOf(loaded, found.code, workplace), workweek: workplace.workweek };
  return { data: presentDateCheck(loaded.calendar, loaded.school, found, day, days), inputs: { state: found.code, ...inputs } };
}

/** GET /holidays/check-all: the date check of the day for every state and federal territory, in canonical order. */
export function checkAllStates(loaded: LoadedCalendar, date: string): DateCheck[] {
  const day = loaded.args.day('date', DAY_DATE, date);
  requireDays(loaded, day);
  return loaded.statesInOrder.map((state) => presentDateCheck(loaded.calendar, loaded.school, state, day));
}

/** A year's holidays: `status` is one status, several comma-separated (`confirmed,tentative`) or `all`. */
export type HolidayListQuery = { year?: number; state?: string; month?: number; type?: HolidayType; status?: string };

/** The next holidays, from `today` (default: today by the calendar's clock). */
export type NextHolidaysQuery = { state?: string; type?: HolidayType; limit?: number; today?: string };

/** A leave plan: the year, or a window [start, end] inside one; for a workplace if given, with days leave may not be taken (`blackout`). */
export type LeavePlanQuery = { year?: number; state: string; leaveDays: number; minBreak?: number; start?: string; end?: string; blackout?: string } & WorkplaceQuery;

/** GET /holidays: a year's holidays (default: this year's); without a state only nationwide records; without `status` only confirmed ones. */
export function holidaysOfYear(
  loaded: LoadedCalendar,
  query: HolidayListQuery,
): WithInputs<Holiday[], { year: number; state: string | null; month: number | null; type: HolidayType | null; statuses: HolidayStatus[] }> {
  const year = loaded.args.optional('year', YearParameter, query.year) ?? currentYear(loaded);
  const stateText = loaded.args.optional('state', StateParameter, query.state);
  const month = loaded.args.optional('month', MonthParameter, query.month);
  const type = loaded.args.optional('type', HolidayTypeParameter, query.type);
  const statuses = statusesAsked(loaded.args.optional('status', StatusParameter, query.status) ?? 'confirmed');
  requireYear(loaded, year);
  const state = stateText === undefined ? undefined : stateNamed(loaded, stateText).code;
  const start = fromParts(year, month ?? 1, 1);
  const end = month === undefined ? fromParts(year, 12, 31) : fromParts(year, month, daysInMonth(year, month));
  return {
    data: holidaysStartingIn(loaded.calendar, start, end, { state, statuses, type }).map((dated) => dated.holiday),
    inputs: { year, state: state ?? null, month: month ?? null, type: type ?? null, statuses },
  };
}

/** GET /holidays/between: holidays with a day in [start, end]; without a state only nationwide records. */
export function holidaysBetween(loaded: LoadedCalendar, start: string, end: string, state?: string): WithInputs<Holiday[], { state: string | null }> {
  const first = loaded.args.day('start', FIRST_DATE, start);
  const last = loaded.args.day('end', LAST_DATE, end);
  const stateText = loaded.args.optional('state', StateParameter, state);
  requireRange(loaded, first, last);
  const code = stateText === undefined ? undefined : stateNamed(loaded, stateText).code;
  return { data: holidaysOverlapping(loaded.calendar, first, last, code).map((dated) => dated.holiday), inputs: { state: code ?? null } };
}

/** GET /holidays/next: the next holidays on or after today, across years (without estimates, up to the first year with a projected day). */
export function nextHolidays(
  loaded: LoadedCalendar,
  query: NextHolidaysQuery,
): WithInputs<Holiday[], { from: string; state: string | null; type: HolidayType | null; limit: number }> {
  const stateText = loaded.args.optional('state', StateParameter, query.state);
  const type = loaded.args.optional('type', HolidayTypeParameter, query.type);
  const limit = loaded.args.optional('limit', NextLimitParameter, query.limit) ?? 1;
  const from = query.today === undefined ? today(loaded) : loaded.args.day('today', DAY_DATE, query.today);
  const state = stateText === undefined ? undefined : stateNamed(loaded, stateText).code;
  const stopsAt = (dated: DatedHoliday) => loaded.excludeEstimates && loaded.estimatedYears.has(yearOf(dated.first));
  return {
    data: holidaysFrom(loaded.calendar, from, { state, type, limit, stopsAt }).map((dated) => dated.holiday),
    inputs: { from: formatIsoDate(from), state: state ?? null, type: type ?? null, limit },
  };
}

/** GET /holidays/long-weekends: stretches of 3 or more days off starting in the year (default: this year), and with bridge days those a few days' leave would make. */
export function longWeekendsOf(
  loaded: LoadedCalendar,
  year: number | undefined,
  state: string,
  options: { bridgeDays?: number } & WorkplaceQuery,
): WithInputs<LongWeekend[], { year: number; state: string; bridgeDays: number } & WorkplaceInputs> {
  const checkedYear = loaded.args.optional('year', YearParameter, year) ?? currentYear(loaded);
  const stateText = loaded.args.required('state', StateParameter, state);
  const bridgeDays = loaded.args.optional('bridgeDays', BridgeDaysParameter, options.bridgeDays) ?? 0;
  const { workplace, inputs } = askedWorkplace(loaded, options);
  requireYear(loaded, checkedYear);
  const code = stateNamed(loaded, stateText).code;
  const stretches = longWeekends(loaded.calendar, code, workingDaysOf(loaded, code, workplace), checkedYear, bridgeDays);
  return { data: stretches.map(presentLongWeekend), inputs: { year: checkedYear, state: code, bridgeDays, ...inputs } };
}

/**
 * GET /leave-plans: where to take up to `leaveDays` days of leave in the year (or in the
 * window [start, end] inside it) for the most days in breaks of at least `minBreak` (default 3)
 * consecutive days off. The year defaults to the year of `start` (or `end`), else the current year.
 */
export function leavePlan(loaded: LoadedCalendar, query: LeavePlanQuery): WithInputs<LeavePlan, WorkplaceInputs & { blackout?: string[] }> {
  const year = loaded.args.optional('year', YearParameter, query.year);
  const stateText = loaded.args.required('state', StateParameter, query.state);
  const leaveDays = loaded.args.required('leaveDays', LeaveDaysParameter, query.leaveDays);
  const minBreak = loaded.args.optional('minBreak', MinBreakParameter, query.minBreak) ?? 3;
  const first = query.start === undefined ? undefined : loaded.args.day('start', WINDOW_START, query.start);
  const last = query.end === undefined ? undefined : loaded.args.day('end', WINDOW_END, query.end);
  const { workplace, inputs } = askedWorkplace(loaded, query);
  const blackoutText = loaded.args.optional('blackout', BlackoutParameter, query.blackout);
  const blackout = blackoutText === undefined ? [] : dayList(loaded, 'blackout', blackoutText);
  const windowDay = first ?? last;
  const planYear = year ?? (windowDay === undefined ? currentYear(loaded) : yearOf(windowDay));
  requireYear(loaded, planYear);
  const state = stateNamed(loaded, stateText);
  const start = first ?? fromParts(planYear, 1, 1);
  const end = last ?? fromParts(planYear, 12, 31);
  for (const [name, day] of [['start', start], ['end', end]] as const) {
    if (yearOf(day) !== planYear) {
      throw new CalendarError('VALIDATION_ERROR', `Parameter '${name}' must be a date in ${planYear}, the year of the plan.`, [formatIsoDate(fromParts(planYear, 1, 1)), formatIsoDate(fromParts(planYear, 12, 31))]);
    }
  }
  if (start > end) throw new CalendarError('VALIDATION_ERROR', "Parameter 'start' must not be after 'end'.", []);
  const question = { state, year: planYear, start, end, leaveDays, minBreak };
  const days = workingDaysOf(loaded, state.code, workplace);
  const plan = planLeave(days, start, end, leaveDays, minBreak, blackout);
  return {
    data: presentLeavePlan(loaded.calendar, days, question, plan),
    inputs: { ...inputs, ...(blackoutText === undefined ? {} : { blackout: blackout.map((run) => runText(run)) }) },
  };
}
