import type { DayNumber } from './civil-date.js';

/** Consecutive days, both ends included. */
export interface DayRun {
  start: DayNumber;
  end: DayNumber;
}

/** The runs sorted and merged where they overlap or touch: disjoint, in order, each day once. */
export function mergedRuns(runs: readonly DayRun[]): DayRun[] {
  const merged: DayRun[] = [];
  for (const run of [...runs].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last !== undefined && run.start <= last.end + 1) last.end = Math.max(last.end, run.end);
    else merged.push({ ...run });
  }
  return merged;
}

/** How many of the disjoint, ordered runs start before `day`: a binary search. */
export function runsStartingBefore(runs: readonly DayRun[], day: DayNumber): number {
  let low = 0;
  let high = runs.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (runs[middle]!.start < day) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether `day` lies in one of the disjoint, ordered runs. */
export function inRuns(runs: readonly DayRun[], day: DayNumber): boolean {
  const before = runsStartingBefore(runs, day + 1);
  return before > 0 && runs[before - 1]!.end >= day;
}

/** The first overlap of two lists of disjoint, ordered runs, if any. */
export function firstOverlap(a: readonly DayRun[], b: readonly DayRun[]): DayRun | undefined {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const start = Math.max(a[i]!.start, b[j]!.start);
    const end = Math.min(a[i]!.end, b[j]!.end);
    if (start <= end) return { start, end };
    if (a[i]!.end < b[j]!.end) i++;
    else j++;
  }
  return undefined;
}
