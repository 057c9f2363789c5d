import { daysInMonth, formatIsoDate, fromParts } from './civil-date.js';

/** The date a malformed one most likely meant: `2026-3-5` → `2026-03-05`; `2026-02-30` → `2026-02-28`; `2026-11-22T08:00` → `2026-11-22`. */
export function correctedDate(text: string): string | undefined {
  const match = /^\s*(\d{4})[-/. ]?(\d{1,2})[-/. ]?(\d{1,2})(?:[T ]\S*)?\s*$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return undefined;
  return formatIsoDate(fromParts(year, month, Math.min(day, daysInMonth(year, month))));
}
