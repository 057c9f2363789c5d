import { describe, expect, it } from 'vitest';
import { createCalendar } from '../../src/index.js';

const now = () => new Date('2026-11-22T02:00:00Z');

describe('prepare: every state built before the first question', () => {
  const prepared = createCalendar({ now }).prepare();
  const asked = createCalendar({ now });
  const codes = asked.states().map((state) => state.code);

  it('returns the calendar it prepared', () => {
    const calendar = createCalendar({ now });
    expect(calendar.prepare()).toBe(calendar);
  });

  it('answers every state as the calendar that builds each state on its first question', () => {
    // A gazetted day (National Day 2026, a holiday everywhere), a history year and a projected one.
    for (const date of ['2026-08-31', '2003-02-01', '2090-06-01']) {
      for (const code of codes) expect(prepared.check(date, code)).toEqual(asked.check(date, code));
    }
    for (const code of codes) {
      expect(prepared.businessDays('2001-01-01', '2100-12-31', code)).toEqual(
        asked.businessDays('2001-01-01', '2100-12-31', code),
      );
      expect(prepared.holidays({ year: 2075, state: code, status: 'all' })).toEqual(
        asked.holidays({ year: 2075, state: code, status: 'all' }),
      );
    }
  });

  it('National Day 2026 is a holiday in all 16 states and federal territories', () => {
    expect(codes).toHaveLength(16);
    for (const code of codes) expect(prepared.check('2026-08-31', code).isHoliday).toBe(true);
  });
});
