/**
 * Deepavali as the Tamil almanac (and so Malaysia's gazette) keeps it: Naraka Chaturdashi, the day
 * at whose sunrise the 29th tithi (the 14th of the waning moon) runs, before the new moon (amavasya)
 * of the Tamil month Aippasi (the new moon while the sun is in sidereal Libra, Lahiri ayanamsa).
 * Sunrise is taken at Kuala Lumpur.
 */
import { addDays, localDate } from './local-date.js';
import { tithi } from './lunar-day.js';
import { KUALA_LUMPUR } from './sites.js';
import { sunrise } from './sun-times.js';
import { moonInTamilMonth } from './tamil-month.js';

const CHATURDASHI = 29;

/** The new moon of the Tamil month Aippasi in Gregorian year `year`. */
function aippasiNewMoon(year: number): Date {
  return moonInTamilMonth(0, year, 9, 180, 'new moon in Aippasi');
}

export function deepavali(year: number): string {
  const newMoonDay = localDate(aippasiNewMoon(year));
  // The chaturdashi runs at sunrise one or two days before the new moon's day; when it runs at no
  // sunrise (a short tithi), the day before the first sunrise past it.
  for (let day = addDays(newMoonDay, -3); day <= newMoonDay; day = addDays(day, 1)) {
    const current = tithi(sunrise(KUALA_LUMPUR, day));
    if (current === CHATURDASHI) return day;
    if (current > CHATURDASHI || current < 15) return addDays(day, -1);
  }
  throw new Error(`no chaturdashi before the Aippasi new moon of ${year}`);
}
