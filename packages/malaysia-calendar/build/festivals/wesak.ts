/**
 * Wesak as Malaysia gazettes it: the first full-moon day of May in the Chinese lunisolar calendar,
 * i.e. the first 15th day of a Chinese month (months begin on the day of the new moon, UTC+8) that
 * falls in May. This reproduces the Malaysian dates on record that fall a day or two before the
 * astronomical full moon in Malaysian time (2012, 2014), and 2007, when Thailand's Visakha Bucha
 * came a month later (see docs/festivals.md).
 */
import { SearchMoonPhase } from 'astronomy-engine';
import { addDays, localDate } from './local-date.js';

export function wesak(year: number): string {
  let newMoon = SearchMoonPhase(0, new Date(Date.UTC(year, 2, 25)), 40);
  while (newMoon !== null) {
    const fifteenth = addDays(localDate(newMoon), 14);
    if (fifteenth >= `${year}-05-01`) return fifteenth;
    newMoon = SearchMoonPhase(0, newMoon.AddDays(20), 20);
  }
  throw new Error(`no new moon found before Wesak ${year}`);
}
