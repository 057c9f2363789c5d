/**
 * Wesak as Malaysia gazettes it: a full-moon day of May in the Chinese lunisolar calendar, i.e. the
 * 15th day of a Chinese month (months begin on the day of the new moon, UTC+8) falling in May; when
 * two fall in May (1 and 31 May), the second, as in 2026. This reproduces the Malaysian dates on
 * record that fall a day or two before the astronomical full moon in Malaysian time (2012, 2014)
 * and those a month before Thailand's and Singapore's (2023); 2007, when Malaysia chose 1 May, is
 * a miss (see docs/festivals.md).
 */
import { SearchMoonPhase } from 'astronomy-engine';
import { addDays, localDate } from './local-date.js';

export function wesak(year: number): string {
  let chosen: string | undefined;
  let newMoon = SearchMoonPhase(0, new Date(Date.UTC(year, 2, 25)), 40);
  while (newMoon !== null) {
    const fifteenth = addDays(localDate(newMoon), 14);
    if (fifteenth > `${year}-05-31`) break;
    if (fifteenth >= `${year}-05-01`) chosen = fifteenth;
    newMoon = SearchMoonPhase(0, newMoon.AddDays(20), 20);
  }
  if (chosen === undefined) throw new Error(`no Chinese full-moon day in May ${year}`);
  return chosen;
}
