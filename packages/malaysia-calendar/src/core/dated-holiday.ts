import { type DayNumber, parseIsoDate } from './civil-date.js';
import type { Dated } from './dated-list.js';
import type { StateCode } from './state.js';
import { ALL_STATES } from '../model/common.js';
import type { Holiday, HolidayRecord } from '../model/holiday.js';

/** A holiday placed on the calendar: the served record, its days as day numbers, and whether it is replaced on a rest day. */
export interface DatedHoliday extends Dated {
  readonly holiday: Holiday;
  readonly replaceable: boolean;
}

/**
 * A data record on the calendar. Replacement days are not replaced again; every other
 * holiday is, ad-hoc days included (the polling days of 18-19 November 2022 were), except
 * where the data says `replaceable: false`.
 */
export function datedHoliday(record: HolidayRecord): DatedHoliday {
  const { replaceable, note: _note, ...holiday } = record;
  const first = parseIsoDate(record.date)!;
  return {
    holiday,
    first,
    last: record.endDate === undefined ? first : parseIsoDate(record.endDate)!,
    replaceable: record.type !== 'replacement' && replaceable !== false,
  };
}

export function appliesTo(dated: DatedHoliday, code: StateCode): boolean {
  return dated.holiday.states.includes(ALL_STATES) || dated.holiday.states.includes(code);
}

/** Nationwide records: `states` is `["*"]`. */
export function isNationwide(dated: DatedHoliday): boolean {
  return dated.holiday.states.length === 1 && dated.holiday.states[0] === ALL_STATES;
}

/** Whether a record makes its days off: everything but a cancelled record does. */
export function isInForce(dated: DatedHoliday): boolean {
  return dated.holiday.status !== 'cancelled';
}

export function byFirstDayThenId(a: DatedHoliday, b: DatedHoliday): number {
  return a.first - b.first || (a.holiday.id < b.holiday.id ? -1 : a.holiday.id > b.holiday.id ? 1 : 0);
}

export function daysOf(dated: Dated): DayNumber[] {
  const days: DayNumber[] = [];
  for (let day = dated.first; day <= dated.last; day++) days.push(day);
  return days;
}
