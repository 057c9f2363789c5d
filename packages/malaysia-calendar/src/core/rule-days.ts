import { daysInMonth, fromParts, weekday } from './civil-date.js';
import type { MovingDates, MovingDay } from './moving-dates.js';
import { type RuleDate, WEEKDAY_CODES } from '../model/holiday-rule.js';

/** The days a rule's date form gives in a year: none, one, or (an Islamic date) sometimes two. */
export function ruleDays(on: RuleDate, year: number, moving: MovingDates): MovingDay[] {
  if ('hijri' in on) return moving.hijri(year, on.hijri.month, on.hijri.day);
  if ('festival' in on) {
    const found = moving.festival(on.festival, year);
    return found === undefined ? [] : [{ day: found.day + (on.offset ?? 0), onRecord: found.onRecord }];
  }
  if ('weekday' in on)
    return [{ day: nthWeekday(year, on.month, WEEKDAY_CODES.indexOf(on.weekday), on.nth), onRecord: true }];
  return on.day > daysInMonth(year, on.month) ? [] : [{ day: fromParts(year, on.month, on.day), onRecord: true }];
}

/** The n-th (or, with -1, the last) given weekday of a month. */
function nthWeekday(year: number, month: number, target: number, nth: number) {
  if (nth === -1) {
    const last = fromParts(year, month, daysInMonth(year, month));
    return last - ((weekday(last) - target + 7) % 7);
  }
  const first = fromParts(year, month, 1);
  return first + ((target - weekday(first) + 7) % 7) + 7 * (nth - 1);
}
