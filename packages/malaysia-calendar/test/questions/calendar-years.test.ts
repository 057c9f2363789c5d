import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CompiledDataError, createCalendar } from '../../src/index.js';
import { calendarYearsFile, parseCalendarYears } from '../../src/loading/calendar-years-file.js';
import { makeCalendarYears } from '../../src/loading/calendar-years.js';
import { COMPILED_YEARS, readCompiledData, readCompiledYears } from '../../src/loading/compiled-data.js';
import { calendarFactory } from '../../src/calendar/create-calendar.js';
import { withTranslatedNames } from '../../src/loading/translated-names.js';
import { dayIndexesFile, parseDayIndexes } from '../../src/loading/day-indexes-file.js';
import { LOADED_CALENDARS } from '../../src/loading/loaded-calendar.js';

const now = () => new Date('2026-11-22T02:00:00Z');

describe("the calendar's years made at build time (the package's and the service's start)", () => {
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
    // On data given, a calendar makes its years itself.
    const made = createCalendar({ now, data: compiled }).prepare();
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

  it("lie beside the package's compiled data as this data makes them, and createCalendar() reads them once", () => {
    expect(readFileSync(COMPILED_YEARS, 'latin1')).toBe(file);
    let reads = 0;
    const create = calendarFactory(readCompiledData, () => {
      reads++;
      return readCompiledYears();
    });
    create({ now });
    create({ now, estimates: 'exclude' });
    expect(reads).toBe(1);
    // Years given, or other data, and the package's years are not read.
    create({ now, years: read });
    create({ now, data: compiled });
    expect(reads).toBe(1);
    // Without the file (a build that made none), the calendar makes its own.
    expect(readCompiledYears(new URL('no-such-file.json', COMPILED_YEARS))).toBeUndefined();
  });

  it('are made again when made from other data (a data release beside an older build), and refused in another format', () => {
    const stale = createCalendar({ now, years: { ...read, dataVersion: 'other', holidays: [] } });
    // National Day, 31 August, is a holiday in every state (Holidays Act 1951, First Schedule).
    expect(stale.check('2026-08-31', 'selangor').isHoliday).toBe(true);
    expect(stale.holidays({ year: 2077, state: 'sabah', status: 'all' })).toStrictEqual(
      createCalendar({ now, data: compiled }).holidays({ year: 2077, state: 'sabah', status: 'all' }),
    );
    expect(() => parseCalendarYears('{"format":2}', 'calendar-years.json')).toThrow(
      /not in a format this version reads/,
    );
    expect(() => parseCalendarYears('not json', 'calendar-years.json')).toThrow(CompiledDataError);
  });
});

/** A typed array's bytes, to compare two arrays at once. */
function bytesOf(array: ArrayBufferView): Buffer {
  return Buffer.from(array.buffer, array.byteOffset, array.byteLength);
}

describe("every state's day index made at build time (the service's start)", () => {
  const made = createCalendar({ now }).prepare();
  const file = dayIndexesFile(made);
  const read = parseDayIndexes(file, 'calendar-days.bin');
  const years = parseCalendarYears(calendarYearsFile(readCompiledData()), 'calendar-years.json');

  it('are read back as the arrays the calendar builds, for every state, as views of the file', () => {
    const built = LOADED_CALENDARS.get(made)!.calendar.states.map((state) => state.code);
    expect([...read.states.keys()]).toEqual(built);
    for (const code of built) {
      const arrays = LOADED_CALENDARS.get(made)!.calendar.indexOf(code).arrays();
      const back = read.states.get(code)!;
      for (const name of ['kinds', 'businessBefore', 'holidaysBefore', 'businessDays'] as const) {
        expect(back[name].constructor, `${code} ${name}`).toBe(arrays[name].constructor);
        expect(bytesOf(back[name]).equals(bytesOf(arrays[name])), `${code} ${name}`).toBe(true);
        expect(back[name].buffer, `${code} ${name}`).toBe(file.buffer);
      }
    }
    expect(read.dataVersion).toBe(made.dataVersion);
  });

  it('make a calendar that answers as one building them itself: counts, additions, kinds, in every state', () => {
    const fromFile = createCalendar({ now, years: { ...years, dayIndexes: read } }).prepare();
    for (const { code } of LOADED_CALENDARS.get(made)!.calendar.states) {
      // Each index was taken from the file, not built.
      expect(LOADED_CALENDARS.get(fromFile)!.calendar.indexOf(code).arrays().kinds.buffer).toBe(file.buffer);
      for (const [start, end] of [
        ['2001-01-01', '2100-12-31'],
        ['2026-01-01', '2026-12-31'],
        ['2077-02-01', '2077-03-15'],
      ] as const)
        expect(fromFile.businessDays(start, end, code)).toStrictEqual(made.businessDays(start, end, code));
      for (const [date, days] of [
        ['2026-08-28', 1],
        ['2045-06-01', -250],
        ['2001-01-02', 365],
        ['2100-12-30', -365],
      ] as const)
        expect(fromFile.addBusinessDays(date, days, code)).toStrictEqual(made.addBusinessDays(date, days, code));
      for (const date of ['2001-01-01', '2026-08-31', '2100-12-31'])
        expect(fromFile.check(date, code)).toStrictEqual(made.check(date, code));
    }
  });

  it('are built again when made from other data or for other days, and refused when damaged or in another format', () => {
    for (const stale of [
      { ...read, dataVersion: 'other' },
      { ...read, first: read.first + 1 },
    ]) {
      const calendar = createCalendar({ now, years: { ...years, dayIndexes: stale } }).prepare();
      const { calendar: days } = LOADED_CALENDARS.get(calendar)!;
      for (const { code } of days.states) expect(days.indexOf(code).arrays().kinds.buffer).not.toBe(file.buffer);
      expect(calendar.businessDays('2026-01-01', '2026-12-31', 'kedah')).toStrictEqual(
        made.businessDays('2026-01-01', '2026-12-31', 'kedah'),
      );
    }
    expect(() => parseDayIndexes(file.subarray(0, file.length - 4), 'calendar-days.bin')).toThrow(/damaged/);
    expect(() => parseDayIndexes(new TextEncoder().encode('{"format":2}\n'), 'calendar-days.bin')).toThrow(
      /not in a format this version reads/,
    );
    expect(() => parseDayIndexes(new TextEncoder().encode('not json'), 'calendar-days.bin')).toThrow(CompiledDataError);
  });
});
