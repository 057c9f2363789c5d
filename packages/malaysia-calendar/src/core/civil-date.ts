/**
 * Civil (calendar) dates as plain day numbers: days since 1970-01-01.
 * Holidays are whole local days in Malaysia, so no time zone or clock time is involved;
 * integers make ranges, differences and prefix sums trivial.
 */
export type DayNumber = number;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
}

/** Day number of a proleptic Gregorian date (Howard Hinnant's days-from-civil). */
export function fromParts(year: number, month: number, day: number): DayNumber {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function toParts(dayNumber: DayNumber): { year: number; month: number; day: number } {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/**
 * Parses a strict `YYYY-MM-DD` date; returns undefined for anything else, including 2026-02-30.
 * The digits are read in place, without the match's array and strings: a workplace's 732 days
 * are parsed on every request that gives them.
 */
export function parseIsoDate(text: string): DayNumber | undefined {
  if (!ISO_DATE.test(text)) return undefined;
  const year = digitsIn(text, 0, 4);
  const month = digitsIn(text, 5, 7);
  const day = digitsIn(text, 8, 10);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return fromParts(year, month, day);
}

/** The number the decimal digits of `text` from `start` to `end` write. */
function digitsIn(text: string, start: number, end: number): number {
  let value = 0;
  for (let index = start; index < end; index++) value = value * 10 + text.charCodeAt(index) - 48;
  return value;
}

export function formatIsoDate(dayNumber: DayNumber): string {
  const { year, month, day } = toParts(dayNumber);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 0 = Sunday ... 6 = Saturday, as in the contract's weekendDays. */
export function weekday(dayNumber: DayNumber): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

export function yearOf(dayNumber: DayNumber): number {
  return toParts(dayNumber).year;
}

/** Malaysia has kept UTC+8 without daylight saving since 1982. */
const KUALA_LUMPUR_OFFSET_MS = 8 * 60 * 60 * 1000;

export function todayInKualaLumpur(now: Date): DayNumber {
  return Math.floor((now.getTime() + KUALA_LUMPUR_OFFSET_MS) / 86_400_000);
}
