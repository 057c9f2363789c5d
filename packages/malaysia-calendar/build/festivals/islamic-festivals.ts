/** Malaysia's Islamic festivals as Hijri dates, and their Gregorian days from the table of month starts. */
import { ISLAMIC_FESTIVALS, type IslamicFestival } from '../../src/model/holiday-rule.js';
import { addDays } from './local-date.js';

/** Every Gregorian day of `festival` given the months' first days ('AH-MM': date), in order. */
export function islamicFestivalDays(islamicMonths: Record<string, string>, festival: IslamicFestival): string[] {
  const { month, day } = ISLAMIC_FESTIVALS[festival];
  const suffix = `-${String(month).padStart(2, '0')}`;
  return Object.entries(islamicMonths)
    .filter(([key]) => key.endsWith(suffix))
    .map(([, start]) => addDays(start, day - 1));
}
