import type { HolidayYear } from './check-holidays.js';

/**
 * Days that have passed are settled. As of the data's release date (the newest change-log
 * entry's date), a holiday record whose last day is before it must be `confirmed` (it was
 * observed, with its sources) or `cancelled` (withdrawn); a record with no support is removed.
 * The one exception is written down in the record: a past day that rests on one source after
 * the searches in data/notes stays `tentative` with `unsettled` saying why. `announced`
 * (gazette pending) never outlives its day.
 */
export function checkSettled(years: readonly HolidayYear[], releaseDate: string, problems: string[]): void {
  for (const { label, holidays } of years) {
    for (const [index, holiday] of holidays.entries()) {
      const where = `${label}: holidays[${index}] (${holiday.id})`;
      const last = holiday.endDate ?? holiday.date;
      const past = last < releaseDate;
      const settled = holiday.status === 'confirmed' || holiday.status === 'cancelled';
      if (past && !settled) {
        if (holiday.status === 'tentative' && holiday.unsettled !== undefined) continue;
        problems.push(
          `${where}: its last day ${last} is before the data's release date ${releaseDate} but its status is ${holiday.status}; ` +
            'a day that has passed must be confirmed (with the sources that show it was observed) or cancelled, or be removed ' +
            '(a past day resting on one source may stay tentative only with `unsettled` saying why)',
        );
      } else if (holiday.unsettled !== undefined && !(past && holiday.status === 'tentative')) {
        problems.push(`${where}: \`unsettled\` is only for a tentative record whose day has passed (status ${holiday.status}, last day ${last}, release date ${releaseDate})`);
      }
    }
  }
}
