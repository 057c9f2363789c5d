import type { DayNumber } from './civil-date.js';
import type { WorkingDays } from './day-index.js';
import { type DayRun, inRuns } from './day-runs.js';

/** A day of the window: worked (leave may be taken), off already, or worked with no leave allowed (a blackout day). */
const WORKING = 0;
const OFF = 1;
const NO_LEAVE = 2;

/** Where to take leave in a window, and the breaks (runs of days off) it makes. */
export interface LeavePlanDays {
  /** The working days to take as leave, in order. */
  leave: DayNumber[];
  /** Every run of days off of at least the minimum length in the plan, leave included, cut at the window's edges. */
  breaks: DayRun[];
  /** Days in those breaks. */
  totalDaysOff: number;
  /** Days in breaks of at least the minimum length with no leave taken. */
  baselineDaysOff: number;
}

/**
 * The best use of a leave budget in [start, end]: the plan that maximises the days in breaks
 * of at least `minBreak` days, then uses the fewest leave days, then has the earliest leave
 * dates (sorted dates compared lexicographically). Exact, by dynamic programming over the
 * window's days with the leave left and the length of the run under way (capped at
 * `minBreak`, past which each further day counts one) as the state: O(days × budget × minBreak).
 * Leave is taken only on working days, never on a blackout day (which stays a working day).
 */
export function planLeave(
  index: WorkingDays,
  start: DayNumber,
  end: DayNumber,
  budget: number,
  minBreak: number,
  blackout: readonly DayRun[] = [],
): LeavePlanDays {
  const length = end - start + 1;
  const fixedOff = new Uint8Array(length);
  let leaveDays = 0;
  for (let offset = 0; offset < length; offset++) {
    const day = start + offset;
    fixedOff[offset] = index.kindOf(day) !== 'working' ? OFF : inRuns(blackout, day) ? NO_LEAVE : WORKING;
    if (fixedOff[offset] === WORKING) leaveDays++;
  }
  const leaveOffsets = chooseLeave(fixedOff, Math.min(budget, leaveDays), minBreak);
  const isOff = fixedOff.map((kind) => (kind === OFF ? 1 : 0));
  for (const offset of leaveOffsets) isOff[offset] = 1;
  const breaks = runsOf(isOff, minBreak).map((run) => ({ start: start + run.start, end: start + run.end }));
  return {
    leave: leaveOffsets.map((offset) => start + offset),
    breaks,
    totalDaysOff: daysIn(breaks),
    baselineDaysOff: daysIn(
      runsOf(
        fixedOff.map((kind) => (kind === OFF ? 1 : 0)),
        minBreak,
      ),
    ),
  };
}

/**
 * Offsets of the leave days of the best plan. The window is read as steps: each working day,
 * and each run of days already off as one step. value(s, k, r) is the best score from step s on
 * with k leave days left and a run of r days off (capped at minBreak) just before it; a score is
 * days in qualifying breaks × weight − leave used, the weight exceeding any budget, so days count
 * first and leave second. Reading the table forward and taking leave whenever that keeps the
 * best score gives the earliest dates among the best plans.
 */
function chooseLeave(fixedOff: Uint8Array, budget: number, minBreak: number): number[] {
  const steps = stepsOf(fixedOff);
  const runStates = minBreak + 1;
  const layer = (budget + 1) * runStates;
  const weight = budget + 1;
  // A year with 60 days of leave scores below 2^15: 16 bits then halve the memory to fill and read.
  const cells = (steps.length + 1) * layer;
  const value = fixedOff.length * weight < 2 ** 15 ? new Int16Array(cells) : new Int32Array(cells);
  // After a run of r days off grows by `days`: the run it becomes and the score that adds.
  const grown = (r: number, days: number) => Math.min(r + days, minBreak);
  const added = (r: number, days: number) => (r + days < minBreak ? 0 : r < minBreak ? r + days : days) * weight;
  // A leave day: the run it makes and the score it adds, leave cost included, per run before it.
  const leaveRun = Int32Array.from({ length: runStates }, (_, r) => grown(r, 1));
  const leaveScore = Int32Array.from({ length: runStates }, (_, r) => added(r, 1) - 1);

  for (let s = steps.length - 1; s >= 0; s--) {
    const here = s * layer;
    const next = here + layer;
    const { daysOff, noLeave } = steps[s]!;
    for (let k = 0; k <= budget; k++) {
      const cell = here + k * runStates;
      const stay = next + k * runStates;
      if (daysOff > 0) {
        for (let r = 0; r <= minBreak; r++) value[cell + r] = added(r, daysOff) + value[stay + grown(r, daysOff)]!;
      } else if (k === 0 || noLeave) {
        value.fill(value[stay]!, cell, cell + runStates);
      } else {
        // Working ends the run and adds nothing. Leave lengthens it: short of minBreak − 1 days
        // that only costs the leave day; the last two run states take their scores from the tables.
        const work = value[stay]!;
        const leave = stay - runStates;
        for (let r = 0; r < minBreak - 1; r++) {
          const taken = value[leave + r + 1]! - 1;
          value[cell + r] = taken > work ? taken : work;
        }
        for (let r = Math.max(0, minBreak - 1); r <= minBreak; r++) {
          const taken = leaveScore[r]! + value[leave + leaveRun[r]!]!;
          value[cell + r] = taken > work ? taken : work;
        }
      }
    }
  }

  const leave: number[] = [];
  let k = budget;
  let r = 0;
  for (let s = 0; s < steps.length; s++) {
    const { offset, daysOff, noLeave } = steps[s]!;
    if (daysOff > 0) {
      r = grown(r, daysOff);
    } else if (
      k > 0 &&
      !noLeave &&
      leaveScore[r]! + value[(s + 1) * layer + (k - 1) * runStates + leaveRun[r]!]! ===
        value[s * layer + k * runStates + r]
    ) {
      leave.push(offset);
      k--;
      r = leaveRun[r]!;
    } else {
      r = 0;
    }
  }
  return leave;
}

/** A step of the window: a working day (daysOff 0, `noLeave` on a blackout day) or a run of days already off (daysOff its length). */
interface Step {
  offset: number;
  daysOff: number;
  noLeave: boolean;
}

function stepsOf(fixedOff: Uint8Array): Step[] {
  const steps: Step[] = [];
  for (let offset = 0; offset < fixedOff.length; offset++) {
    const last = steps.at(-1);
    if (fixedOff[offset] !== OFF) steps.push({ offset, daysOff: 0, noLeave: fixedOff[offset] === NO_LEAVE });
    else if (last !== undefined && last.daysOff > 0) last.daysOff++;
    else steps.push({ offset, daysOff: 1, noLeave: false });
  }
  return steps;
}

/** Maximal runs of set entries at least `minLength` long, as offsets. */
function runsOf(off: Uint8Array, minLength: number): DayRun[] {
  const runs: DayRun[] = [];
  let runStart = -1;
  for (let offset = 0; offset <= off.length; offset++) {
    const isOff = offset < off.length && off[offset] === 1;
    if (isOff && runStart < 0) runStart = offset;
    if (!isOff && runStart >= 0) {
      if (offset - runStart >= minLength) runs.push({ start: runStart, end: offset - 1 });
      runStart = -1;
    }
  }
  return runs;
}

function daysIn(runs: readonly DayRun[]): number {
  return runs.reduce((sum, run) => sum + run.end - run.start + 1, 0);
}
