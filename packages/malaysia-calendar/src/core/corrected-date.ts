import { daysInMonth, formatIsoDate, fromParts } from './civil-date.js';

/**
 * The date a malformed one most likely meant: `2026-3-5` → `2026-03-05`; `2026-02-30` →
 * `2026-02-28`; `2026-11-22T08:00` → `2026-11-22`; and the day-first order Malaysians write,
 * `5/3/2026` or `5-3-2026` → `2026-03-05`. Nothing when no date can be read in it.
 */
export function correctedDate(text: string): string | undefined {
  const yearFirst = /^\s*(\d{4})[-/. ]?(\d{1,2})[-/. ]?(\d{1,2})(?:[T ]\S*)?\s*$/.exec(text);
  const dayFirst = /^\s*(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})\s*$/.exec(text);
  const parts = yearFirst
    ? [yearFirst[1], yearFirst[2], yearFirst[3]]
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1]]
      : undefined;
  if (parts === undefined) return undefined;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1) return undefined;
  return formatIsoDate(fromParts(year, month, Math.min(day, daysInMonth(year, month))));
}
