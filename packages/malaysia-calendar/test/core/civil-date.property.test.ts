import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WEEKDAY_NAMES,
  formatIsoDate,
  fromParts,
  parseIsoDate,
  toParts,
  todayInKualaLumpur,
  weekday,
} from '../../src/core/civil-date.js';

describe('civil dates', () => {
  it('agree with the JavaScript Date (UTC) on every day from 1900 to 2200', () => {
    fc.assert(
      fc.property(fc.integer({ min: -25567, max: 84006 }), (dayNumber) => {
        const date = new Date(dayNumber * 86_400_000);
        expect(formatIsoDate(dayNumber)).toBe(date.toISOString().slice(0, 10));
        expect(weekday(dayNumber)).toBe(date.getUTCDay());
        const { year, month, day } = toParts(dayNumber);
        expect(fromParts(year, month, day)).toBe(dayNumber);
        expect(parseIsoDate(formatIsoDate(dayNumber))).toBe(dayNumber);
      }),
    );
  });

  it('refuse dates that do not exist or are not written YYYY-MM-DD', () => {
    for (const text of [
      '2026-02-30',
      '2026-2-1',
      '20260201',
      '2026-13-01',
      '2026-00-10',
      '2025-02-29',
      ' 2026-01-01',
      '2026-01-01T00:00',
    ]) {
      expect(parseIsoDate(text), text).toBeUndefined();
    }
    expect(parseIsoDate('2024-02-29')).toBeDefined();
  });

  it('name the weekday: 31 August 2026 is a Monday', () => {
    expect(WEEKDAY_NAMES[weekday(parseIsoDate('2026-08-31')!)]).toBe('Monday');
  });

  it('take today in Kuala Lumpur (UTC+8), not UTC', () => {
    expect(formatIsoDate(todayInKualaLumpur(new Date('2026-12-31T16:30:00Z')))).toBe('2027-01-01');
    expect(formatIsoDate(todayInKualaLumpur(new Date('2026-12-31T15:59:59Z')))).toBe('2026-12-31');
  });
});
