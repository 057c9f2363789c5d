/**
 * The first day of each Hijri month in Malaysia: the day after the first evening, from the
 * conjunction on, when the crescent meets the criterion then in force at a Malaysian rukyah site.
 * Malaysia looks on the evening of the 29th and otherwise completes 30 days; the two agree
 * whenever every month has 29 or 30 days, which the data checks verify for the whole table.
 */
import { SearchMoonPhase } from 'astronomy-engine';
import { criterionFor } from './crescent-criteria.js';
import { addDays, localDate } from './local-date.js';
import { moonAtSunset } from './moon-at-sunset.js';
import { TELOK_KEMANG, type Site } from './sites.js';

/**
 * The sites whose sky decides (the month begins when the criterion is met at any of them): Telok
 * Kemang, one of Malaysia's official rukyah sites. Kuala Lumpur, Langkawi, or both Telok Kemang
 * and Langkawi give the same dates for 2001-2027 (docs/festivals.md).
 */
const ISLAMIC_SITES: readonly Site[] = [TELOK_KEMANG];

/** The conjunction of 4 April 2000 begins Muharram 1421, in every Islamic calendar. */
const MUHARRAM_1421_SEARCH_FROM = new Date('2000-04-01T00:00:00Z');

export interface HijriMonthStart {
  year: number;
  month: number;
  /** The first day of the month (ISO date, Malaysian civil day). */
  start: string;
}

/** The first day of the month whose conjunction is `conjunctionDay` (local date). */
function monthStart(
  conjunctionDay: string,
  year: number,
  month: number,
  sites: readonly Site[] = ISLAMIC_SITES,
): string {
  const criterion = criterionFor(year, month);
  for (let evening = conjunctionDay; ; evening = addDays(evening, 1)) {
    if (sites.some((site) => criterion.met(moonAtSunset(site, evening)))) return addDays(evening, 1);
  }
}

/** Every Hijri month from `first` (year, month) on, until one begins after `lastDay`. */
export function islamicMonths(
  first: { year: number; month: number },
  lastDay: string,
  sites: readonly Site[] = ISLAMIC_SITES,
): HijriMonthStart[] {
  const months: HijriMonthStart[] = [];
  let conjunction = SearchMoonPhase(0, MUHARRAM_1421_SEARCH_FROM, 30);
  for (let index = 1421 * 12; conjunction !== null; index++) {
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    if (index >= first.year * 12 + first.month - 1) {
      const start = monthStart(localDate(conjunction), year, month, sites);
      months.push({ year, month, start });
      if (start > lastDay) break;
    }
    conjunction = SearchMoonPhase(0, conjunction.AddDays(20), 20);
  }
  return months;
}
