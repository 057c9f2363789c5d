/**
 * Thaipusam: the Pusam (Pushya) day of the Tamil month Thai, as the Tamil almanac keeps it.
 * - Thai runs from the civil day the sun enters sidereal Capricorn (Lahiri) to the day before Maasi
 *   begins (`tamilMonthStart`).
 * - A Pusam day is the Malaysian civil day holding the middle of the moon's passage through the
 *   mansion (sidereal longitude 100 degrees, the middle of 93 deg 20' - 106 deg 40').
 * - Thai holds one Pusam day, or two when the first comes in its first two or three days (the moon
 *   returns to a star every 27.3 days, a solar month is 29-31). Of two the almanac keeps the second,
 *   unless the sun enters the next sign (Maasi) while the moon is in that second Pusam: then the
 *   first. In 2006 Thai held 15 January and 11 February, and Malaysia kept 11 February.
 */
import { localDate, startOfLocalDay } from './local-date.js';
import { siderealMoon } from './sidereal.js';
import { sankranti, tamilMonthStart } from './tamil-month.js';

const CAPRICORN = 270;
const AQUARIUS = 300;
const PUSAM_START = 93 + 1 / 3;
const PUSAM_MIDDLE = 100;
const PUSAM_END = 106 + 2 / 3;
const DAY_MS = 86_400_000;

/** The instant, within the day from `from`, when the moon's sidereal longitude reaches `target`; null if it does not (the moon moves about 13 degrees a day). */
function moonReaches(target: number, from: number): Date | null {
  const offset = (time: number) => ((siderealMoon(new Date(time)) - target + 540) % 360) - 180;
  let before = from;
  let after = from + DAY_MS;
  if (!(offset(before) < 0 && offset(after) >= 0)) return null;
  while (after - before > 60_000) {
    const middle = (before + after) / 2;
    if (offset(middle) < 0) before = middle;
    else after = middle;
  }
  return new Date(before);
}

/** The instant within a day of `near` when the moon reaches `target` (it reaches a longitude once a day or never). */
function moonReachesNear(target: number, near: number): Date {
  const time = moonReaches(target, near - DAY_MS) ?? moonReaches(target, near);
  if (time === null)
    throw new Error(`the moon does not reach ${target} degrees within a day of ${new Date(near).toISOString()}`);
  return time;
}

interface PusamPassage {
  day: string;
  start: Date;
  end: Date;
}

/** The Pusam passages whose day falls in Thai of `year`, in order: the days searched one by one. */
function pusamDaysOfThai(year: number): PusamPassage[] {
  const first = tamilMonthStart(CAPRICORN, year, 0);
  const next = tamilMonthStart(AQUARIUS, year, 1);
  const passages: PusamPassage[] = [];
  for (
    let from = startOfLocalDay(first).getTime() - DAY_MS;
    from < startOfLocalDay(next).getTime() + DAY_MS;
    from += DAY_MS
  ) {
    const middle = moonReaches(PUSAM_MIDDLE, from);
    if (middle === null) continue;
    const day = localDate(middle);
    if (day >= first && day < next) {
      passages.push({
        day,
        start: moonReachesNear(PUSAM_START, middle.getTime() - DAY_MS / 2),
        end: moonReachesNear(PUSAM_END, middle.getTime() + DAY_MS / 2),
      });
    }
  }
  return passages;
}

export function thaipusam(year: number): string {
  const [first, second] = pusamDaysOfThai(year);
  if (first === undefined) throw new Error(`no Pusam day in Thai ${year}`);
  if (second === undefined) return first.day;
  const maasi = sankranti(AQUARIUS, year, 1);
  return maasi >= second.start && maasi <= second.end ? first.day : second.day;
}
