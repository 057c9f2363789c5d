import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekday } from '../../src/core/civil-date.js';
import { type DayRun, mergedRuns } from '../../src/core/day-runs.js';
import { planLeave } from '../../src/core/leave-plan.js';
import type { StateCode } from '../../src/core/state.js';
import { WorkplaceDayIndex } from '../../src/core/workplace-day-index.js';
import { calendar, day, stateCodes } from '../support/fixtures.js';
import { bruteForcePlan, daysInBreaks as daysInBreaksOf } from './leave-plan-oracle.js';

/** A workplace of the test: its week (bit w for weekday w), closed days and blackout days. */
interface Case {
  state: StateCode;
  start: number;
  length: number;
  budget: number;
  minBreak: number;
  workweek: number;
  closed: number[];
  blackout: number[];
}

/** A day off by the plain definition: a public holiday of the state, a closed day, or a day the week does not work. */
function isDayOff(c: Case, d: number): boolean {
  return calendar.holidaysOn(c.state, d).length > 0 || c.closed.includes(d) || (c.workweek & (1 << weekday(d))) === 0;
}

/** Days in breaks in the case's window up to `end` with these leave days. */
function daysInBreaks(c: Case, end: number, leave: ReadonlySet<number>): number {
  return daysInBreaksOf(c.start, end, c.minBreak, (d) => leave.has(d) || isDayOff(c, d));
}

/** The plan the question defines, by trying every subset of the days leave may be taken on. */
function bruteForce(c: Case, end: number) {
  const candidates: number[] = [];
  for (let d = c.start; d <= end; d++) if (!isDayOff(c, d) && !c.blackout.includes(d)) candidates.push(d);
  return bruteForcePlan(candidates, c.budget, (leave) => daysInBreaks(c, end, leave));
}

const singles = (days: number[]): DayRun[] => mergedRuns(days.map((d) => ({ start: d, end: d })));

const cases = (first: number, last: number) =>
  fc
    .record({
      state: fc.constantFrom(...stateCodes),
      start: fc.integer({ min: first, max: last }),
      length: fc.integer({ min: 1, max: 18 }),
      budget: fc.integer({ min: 0, max: 4 }),
      minBreak: fc.integer({ min: 2, max: 7 }),
      workweek: fc.integer({ min: 1, max: 126 }),
      closedOffsets: fc.uniqueArray(fc.integer({ min: 0, max: 17 }), { maxLength: 4 }),
      blackoutOffsets: fc.uniqueArray(fc.integer({ min: 0, max: 17 }), { maxLength: 4 }),
    })
    .map(
      ({ closedOffsets, blackoutOffsets, ...rest }): Case => ({
        ...rest,
        closed: closedOffsets.map((offset) => rest.start + offset),
        blackout: blackoutOffsets.map((offset) => rest.start + offset),
      }),
    );

function agreesWithBruteForce(c: Case) {
  const end = Math.min(c.start + c.length - 1, calendar.lastDay);
  const index = new WorkplaceDayIndex(calendar.indexOf(c.state), {
    workweek: c.workweek,
    closed: singles(c.closed),
    open: [],
  });
  const plan = planLeave(index, c.start, end, c.budget, c.minBreak, singles(c.blackout));
  const oracle = bruteForce(c, end);
  expect(plan.leave).toEqual(oracle.leave);
  expect(plan.totalDaysOff).toBe(oracle.total);
  expect(plan.baselineDaysOff).toBe(daysInBreaks(c, end, new Set()));
  for (const d of plan.leave) expect(c.closed.includes(d) || c.blackout.includes(d)).toBe(false);
}

describe('the leave plan for a workplace, against every subset of the days leave may be taken on', () => {
  it('is the best plan with a custom week, closed days and blackout days, on random windows', () => {
    fc.assert(fc.property(cases(calendar.firstDay, calendar.lastDay - 20), agreesWithBruteForce), { numRuns: 300 });
  });

  it('is the best plan around the year-end closing and the 2026 festive clusters', () => {
    fc.assert(fc.property(cases(day('2026-12-10'), day('2026-12-20')), agreesWithBruteForce), { numRuns: 100 });
    fc.assert(fc.property(cases(day('2026-03-10'), day('2026-03-25')), agreesWithBruteForce), { numRuns: 100 });
  });
});
