import type { HolidayYear } from './check-holidays.js';

/**
 * Days that have passed are settled. As of the data's release date (the newest change-log
 * entry's date), a holiday record whose last day is before it must be `confirmed` (it was
 * proclaimed and observed, with its sources) or `cancelled` (withdrawn); a record with no such
 * support is removed, never left `tentative` or `announced`.
 */
export function checkSettled(years: readonly HolidayYear[], releaseDate: string, problems: string[]): void {
  for (const { label, holidays } of years) {
    for (const [index, holiday] of holidays.entries()) {
      const where = `${label}: holidays[${index}] (${holiday.id})`;
      const last = holiday.endDate ?? holiday.date;
      const past = last < releaseDate;
      const settled = holiday.status === 'confirmed' || holiday.status === 'cancelled';
      if (past && !settled) {
        problems.push(
          `${where}: its last day ${last} is before the data's release date ${releaseDate} but its status is ${holiday.status}; ` +
            'a day that has passed must be confirmed (with the sources that show it was observed) or cancelled, or be removed',
        );
      }
    }
  }
}
