import type { SchoolYearRecord } from '../src/model/school.js';
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

/** The same rule for the school calendar: a term or school holiday that has ended by the release date is not left `tentative`. */
export function checkSchoolSettled(files: readonly SchoolYearRecord[], releaseDate: string, problems: string[]): void {
  for (const file of files) {
    const records = [
      ...file.terms.map((term) => ({ id: term.id, last: term.segments.at(-1)!.endDate, status: term.status })),
      ...file.holidays.map((holiday) => ({ id: holiday.id, last: holiday.endDate, status: holiday.status })),
    ];
    for (const record of records) {
      if (record.last < releaseDate && record.status !== 'confirmed') {
        problems.push(
          `school ${file.year} (${record.id}): its last day ${record.last} is before the data's release date ${releaseDate} but its status is ${record.status}; confirm it from the circular or a report of it, or remove it`,
        );
      }
    }
  }
}
