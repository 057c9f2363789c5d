import { formatIsoDate } from '../core/civil-date.js';
import type { DaysOffStretch } from '../core/long-weekends.js';
import type { LongWeekend } from '../model/answers.js';

/** A stretch of days off as GET /holidays/long-weekends serves it (the v1 contract's long weekend item). */
export function presentLongWeekend(stretch: DaysOffStretch): LongWeekend {
  return {
    startDate: formatIsoDate(stretch.start),
    endDate: formatIsoDate(stretch.end),
    totalDays: stretch.totalDays,
    holidays: stretch.holidays.map((dated) => dated.holiday),
    weekendDays: stretch.weekendDays,
    bridgeDaysNeeded: stretch.bridgeDays.length,
    bridgeDates: stretch.bridgeDays.map(formatIsoDate),
  };
}
