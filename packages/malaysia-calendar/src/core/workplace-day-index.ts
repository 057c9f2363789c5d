import { type DayNumber, weekday } from './civil-date.js';
import type { DayCounts, DayKind, StateDayIndex, WorkingDays } from './day-index.js';
import { type DayRun, inRuns, runsStartingBefore } from './day-runs.js';
import { type Workplace, weekdaysOf, worksOn } from './workplace.js';

/**
 * A workplace's working days, read from its state's day index without a pass over the days:
 * a public holiday stays a holiday (unless the workplace opens on it); a day the workplace
 * does not work by its week, or closes, is a day off (counted with the weekend days); an open
 * day is a working day. Counting a range costs a few binary searches and a sum over the
 * workplace's runs of closed and open days (at most a few hundred), whatever the range's length.
 */
export class WorkplaceDayIndex implements WorkingDays {
  readonly first: DayNumber;
  readonly last: DayNumber;
  private readonly weekdays: number[];
  /** Working days by the week and the holidays that a run of closed days takes away, and before each run. */
  private readonly closedTaken: Int32Array;
  /** Days off by the week and the holidays that a run of open days gives back, and before each run. */
  private readonly openGiven: Int32Array;

  constructor(
    private readonly state: StateDayIndex,
    private readonly workplace: Workplace,
  ) {
    this.first = state.first;
    this.last = state.last;
    this.weekdays = workplace.workweek === undefined ? [] : weekdaysOf(workplace.workweek);
    this.closedTaken = this.prefix(
      workplace.closed,
      (run) => this.weekWorkingBefore(run.end + 1) - this.weekWorkingBefore(run.start),
    );
    this.openGiven = this.prefix(
      workplace.open,
      (run) => run.end - run.start + 1 - (this.weekWorkingBefore(run.end + 1) - this.weekWorkingBefore(run.start)),
    );
  }

  kindOf(day: DayNumber): DayKind {
    if (inRuns(this.workplace.open, day)) return 'working';
    const byState = this.state.kindOf(day);
    if (byState === 'holiday') return 'holiday';
    if (inRuns(this.workplace.closed, day)) return 'weekend';
    if (this.workplace.workweek === undefined) return byState;
    return worksOn(this.workplace.workweek, weekday(day)) ? 'working' : 'weekend';
  }

  count(start: DayNumber, end: DayNumber): DayCounts {
    const totalDays = end - start + 1;
    const businessDays = this.workingBefore(end + 1) - this.workingBefore(start);
    let holidays = this.state.count(start, end).holidays;
    for (const run of this.workplace.open) {
      const from = Math.max(run.start, start);
      const to = Math.min(run.end, end);
      if (from <= to) holidays -= this.state.count(from, to).holidays;
    }
    return { totalDays, businessDays, holidays, weekendDays: totalDays - businessDays - holidays };
  }

  addBusinessDays(day: DayNumber, n: number): DayNumber | undefined {
    if (n === 0) return day;
    // Position (1-based) of the wanted day among all the workplace's working days, as the state's index does.
    const position = n > 0 ? this.workingBefore(day + 1) + n : this.workingBefore(day) + n + 1;
    if (position < 1 || position > this.workingBefore(this.last + 1)) return undefined;
    // The first day d with `position` working days in [first, d]: a binary search over the days.
    let low = this.first;
    let high = this.last;
    while (low < high) {
      const middle = low + ((high - low) >>> 1);
      if (this.workingBefore(middle + 1) >= position) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  /** The workplace's working days in [first, day - 1], for `day` in [first, last + 1]. */
  private workingBefore(day: DayNumber): number {
    return (
      this.weekWorkingBefore(day) -
      this.runsBefore(this.workplace.closed, this.closedTaken, day, false) +
      this.runsBefore(this.workplace.open, this.openGiven, day, true)
    );
  }

  /** Working days by the week and the public holidays alone in [first, day - 1]. */
  private weekWorkingBefore(day: DayNumber): number {
    if (this.workplace.workweek === undefined) return this.state.businessDaysBefore(day);
    let working = 0;
    for (const dayOfWeek of this.weekdays)
      working += weekdaysBefore(this.first, day, dayOfWeek) - this.state.holidaysOnWeekdayBefore(dayOfWeek, day);
    return working;
  }

  /**
   * What the runs before `day` change: the sum over the whole runs before it (`before`), and
   * for a run that `day` cuts, its part before `day` (working days by the week for closed runs,
   * days off by the week for open ones).
   */
  private runsBefore(runs: readonly DayRun[], before: Int32Array, day: DayNumber, countsDaysOff: boolean): number {
    const started = runsStartingBefore(runs, day);
    if (started === 0) return 0;
    const run = runs[started - 1]!;
    if (run.end < day) return before[started]!;
    const working = this.weekWorkingBefore(day) - this.weekWorkingBefore(run.start);
    return before[started - 1]! + (countsDaysOff ? day - run.start - working : working);
  }

  private prefix(runs: readonly DayRun[], size: (run: DayRun) => number): Int32Array {
    const sums = new Int32Array(runs.length + 1);
    for (const [index, run] of runs.entries()) sums[index + 1] = sums[index]! + size(run);
    return sums;
  }
}

/** Days of the weekday (0 = Sunday) in [first, day - 1]. */
function weekdaysBefore(first: DayNumber, day: DayNumber, dayOfWeek: number): number {
  const firstOne = first + ((dayOfWeek - weekday(first) + 7) % 7);
  return firstOne >= day ? 0 : Math.floor((day - 1 - firstOne) / 7) + 1;
}
