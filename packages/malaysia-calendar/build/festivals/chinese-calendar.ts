/**
 * The Chinese lunisolar calendar (the rules of the 1645 reform as used today), reckoned in China
 * Standard Time (UTC+8, Malaysia's civil time too). Months begin on the day of the new moon; the
 * month containing the winter solstice is the 11th; when 13 new moons begin between two such
 * months, the first month after the 11th without a principal term (a solar longitude that is a
 * multiple of 30 degrees) is a leap month and does not count.
 */
import { SearchMoonPhase, SearchSunLongitude, SunPosition } from 'astronomy-engine';
import { localDate, startOfLocalDay } from './local-date.js';

/** The day of the winter solstice (solar longitude 270 degrees) of Gregorian year `year`. */
function winterSolstice(year: number): string {
  const time = SearchSunLongitude(270, new Date(Date.UTC(year, 11, 10)), 30);
  if (time === null) throw new Error(`no winter solstice found in ${year}`);
  return localDate(time);
}

/** The index of the last of the ascending `days` on or before `limit`. */
function lastIndexOnOrBefore(days: readonly string[], limit: string): number {
  let index = -1;
  while (index + 1 < days.length && days[index + 1]! <= limit) index++;
  return index;
}

/** The days on which new moons fall, from the last one on or before `from` to the first after `until`. */
function newMoonDays(from: string, until: string): string[] {
  const days: string[] = [];
  let time = SearchMoonPhase(0, new Date(Date.parse(`${from}T00:00:00Z`) - 35 * 86_400_000), 40);
  while (time !== null) {
    const day = localDate(time);
    if (day > from && days.length === 0) throw new Error('new moon search started too late');
    days.push(day);
    if (day > until) break;
    time = SearchMoonPhase(0, time.AddDays(20), 20);
  }
  // Keep the last new moon on or before `from` and everything after it.
  const firstKept = lastIndexOnOrBefore(days, from);
  return days.slice(firstKept);
}

/** Whether a principal term (solar longitude a multiple of 30 degrees) falls on a day in [start, end). */
function hasPrincipalTerm(start: string, end: string): boolean {
  return (
    Math.floor(SunPosition(startOfLocalDay(start)).elon / 30) !==
    Math.floor(SunPosition(startOfLocalDay(end)).elon / 30)
  );
}

interface ChineseMonth {
  /** 1-12 (11 is the month containing the winter solstice). */
  month: number;
  leap: boolean;
  /** The month's first day (ISO date, UTC+8). */
  start: string;
}

/** The months from the 11th month before Gregorian year `year` began to the 10th month of the next sui. */
function chineseMonths(year: number): ChineseMonth[] {
  const solstice = winterSolstice(year - 1);
  const nextSolstice = winterSolstice(year);
  const moons = newMoonDays(solstice, nextSolstice);
  // moons[0] begins the 11th month; the month containing the next solstice begins at moons[last].
  const last = lastIndexOnOrBefore(moons, nextSolstice);
  let leapPending = last === 13;
  const months: ChineseMonth[] = [];
  let month = 11;
  for (let index = 0; index < last; index++) {
    const start = moons[index]!;
    if (index > 0 && leapPending && !hasPrincipalTerm(start, moons[index + 1]!)) {
      leapPending = false;
      months.push({ month, leap: true, start });
      continue;
    }
    month = index === 0 ? 11 : (month % 12) + 1;
    months.push({ month, leap: false, start });
  }
  return months;
}

/** The first day of month `month` (not the leap month of that number) of the Chinese year beginning in Gregorian `year`. */
export function chineseMonthStart(year: number, month: number): string {
  const found = chineseMonths(year).find(
    (entry) => entry.month === month && !entry.leap && entry.start > `${year - 1}-12-31`,
  );
  if (found === undefined) throw new Error(`no month ${month} found for ${year}`);
  return found.start;
}
