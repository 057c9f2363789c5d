import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planLeave } from '../../src/core/leave-plan.js';
import type { StateCode } from '../../src/core/state.js';
import { calendar, code, day, stateCodes } from '../support/fixtures.js';
import { bruteForcePlan, daysInBreaks as daysInBreaksOf } from './leave-plan-oracle.js';

/** A day off by the plain definition: a holiday in force for the state, else its weekend that day. */
function isDayOff(state: StateCode, d: number): boolean {
  return calendar.holidaysOn(state, d).length > 0 || calendar.rulesOf(state).on(d)!.isWeekend(d);
}

/** Days in breaks in [start, end] with these leave days. */
function daysInBreaks(
  state: StateCode,
  start: number,
  end: number,
  leave: ReadonlySet<number>,
  minBreak: number,
): number {
  return daysInBreaksOf(start, end, minBreak, (d) => leave.has(d) || isDayOff(state, d));
}

/** The plan the question defines, by trying every subset of the window's working days. */
function bruteForce(state: StateCode, start: number, end: number, budget: number, minBreak: number) {
  const working: number[] = [];
  for (let d = start; d <= end; d++) if (!isDayOff(state, d)) working.push(d);
  return bruteForcePlan(working, budget, (leave) => daysInBreaks(state, start, end, leave, minBreak));
}

const window = (state: fc.Arbitrary<StateCode>, first: number, last: number) =>
  fc.record({
    state,
    start: fc.integer({ min: first, max: last }),
    length: fc.integer({ min: 1, max: 18 }),
    budget: fc.integer({ min: 0, max: 5 }),
    minBreak: fc.integer({ min: 2, max: 7 }),
  });

function agreesWithBruteForce({
  state,
  start,
  length,
  budget,
  minBreak,
}: {
  state: StateCode;
  start: number;
  length: number;
  budget: number;
  minBreak: number;
}) {
  const end = Math.min(start + length - 1, calendar.lastDay);
  const plan = planLeave(calendar.indexOf(state), start, end, budget, minBreak);
  const oracle = bruteForce(state, start, end, budget, minBreak);
  expect(plan.leave).toEqual(oracle.leave);
  expect(plan.totalDaysOff).toBe(oracle.total);
  expect(plan.baselineDaysOff).toBe(daysInBreaks(state, start, end, new Set(), minBreak));
}

describe('the leave plan against every subset of working days', () => {
  it('is the best plan on random windows of every state', () => {
    fc.assert(
      fc.property(window(fc.constantFrom(...stateCodes), calendar.firstDay, calendar.lastDay), agreesWithBruteForce),
      { numRuns: 300 },
    );
  });

  it('is the best plan in Friday–Saturday states', () => {
    const friSat = fc.constantFrom(code('kedah'), code('kelantan'), code('terengganu'));
    fc.assert(fc.property(window(friSat, calendar.firstDay, calendar.lastDay), agreesWithBruteForce), { numRuns: 150 });
  });

  it('is the best plan across Johor’s change of weekend on 1 January 2025', () => {
    fc.assert(
      fc.property(window(fc.constant(code('johor')), day('2024-12-10'), day('2025-01-05')), agreesWithBruteForce),
      { numRuns: 150 },
    );
  });

  it('is the best plan around holiday clusters (Hari Raya, Chinese New Year, Wesak and Gawai 2026)', () => {
    fc.assert(
      fc.property(window(fc.constantFrom(...stateCodes), day('2026-02-10'), day('2026-03-25')), agreesWithBruteForce),
      { numRuns: 100 },
    );
    fc.assert(
      fc.property(window(fc.constantFrom(...stateCodes), day('2026-05-20'), day('2026-06-05')), agreesWithBruteForce),
      { numRuns: 100 },
    );
  });
});
