/**
 * The Tamil months are solar: a month is the sun's stay in one sidereal sign (Lahiri ayanamsa),
 * Aippasi in Libra (180°-210°), Thai in Capricorn (270°-300°). A festival falls at the new or
 * full moon that comes while the sun is in its month.
 */
import { SearchMoonPhase } from 'astronomy-engine';
import { siderealSun } from './sidereal.js';

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
