/**
 * The Tamil months are solar: a month is the sun's stay in one sidereal sign (Lahiri ayanamsa),
 * Aippasi in Libra (180°-210°), Thai in Capricorn (270°-300°). A festival falls at the new or
 * full moon that comes while the sun is in its month, or on a star's day within the month's civil days.
 */
import { SearchMoonPhase } from 'astronomy-engine';
import { addDays, localDate } from './local-date.js';
import { siderealSun } from './sidereal.js';
import { KUALA_LUMPUR } from './sites.js';
import { sunset } from './sun-times.js';

/** The first moon of `phase` (0: new, 180: full) from 1 `month` (0-11) of `year` on while the sun is in the sign that starts at `sign` degrees. */
export function moonInTamilMonth(phase: 0 | 180, year: number, month: number, sign: number, what: string): Date {
  let moon = SearchMoonPhase(phase, new Date(Date.UTC(year, month, 1)), 40);
  while (moon !== null) {
    const sun = siderealSun(moon.date);
    if (sun >= sign && sun < sign + 30) return moon.date;
    moon = SearchMoonPhase(phase, moon.AddDays(20), 20);
  }
  throw new Error(`no ${what} ${year}`);
}

/** The instant the sun enters the sidereal sign starting at `sign` degrees, in the Gregorian month `month` (0-11) of `year` (bisection; the sun moves a degree a day). */
export function sankranti(sign: number, year: number, month: number): Date {
  const offset = (time: number) => ((siderealSun(new Date(time)) - sign + 540) % 360) - 180;
  let before = Date.UTC(year, month, 1);
  let after = Date.UTC(year, month + 1, 1);
  while (after - before > 60_000) {
    const middle = (before + after) / 2;
    if (offset(middle) < 0) before = middle;
    else after = middle;
  }
  return new Date(before);
}

/**
 * The civil day a Tamil month begins (its day 1): the day of its sankranti when the sun enters the
 * sign before sunset, otherwise the next day (the Tamil almanacs' rule). Sunset at Kuala Lumpur.
 */
export function tamilMonthStart(sign: number, year: number, month: number): string {
  const entry = sankranti(sign, year, month);
  const day = localDate(entry);
  return entry < sunset(KUALA_LUMPUR, day) ? day : addDays(day, 1);
}
