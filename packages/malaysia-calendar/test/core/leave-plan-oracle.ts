/**
 * The leave plan by its definition, for the property tests to check the planner against: days in
 * breaks counted day by day, and the best plan found by trying every subset of the days leave may
 * be taken on (most days in breaks, then fewest leave days, then the earliest dates).
 */

/** Days in maximal runs of at least `minBreak` days off in [start, end], a day being off when `isOff` says so. */
export function daysInBreaks(start: number, end: number, minBreak: number, isOff: (day: number) => boolean): number {
  let total = 0;
  let run = 0;
  for (let d = start; d <= end + 1; d++) {
    if (d <= end && isOff(d)) {
      run++;
    } else {
      if (run >= minBreak) total += run;
      run = 0;
    }
  }
  return total;
}

/** Every subset of at most `budget` of `days`. */
function* subsets(days: readonly number[], budget: number, from = 0, chosen: number[] = []): Generator<number[]> {
  yield chosen;
  if (chosen.length === budget) return;
  for (let i = from; i < days.length; i++) yield* subsets(days, budget, i + 1, [...chosen, days[i]!]);
}

/** The best leave of at most `budget` of `candidates`, `inBreaks` counting the days in breaks it makes. */
export function bruteForcePlan(
  candidates: readonly number[],
  budget: number,
  inBreaks: (leave: ReadonlySet<number>) => number,
) {
  let best = { total: -1, leave: [] as number[] };
  for (const leave of subsets(candidates, budget)) {
    const total = inBreaks(new Set(leave));
    const earlier = leave.findIndex((d, i) => d !== best.leave[i]);
    const better =
      total > best.total ||
      (total === best.total && leave.length < best.leave.length) ||
      (total === best.total &&
        leave.length === best.leave.length &&
        earlier >= 0 &&
        leave[earlier]! < best.leave[earlier]!);
    if (better) best = { total, leave };
  }
  return best;
}
