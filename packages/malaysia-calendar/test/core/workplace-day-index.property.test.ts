import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekday } from '../../src/core/civil-date.js';
import { type DayRun, mergedRuns } from '../../src/core/day-runs.js';
import type { StateCode } from '../../src/core/state.js';
import type { Workplace } from '../../src/core/workplace.js';
import { WorkplaceDayIndex } from '../../src/core/workplace-day-index.js';
import { calendar, stateCodes } from '../support/fixtures.js';

/**
 * The workplace's days by their plain definition, walked day by day: an open day is worked; a
 * public holiday of the state (any record in force that day) is a holiday; a closed day, or a day
 * the week does not work (the state's weekend that day without a workweek), is a day off; any
 * other day is worked.
 */
function kindByDefinition(state: StateCode, workplace: Workplace, day: number): 'working' | 'holiday' | 'off' {
  const within = (runs: readonly DayRun[]) => runs.some((run) => run.start <= day && day <= run.end);
  if (within(workplace.open)) return 'working';
  if (calendar.holidaysOn(state, day).length > 0) return 'holiday';
  if (within(workplace.closed)) return 'off';
  const weekWorks =
    workplace.workweek === undefined
      ? !calendar.rulesOf(state).on(day)!.isWeekend(day)
      : (workplace.workweek & (1 << weekday(day))) !== 0;
  return weekWorks ? 'working' : 'off';
}

function walk(state: StateCode, workplace: Workplace, start: number, end: number) {
  const counts = { totalDays: end - start + 1, businessDays: 0, holidays: 0, weekendDays: 0 };
  for (let d = start; d <= end; d++) {
    const kind = kindByDefinition(state, workplace, d);
    if (kind === 'working') counts.businessDays++;
    else if (kind === 'holiday') counts.holidays++;
    else counts.weekendDays++;
  }
  return counts;
}

// Windows of a few years, so that the walk stays quick and closed and open days fall inside them.
const windowStart = fc.integer({ min: calendar.firstDay + 800, max: calendar.lastDay - 3 * 366 - 800 });
const run = (from: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: 3 * 366 }), fc.integer({ min: 0, max: 20 }))
    .map(([offset, length]): DayRun => ({ start: from + offset, end: from + offset + length }));

const workplaceCase = windowStart.chain((from) =>
  fc.record({
    state: fc.constantFrom(...stateCodes),
    from: fc.constant(from),
    workweek: fc.option(fc.integer({ min: 1, max: 126 }), { nil: undefined }),
    closed: fc.array(run(from), { maxLength: 12 }),
    open: fc.array(run(from), { maxLength: 12 }),
    a: fc.integer({ min: 0, max: 3 * 366 + 20 }),
    b: fc.integer({ min: 0, max: 3 * 366 + 20 }),
  }),
);

/** A workplace from the case: the closed runs merged, the open ones less every closed day. */
function workplaceOf(workweek: number | undefined, closedRuns: DayRun[], openRuns: DayRun[]): Workplace {
  const closed = mergedRuns(closedRuns);
  const isClosed = (day: number) => closed.some((r) => r.start <= day && day <= r.end);
  const openDays: DayRun[] = [];
  for (const r of openRuns)
    for (let d = r.start; d <= r.end; d++) if (!isClosed(d)) openDays.push({ start: d, end: d });
  return { workweek, closed, open: mergedRuns(openDays) };
}

describe("a workplace's working days", () => {
  it('count equals a day-by-day walk over the holidays and the given days, and totalDays = businessDays + holidays + weekendDays', () => {
    fc.assert(
      fc.property(workplaceCase, ({ state, from, workweek, closed, open, a, b }) => {
        const workplace = workplaceOf(workweek, closed, open);
        const index = new WorkplaceDayIndex(calendar.indexOf(state), workplace);
        const [start, end] = a <= b ? [from + a, from + b] : [from + b, from + a];
        const counts = index.count(start, end);
        expect(counts).toEqual(walk(state, workplace, start, end));
        expect(counts.businessDays + counts.holidays + counts.weekendDays).toBe(counts.totalDays);
      }),
      { numRuns: 200 },
    );
  });

  it('says of each day what the definition says', () => {
    fc.assert(
      fc.property(workplaceCase, ({ state, from, workweek, closed, open, a }) => {
        const workplace = workplaceOf(workweek, closed, open);
        const index = new WorkplaceDayIndex(calendar.indexOf(state), workplace);
        for (let d = from + a; d < from + a + 30; d++) {
          const kind = kindByDefinition(state, workplace, d);
          expect(index.kindOf(d)).toBe(kind === 'off' ? 'weekend' : kind);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('adds n working days onto a working day that counting finds n working days on, both ways', () => {
    fc.assert(
      fc.property(
        workplaceCase,
        fc.integer({ min: -250, max: 250 }),
        ({ state, from, workweek, closed, open, a }, n) => {
          const workplace = workplaceOf(workweek, closed, open);
          const index = new WorkplaceDayIndex(calendar.indexOf(state), workplace);
          const day = from + a;
          const result = index.addBusinessDays(day, n);
          if (result === undefined) {
            // Past the data's edge: fewer than |n| working days lie between the day and that edge.
            const available =
              n > 0
                ? index.count(day + 1, calendar.lastDay).businessDays
                : index.count(calendar.firstDay, day - 1).businessDays;
            expect(available).toBeLessThan(Math.abs(n));
            return;
          }
          if (n === 0) {
            expect(result).toBe(day);
            return;
          }
          expect(index.kindOf(result)).toBe('working');
          // Counted from the day after the start (or up to the day before it), the result is the n-th working day.
          const counted =
            n > 0 ? index.count(day + 1, result).businessDays : -index.count(result, day - 1).businessDays;
          expect(counted).toBe(n);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("is the state's own index when the workplace adds nothing", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...stateCodes),
        windowStart,
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: -200, max: 200 }),
        (state, start, length, n) => {
          const own = calendar.indexOf(state);
          const index = new WorkplaceDayIndex(own, { workweek: undefined, closed: [], open: [] });
          expect(index.count(start, start + length)).toEqual(own.count(start, start + length));
          expect(index.addBusinessDays(start, n)).toBe(own.addBusinessDays(start, n));
        },
      ),
      { numRuns: 200 },
    );
  });
});
