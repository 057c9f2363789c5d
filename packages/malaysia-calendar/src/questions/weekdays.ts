import { CalendarError } from '../errors/calendar-error.js';
import { WEEKDAY_CODES, type WeekdayCode } from '../model/parameters.js';

const FULL_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** A week mask (bit w for weekday w, 0 = Sunday) from `mon-fri`, `sun-thu`, `mon,tue,thu,fri`, `fri-mon`. */
export function parseWorkweek(entries: readonly string[]): number {
  let mask = 0;
  for (const entry of entries) {
    const part = entry.toLowerCase();
    const ends = part.split('-').map((name) => name.trim());
    const days = ends.map(weekdayNamed);
    if (ends.length > 2 || days.some((day) => day === undefined)) {
      throw new CalendarError(
        'VALIDATION_ERROR',
        `Parameter 'workweek' is not written as expected: ${JSON.stringify(part)} is not a day name or a range of two (sun, mon, tue, wed, thu, fri, sat, or in full; mon-fri).`,
        ['mon-fri', 'sun-thu', 'mon-sat'],
        { kind: 'notWorkweek', value: JSON.stringify(part) },
      );
    }
    const [from, to = from] = days as number[];
    for (let day = from!; ; day = (day + 1) % 7) {
      mask |= 1 << day;
      if (day === to) break;
    }
  }
  if (mask === 0b1111111) {
    throw new CalendarError(
      'VALIDATION_ERROR',
      "Parameter 'workweek' works every day of the week: a workweek must leave at least one day free (the weekly rest day of Employment Act 1955 s.59).",
      ['mon-sat', 'mon-fri'],
      { kind: 'noDayOff' },
    );
  }
  return mask;
}

export function weekdayNamed(name: string): number | undefined {
  const short = WEEKDAY_CODES.indexOf(name as WeekdayCode);
  return short >= 0 ? short : FULL_NAMES.indexOf(name) >= 0 ? FULL_NAMES.indexOf(name) : undefined;
}
