/** Calendar dates in a fixed UTC offset: the day an instant falls on, and days as ISO strings. */
import type { AstroTime } from 'astronomy-engine';

const DAY_MS = 86_400_000;

/** Malaysia's civil time (UTC+8 since 1982; also China's standard time, used by the Chinese calendar). */
const MALAYSIA_OFFSET_HOURS = 8;

/** The ISO date (YYYY-MM-DD) on which an instant falls in a zone `offsetHours` east of UTC. */
export function localDate(time: AstroTime | Date, offsetHours = MALAYSIA_OFFSET_HOURS): string {
  const date = time instanceof Date ? time : time.date;
  return new Date(date.getTime() + offsetHours * 3_600_000).toISOString().slice(0, 10);
}

/** The ISO date `days` after `iso`. */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Midnight starting the day `iso` in a zone `offsetHours` east of UTC, as an instant. */
export function startOfLocalDay(iso: string, offsetHours = MALAYSIA_OFFSET_HOURS): Date {
  return new Date(Date.parse(`${iso}T00:00:00Z`) - offsetHours * 3_600_000);
}
