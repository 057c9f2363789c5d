import type { DayRun } from './day-runs.js';

/**
 * A workplace's own calendar on top of its state's: the weekdays it works, the days it closes
 * (company holidays, leave already booked) and the days it opens although they are a public
 * holiday or a day off of its week. Checked and merged before it reaches the core.
 */
export interface Workplace {
  /** The weekdays worked, bit w for weekday w (0 = Sunday); undefined: the state's dated weekend. */
  readonly workweek: number | undefined;
  /** Disjoint, ordered runs of days the workplace is closed. */
  readonly closed: readonly DayRun[];
  /** Disjoint, ordered runs of days the workplace works whatever the calendar says; never overlapping `closed`. */
  readonly open: readonly DayRun[];
}

/** Whether the workplace works the weekday (0 = Sunday) by its week. */
export function worksOn(workweek: number, dayOfWeek: number): boolean {
  return (workweek & (1 << dayOfWeek)) !== 0;
}

/** The weekdays of a week mask, Sunday first. */
export function weekdaysOf(workweek: number): number[] {
  return [0, 1, 2, 3, 4, 5, 6].filter((dayOfWeek) => worksOn(workweek, dayOfWeek));
}
