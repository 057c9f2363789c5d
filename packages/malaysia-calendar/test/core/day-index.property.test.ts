import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { longWeekends } from '../../src/core/long-weekends.js';
import type { StateCode } from '../../src/core/state.js';
import { presentLongWeekend } from '../../src/present/long-weekend.js';
import { formatIsoDate, fromParts, parseIsoDate } from '../../src/core/civil-date.js';
import { calendar, code as stateCode, stateCodes } from '../support/fixtures.js';

/** Long weekends as served. */
function served(code: StateCode, year: number, bridgeDays: number) {
  return longWeekends(calendar, code, calendar.indexOf(code), year, bridgeDays).map(presentLongWeekend);
}

/** The plain definition, walked day by day: a holiday in force, else the state's weekend that day. */
function walk(state: StateCode, start: number, end: number) {
  const counts = { businessDays: 0, holidays: 0, weekendDays: 0 };
  for (let d = start; d <= end; d++) {
    if (calendar.holidaysOn(state, d).length > 0) counts.holidays++;
    else if (calendar.rulesOf(state).on(d)!.isWeekend(d)) counts.weekendDays++;
    else counts.businessDays++;
  }
  return counts;
}

function isWorkingDay(state: StateCode, d: number): boolean {
  return calendar.holidaysOn(state, d).length === 0 && !calendar.rulesOf(state).on(d)!.isWeekend(d);
}

const state = fc.constantFrom(...stateCodes);
const coveredDay = fc.integer({ min: calendar.firstDay, max: calendar.lastDay });
const range = fc.tuple(coveredDay, coveredDay).map(([a, b]): [number, number] => (a <= b ? [a, b] : [b, a]));
// Far from the edges of the data, so that n business days always stay inside it.
const innerDay = fc.integer({ min: calendar.firstDay + 400, max: calendar.lastDay - 400 });
const steps = fc.integer({ min: -200, max: 200 });

describe('business days from the day index', () => {
  it('count equals a day-by-day walk and keeps totalDays = businessDays + holidays + weekendDays', () => {
    fc.assert(
      fc.property(state, range, (code, [start, end]) => {
        const counts = calendar.indexOf(code).count(start, end);
        expect(counts).toEqual({ totalDays: end - start + 1, ...walk(code, start, end) });
        expect(counts.businessDays + counts.holidays + counts.weekendDays).toBe(counts.totalDays);
      }),
      { numRuns: 300 },
    );
  });

  it('counts add up over adjacent ranges', () => {
    fc.assert(
      fc.property(state, range, fc.nat(), (code, [start, end], cut) => {
        const middle = start + (cut % (end - start + 1));
        const index = calendar.indexOf(code);
        const whole = index.count(start, end);
        const left = index.count(start, middle);
        const right =
          middle < end ? index.count(middle + 1, end) : { totalDays: 0, businessDays: 0, holidays: 0, weekendDays: 0 };
        expect(left.businessDays + right.businessDays).toBe(whole.businessDays);
        expect(left.holidays + right.holidays).toBe(whole.holidays);
        expect(left.weekendDays + right.weekendDays).toBe(whole.weekendDays);
      }),
      { numRuns: 300 },
    );
  });

  it('add and count are inverse, and the result is a working day', () => {
    fc.assert(
      fc.property(state, innerDay, steps, (code, start, n) => {
        const index = calendar.indexOf(code);
        const result = index.addBusinessDays(start, n)!;
        if (n === 0) {
          expect(result).toBe(start);
        } else {
          expect(isWorkingDay(code, result)).toBe(true);
          if (n > 0) expect(index.count(start + 1, result).businessDays).toBe(n);
          else expect(index.count(result, start - 1).businessDays).toBe(-n);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('adding one business day from a weekend lands on the first working day after it', () => {
    // Kedah's weekend is Friday-Saturday: from Friday 10 July 2026, one business day is Sunday 12 July.
    const friday = parseIsoDate('2026-07-10')!;
    expect(formatIsoDate(calendar.indexOf(stateCode('kedah')).addBusinessDays(friday, 1)!)).toBe('2026-07-12');
    expect(
      formatIsoDate(calendar.indexOf(stateCode('selangor')).addBusinessDays(parseIsoDate('2026-07-11')!, 1)!),
    ).toBe('2026-07-13');
  });

  it('answers nothing beyond the covered years', () => {
    const index = calendar.indexOf(stateCode('selangor'));
    expect(index.addBusinessDays(calendar.lastDay - 3, 10)).toBeUndefined();
    expect(index.addBusinessDays(calendar.firstDay + 3, -10)).toBeUndefined();
  });
});

describe('long weekends', () => {
  const year = fc.integer({ min: calendar.coverage.firstYear, max: calendar.coverage.lastYear - 1 });

  it('every day of a natural long weekend is off, and the days around it are working days', () => {
    fc.assert(
      fc.property(state, year, (code, y) => {
        for (const stretch of served(code, y, 0)) {
          const start = parseIsoDate(stretch.startDate)!;
          const end = parseIsoDate(stretch.endDate)!;
          expect(stretch.totalDays).toBe(end - start + 1);
          expect(stretch.totalDays).toBeGreaterThanOrEqual(3);
          expect(stretch.bridgeDaysNeeded).toBe(0);
          expect(start).toBeGreaterThanOrEqual(fromParts(y, 1, 1));
          expect(start).toBeLessThanOrEqual(fromParts(y, 12, 31));
          for (let d = start; d <= end; d++) expect(isWorkingDay(code, d)).toBe(false);
          expect(isWorkingDay(code, start - 1)).toBe(true);
          expect(isWorkingDay(code, end + 1)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a bridged stretch is off except its bridge dates, which are working days, and holds a holiday', () => {
    fc.assert(
      fc.property(state, year, fc.integer({ min: 1, max: 3 }), (code, y, bridges) => {
        for (const stretch of served(code, y, bridges).filter((item) => item.bridgeDaysNeeded > 0)) {
          const start = parseIsoDate(stretch.startDate)!;
          const end = parseIsoDate(stretch.endDate)!;
          expect(stretch.bridgeDates.length).toBe(stretch.bridgeDaysNeeded);
          expect(stretch.bridgeDaysNeeded).toBeLessThanOrEqual(bridges);
          expect(stretch.holidays.length).toBeGreaterThan(0);
          for (let d = start; d <= end; d++) {
            expect(isWorkingDay(code, d)).toBe(stretch.bridgeDates.includes(formatIsoDate(d)));
          }
          expect(isWorkingDay(code, start - 1)).toBe(true);
          expect(isWorkingDay(code, end + 1)).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('finds the Wesak and Agong birthday stretch of 2026 in Selangor: Sat 30 May to Tue 2 June', () => {
    const stretch = served(stateCode('selangor'), 2026, 0).find((item) => item.startDate === '2026-05-30');
    expect(stretch).toMatchObject({ endDate: '2026-06-02', totalDays: 4, weekendDays: 1, bridgeDaysNeeded: 0 });
  });
});
