/**
 * Good Friday: two days before Western Easter Sunday, by the Gregorian computus (the "anonymous
 * Gregorian algorithm" of Meeus, Astronomical Algorithms, 2nd ed., ch. 8, valid for every
 * Gregorian year). Easter is a church rule, not an astronomical event, so no ephemeris is used.
 */
import { addDays } from './local-date.js';

/** Western Easter Sunday of `year`, as an ISO date. */
export function easterSunday(year: number): string {
  const goldenNumber = year % 19;
  const century = Math.floor(year / 100);
  const yearOfCentury = year % 100;
  const leapCenturies = Math.floor(century / 4);
  const century4 = century % 4;
  const moonCorrection = Math.floor((century + 8) / 25);
  const solarCorrection = Math.floor((century - moonCorrection + 1) / 3);
  const epact = (19 * goldenNumber + century - leapCenturies - solarCorrection + 15) % 30;
  const leapYears = Math.floor(yearOfCentury / 4);
  const yearOfCentury4 = yearOfCentury % 4;
  const weekday = (32 + 2 * century4 + 2 * leapYears - epact - yearOfCentury4) % 7;
  const correction = Math.floor((goldenNumber + 11 * epact + 22 * weekday) / 451);
  const month = Math.floor((epact + weekday - 7 * correction + 114) / 31);
  const day = ((epact + weekday - 7 * correction + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Good Friday of `year`. */
export function goodFriday(year: number): string {
  return addDays(easterSunday(year), -2);
}
