import { FIRST_DATE, LAST_DATE } from './arguments.js';
import { notCovered, requireDays, requireRange } from './coverage.js';
import type { LoadedCalendar } from './loaded-calendar.js';
import { stateNamed } from './states.js';
import type { WithInputs } from './with-inputs.js';
import { type WorkplaceInputs, type WorkplaceQuery, askedWorkplace, workingDaysOf } from './workplace.js';
import { rollToBusinessDay } from '../core/business-day-roll.js';
import { type DayNumber, formatIsoDate } from '../core/civil-date.js';
import type { DatedHoliday } from '../core/dated-holiday.js';
import type { WorkingDays } from '../core/day-index.js';
import type { BusinessDayAddition, BusinessDayCount } from '../model/answers.js';
import { BusinessDaysParameter, DateParameter, RollParameter, type RollConvention, StateParameter } from '../model/parameters.js';

const START_DATE = DateParameter('Start date');

/**
 * GET /business-days: business days, holidays and weekend days in [start, end] for the state,
 * or for a workplace in it: then `holidays` are the public holidays it does not open on, and
 * `weekendDays` its other days off (the days its week does not work, and its closed days).
 */
export function businessDays(
  loaded: LoadedCalendar,
  start: string,
  end: string,
  state: string,
  workplaceQuery: WorkplaceQuery = {},
): WithInputs<BusinessDayCount, { state: string } & WorkplaceInputs> {
  const first = loaded.args.day('start', FIRST_DATE, start);
  const last = loaded.args.day('end', LAST_DATE, end);
  const found = stateNamed(loaded, loaded.args.required('state', StateParameter, state));
  const { workplace, inputs } = askedWorkplace(loaded, workplaceQuery);
  requireRange(loaded, first, last);
  const index = workingDaysOf(loaded, found.code, workplace);
  const counts = index.count(first, last);
  const holidays = loaded.calendar.holidaysOfState(found.code, first, last).filter((dated) => workplace === undefined || isObserved(index, dated, first, last));
  return { data: { ...counts, holidayList: holidays.map((dated) => dated.holiday) }, inputs: { state: found.code, ...inputs } };
}

/** Whether a workplace is off for the holiday on one of its days in [first, last] (it may open on a holiday). */
function isObserved(index: WorkingDays, dated: DatedHoliday, first: DayNumber, last: DayNumber): boolean {
  for (let day = Math.max(dated.first, first); day <= Math.min(dated.last, last); day++) if (index.kindOf(day) === 'holiday') return true;
  return false;
}

/**
 * GET /business-days/add: the business day `days` business days after (or before) `date`.
 * 0 gives the date itself, or with `roll` the business day it rolls to under that convention
 * (other values of `days` always end on a business day, so `roll` changes nothing there).
 */
export function addBusinessDays(
  loaded: LoadedCalendar,
  date: string,
  days: number,
  state: string,
  options: { roll?: RollConvention } & WorkplaceQuery,
): WithInputs<BusinessDayAddition, { state: string } & WorkplaceInputs> {
  const day = loaded.args.day('date', START_DATE, date);
  const count = loaded.args.required('days', BusinessDaysParameter, days);
  const found = stateNamed(loaded, loaded.args.required('state', StateParameter, state));
  const roll = loaded.args.optional('roll', RollParameter, options.roll);
  const { workplace, inputs } = askedWorkplace(loaded, options);
  requireDays(loaded, day);
  const index = workingDaysOf(loaded, found.code, workplace);
  const result = count === 0 && roll !== undefined ? rollToBusinessDay(index, day, roll) : index.addBusinessDays(day, count);
  if (result === undefined) {
    throw notCovered(loaded, count === 0 ? `The ${roll} business day of ${date} falls outside the data` : `${Math.abs(count)} business days ${count > 0 ? 'after' : 'before'} ${date} fall outside the data`);
  }
  requireDays(loaded, day, result);
  return { data: { startDate: date, businessDays: count, resultDate: formatIsoDate(result) }, inputs: { state: found.code, ...inputs } };
}
