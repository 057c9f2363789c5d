import { type DayNumber, todayInKualaLumpur, yearOf } from '../core/civil-date.js';
import type { LoadedCalendar } from '../loading/loaded-calendar.js';

/** Today in Asia/Kuala_Lumpur, by the calendar's clock. */
export function today(loaded: LoadedCalendar): DayNumber {
  return todayInKualaLumpur(loaded.now());
}

/** The current year in Asia/Kuala_Lumpur, by the calendar's clock: every default year. */
export function currentYear(loaded: LoadedCalendar): number {
  return yearOf(today(loaded));
}
