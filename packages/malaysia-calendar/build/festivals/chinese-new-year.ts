/** Chinese New Year: the first day of the first month of the Chinese lunisolar calendar. */
import { chineseMonthStart } from './chinese-calendar.js';

export function chineseNewYear(year: number): string {
  return chineseMonthStart(year, 1);
}
