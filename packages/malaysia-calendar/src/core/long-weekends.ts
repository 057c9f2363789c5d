import { type DayNumber, fromParts } from './civil-date.js';
import type { Calendar } from './calendar.js';
import { type DatedHoliday, daysOf } from './dated-holiday.js';
import type { WorkingDays } from './day-index.js';
import type { StateCode } from './state.js';

/** A stretch of days off: its days, the holidays in it, its counts and the working days it takes. */
export interface DaysOffStretch {
  start: DayNumber;
  end: DayNumber;
  totalDays: number;
  holidays: DatedHoliday[];
  /** Weekend days in the stretch that are not holidays (a holiday on a weekend counts as a holiday). */
  weekendDays: number;
  /** Working days to take off to get the stretch; 0 for a natural long weekend. */
  bridgeDays: DayNumber[];
}

const MINIMUM_LENGTH = 3;

interface OffRun {
  start: DayNumber;
  end: DayNumber;
}

/**
 * Stretches of at least three consecutive days off that start in `year` (a stretch over
 * 31 December is reported whole). With `maxBridgeDays` > 0, also the stretches that taking
 * at most that many working days off would create: consecutive runs of days off joined
 * across the working days between them, kept when they hold a holiday.
 */
export function longWeekends(
  calendar: Calendar,
  code: StateCode,
  index: WorkingDays,
  year: number,
  maxBridgeDays: number,
): DaysOffStretch[] {
  const runs = offRuns(calendar, index, year, maxBridgeDays);
  const yearStart = fromParts(year, 1, 1);
  const yearEnd = fromParts(year, 12, 31);
  const found: DaysOffStretch[] = [];
  for (let first = 0; first < runs.length; first++) {
    const start = runs[first]!.start;
    if (start < yearStart || start > yearEnd) continue;
    let bridgeCount = 0;
    for (let last = first; last < runs.length; last++) {
      if (last > first) bridgeCount += runs[last]!.start - runs[last - 1]!.end - 1;
      if (bridgeCount > maxBridgeDays) break;
      const end = runs[last]!.end;
      if (end - start + 1 < MINIMUM_LENGTH) continue;
      // A holiday a workplace opens on is none of its days off.
      const holidays = calendar
        .holidaysOfState(code, start, end)
        .filter((dated) => daysOf(dated).some((day) => index.kindOf(day) === 'holiday'));
      if (bridgeCount > 0 && holidays.length === 0) continue;
      const bridgeDays: DayNumber[] = [];
      for (let day = start; day <= end; day++) if (index.kindOf(day) === 'working') bridgeDays.push(day);
      const counts = index.count(start, end);
      found.push({ start, end, totalDays: counts.totalDays, holidays, weekendDays: counts.weekendDays, bridgeDays });
    }
  }
  return found.sort((a, b) => a.start - b.start || a.bridgeDays.length - b.bridgeDays.length || a.end - b.end);
}

/**
 * Maximal runs of non-working days around `year`, far enough past 31 December that a
 * stretch starting in the year is seen whole.
 */
function offRuns(calendar: Calendar, index: WorkingDays, year: number, maxBridgeDays: number): OffRun[] {
  // Start a little early so that a run already under way on 1 January is seen to begin before it.
  const from = Math.max(calendar.firstDay, fromParts(year, 1, 1) - 14);
  const to = Math.min(calendar.lastDay, fromParts(year + 1, 1, 31) + maxBridgeDays);
  const runs: OffRun[] = [];
  let runStart: DayNumber | undefined;
  for (let day = from; day <= to + 1; day++) {
    const off = day <= to && index.kindOf(day) !== 'working';
    if (off && runStart === undefined) runStart = day;
    if (!off && runStart !== undefined) {
      runs.push({ start: runStart, end: day - 1 });
      runStart = undefined;
    }
  }
  return runs;
}
