import { describe, expect, it } from 'vitest';
import { CompiledDataError, createCalendar } from '../../src/index.js';
import { calendarYearsFile, parseCalendarYears } from '../../src/questions/calendar-years-file.js';
import { makeCalendarYears } from '../../src/questions/calendar-years.js';
import { readCompiledData } from '../../src/questions/compiled-data.js';
import { withTranslatedNames } from '../../src/questions/translated-names.js';

const now = () => new Date('2026-11-22T02:00:00Z');

describe("the calendar's years made at build time (the service's start)", () => {
  const compiled = readCompiledData();
  const file = calendarYearsFile(compiled);
  const read = parseCalendarYears(file, 'calendar-years.json');

  it('are read back exactly as they were made: every record, its fields and their order, no property lost or added', () => {
    // toStrictEqual tells a property holding undefined from a missing one, which JSON would not keep.
    expect(read).toStrictEqual(makeCalendarYears(withTranslatedNames(compiled)));
    expect(JSON.stringify(read.holidays)).toBe(
      JSON.stringify(makeCalendarYears(withTranslatedNames(compiled)).holidays),
    );
  });

  it('make a calendar that answers as one making its years itself, in history, gazetted and projected years', () => {
    const made = createCalendar({ now }).prepare();
    const fromFile = createCalendar({ now, years: read }).prepare();
    for (const code of made.states().map((state) => state.code)) {
      for (const year of [2001, 2019, 2026, 2027, 2045, 2100]) {
        expect(fromFile.holidays({ year, state: code, status: 'all' })).toStrictEqual(
          made.holidays({ year, state: code, status: 'all' }),
        );
      }
      expect(fromFile.businessDays('2001-01-01', '2100-12-31', code)).toStrictEqual(
        made.businessDays('2001-01-01', '2100-12-31', code),
      );
    }
    expect(fromFile.changeFeed({ state: 'sabah' })).toStrictEqual(made.changeFeed({ state: 'sabah' }));
    expect(fromFile.coverage()).toStrictEqual(made.coverage());
  });

  it('are made again when made from other data (a data release beside an older build), and refused in another format', () => {
    const stale = createCalendar({ now, years: { ...read, dataVersion: 'other', holidays: [] } });
    // National Day, 31 August, is a holiday in every state (Holidays Act 1951, First Schedule).
    expect(stale.check('2026-08-31', 'selangor').isHoliday).toBe(true);
    expect(stale.holidays({ year: 2077, state: 'sabah', status: 'all' })).toStrictEqual(
      createCalendar({ now }).holidays({ year: 2077, state: 'sabah', status: 'all' }),
    );
    expect(() => parseCalendarYears('{"format":2}', 'calendar-years.json')).toThrow(
      /not in a format this version reads/,
    );
    expect(() => parseCalendarYears('not json', 'calendar-years.json')).toThrow(CompiledDataError);
  });
});
