import type { Calendar } from './calendar.js';
import type { DayNumber } from './civil-date.js';
import { appliesTo, type DatedHoliday, isInForce, isNationwide } from './dated-holiday.js';
import type { StateCode } from './state.js';
import type { HolidayStatus, HolidayType } from '../model/holiday.js';

/**
 * The records a year's (or a month's) list holds: those starting in [start, end], of the
 * statuses and the type asked, that apply to the state, or without one the nationwide records.
 */
export function holidaysStartingIn(
  calendar: Calendar,
  start: DayNumber,
  end: DayNumber,
  asked: { state: StateCode | undefined; statuses: readonly HolidayStatus[]; type: HolidayType | undefined },
): DatedHoliday[] {
  return calendar.holidays
    .overlapping(start, end)
    .filter(
      (dated) =>
        dated.first >= start &&
        asked.statuses.includes(dated.holiday.status) &&
        (asked.type === undefined || dated.holiday.type === asked.type) &&
        (asked.state === undefined ? isNationwide(dated) : appliesTo(dated, asked.state)),
    );
}

/** The records in force with a day in [start, end]: the state's, or without one the nationwide records. */
export function holidaysOverlapping(
  calendar: Calendar,
  start: DayNumber,
  end: DayNumber,
  state: StateCode | undefined,
): DatedHoliday[] {
  if (state === undefined)
    return calendar.holidays.overlapping(start, end).filter((dated) => isInForce(dated) && isNationwide(dated));
  return calendar.holidaysOfState(state, start, end);
}

/**
 * The first `limit` records in force from a day on, across years, of the type asked: the
 * state's, or without one the nationwide records; none from the first record `stopsAt` names on.
 */
export function holidaysFrom(
  calendar: Calendar,
  day: DayNumber,
  asked: {
    state: StateCode | undefined;
    type: HolidayType | undefined;
    limit: number;
    stopsAt: (dated: DatedHoliday) => boolean;
  },
): DatedHoliday[] {
  const found: DatedHoliday[] = [];
  for (const dated of asked.state === undefined
    ? calendar.holidays.from(day)
    : calendar.holidaysOf(asked.state).from(day)) {
    if (found.length === asked.limit || asked.stopsAt(dated)) break;
    if (
      isInForce(dated) &&
      (asked.type === undefined || dated.holiday.type === asked.type) &&
      (asked.state !== undefined || isNationwide(dated))
    )
      found.push(dated);
  }
  return found;
}
