/**
 * Thaipusam: the day of the Pusam (Pushya) nakshatra at the full moon of the Tamil month Thai (the
 * full moon while the sun is in sidereal Capricorn, Lahiri ayanamsa). The day is the Malaysian
 * civil day on which the moon is longest in Pusam: the one holding the midpoint of its passage
 * through the mansion (sidereal longitude 100 degrees, the middle of 93 deg 20' - 106 deg 40').
 */
import { localDate } from './local-date.js';
import { siderealMoon } from './sidereal.js';
import { moonInTamilMonth } from './tamil-month.js';

const PUSAM_MIDDLE = 100;

/** The full moon of the Tamil month Thai in Gregorian year `year`. */
function thaiFullMoon(year: number): Date {
  return moonInTamilMonth(180, year, 0, 270, 'full moon in Thai');
}

/** The instant, within three days of `near`, when the moon's sidereal longitude is `target` (bisection; the moon moves about 13 degrees a day). */
function moonReaches(target: number, near: Date): Date {
  const offset = (time: number) => ((siderealMoon(new Date(time)) - target + 540) % 360) - 180;
  let before = near.getTime() - 3 * 86_400_000;
  let after = near.getTime() + 3 * 86_400_000;
  while (after - before > 60_000) {
    const middle = (before + after) / 2;
    if (offset(middle) < 0) before = middle;
    else after = middle;
  }
  return new Date(before);
}

export function thaipusam(year: number): string {
  return localDate(moonReaches(PUSAM_MIDDLE, thaiFullMoon(year)));
}
