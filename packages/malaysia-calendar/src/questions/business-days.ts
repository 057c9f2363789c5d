import { FIRST_DATE, LAST_DATE } from './arguments.js';
import { notCovered, requireDays, requireRange } from './coverage.js';
import type { LoadedCalendar } from './loaded-calendar.js';
import { stateNamed } from './states.js';
import type { WithInputs } from './with-inputs.js';
import { rollToBusinessDay } from '../core/business-day-roll.js';
import { formatIsoDate } from '../core/civil-date.js';
import type { BusinessDayAddition, BusinessDayCount } from '../model/answers.js';
import { BusinessDaysParameter, DateParameter, RollParameter, type RollConvention, StateParameter } from '../model/parameters.js';

const START_DATE = DateParameter('Start date');

/** GET /business-days: business days, holidays and weekend days in [start, end] for the state. */
export function businessDays(loaded: LoadedCalendar, start: string, end: string, state: string): WithInputs<BusinessDayCount, { state: string }> {
  const first = loaded.args.day('start', FIRST_DATE, start);
  const last = loaded.args.day('end', LAST_DATE, end);
  const found = stateNamed(loaded, loaded.args.required('state', StateParameter, state));
  requireRange(loaded, first, last);
  const counts = loaded.calendar.indexOf(found.code).count(first, last);
  return { data: { ...counts, holidayList: loaded.calendar.holidaysOfState(found.code, first, last).map((dated) => dated.holiday) }, inputs: { state: found.code } };
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
  options: { roll?: RollConvention },
): WithInputs<BusinessDayAddition, { state: string }> {
  const day = loaded.args.day('date', START_DATE, date);
  const count = loaded.args.required('days', BusinessDaysParameter, days);
  const found = stateNamed(loaded, loaded.args.required('state', StateParameter, state));
  const roll = loaded.args.optional('roll', RollParameter, options.roll);
  requireDays(loaded, day);
  const index = loaded.calendar.indexOf(found.code);
  const result = count === 0 && roll !== undefined ? rollToBusinessDay(index, day, roll) : index.addBusinessDays(day, count);
  if (result === undefined) {
    throw notCovered(loaded, count === 0 ? `The ${roll} business day of ${date} falls outside the data` : `${Math.abs(count)} business days ${count > 0 ? 'after' : 'before'} ${date} fall outside the data`);
  }
  requireDays(loaded, day, result);
  return { data: { startDate: date, businessDays: count, resultDate: formatIsoDate(result) }, inputs: { state: found.code } };
}
