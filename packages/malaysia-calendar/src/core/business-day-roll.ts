import { type DayNumber, toParts } from './civil-date.js';
import type { WorkingDays } from './day-index.js';
import type { RollConvention } from '../model/parameters.js';

/**
 * The business day a day rolls to under a business-day convention, as finance and payroll
 * use them: `following` the day itself if it is a business day, else the next one;
 * `preceding` the previous one; the `modified_` forms the same unless that leaves the
 * day's month, then the other way. Undefined when the day rolled to lies outside the index.
 */
export function rollToBusinessDay(
  index: WorkingDays,
  day: DayNumber,
  convention: RollConvention,
): DayNumber | undefined {
  if (index.kindOf(day) === 'working') return day;
  const following = index.addBusinessDays(day, 1);
  const preceding = index.addBusinessDays(day, -1);
  // A day outside the index (undefined) is past 31 December or before 1 January: another month.
  const sameMonth = (other: DayNumber | undefined) =>
    other !== undefined && toParts(other).month === toParts(day).month;
  switch (convention) {
    case 'following':
      return following;
    case 'preceding':
      return preceding;
    case 'modified_following':
      return sameMonth(following) ? following : preceding;
    case 'modified_preceding':
      return sameMonth(preceding) ? preceding : following;
  }
}
