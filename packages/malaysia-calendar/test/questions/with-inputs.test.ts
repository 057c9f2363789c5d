import { describe, expect, it } from 'vitest';
import { CalendarError, createCalendar, withInputs } from '../../src/index.js';

/** 22 November 2026, 10:00 in Kuala Lumpur. */
const calendar = createCalendar({ now: () => new Date('2026-11-22T02:00:00Z') });
const answers = withInputs(calendar);

describe('withInputs: each answer with the inputs it was answered for', () => {
  it('the data is what the method of the same name answers', () => {
    expect(answers.holidays({ state: 'KL', status: 'all' }).data).toEqual(
      calendar.holidays({ state: 'KL', status: 'all' }),
    );
    expect(answers.between('2026-01-01', '2026-03-31', 'Penang').data).toEqual(
      calendar.between('2026-01-01', '2026-03-31', 'Penang'),
    );
    expect(answers.next({ limit: 3 }).data).toEqual(calendar.next({ limit: 3 }));
    expect(answers.businessDays('2026-01-01', '2026-12-31', 'kdh').data).toEqual(
      calendar.businessDays('2026-01-01', '2026-12-31', 'kdh'),
    );
    expect(answers.addBusinessDays('2026-05-29', 10, 'Penang').data).toEqual(
      calendar.addBusinessDays('2026-05-29', 10, 'Penang'),
    );
    expect(answers.longWeekends(2026, 'KL').data).toEqual(calendar.longWeekends(2026, 'KL'));
    expect(answers.isSchoolDay('2026-03-10', { state: 'kedah' }).data).toEqual(
      calendar.isSchoolDay('2026-03-10', { state: 'kedah' }),
    );
    expect(answers.schoolTerms({ state: 'johor' }).data).toEqual(calendar.schoolTerms({ state: 'johor' }));
    expect(answers.schoolHolidays({ group: 'A' }).data).toEqual(calendar.schoolHolidays({ group: 'A' }));
    expect(answers.changelog({ state: 'sabah' }).data).toEqual(calendar.changelog({ state: 'sabah' }));
    expect(answers.changeFeed({ lang: 'ms' }).data).toEqual(calendar.changeFeed({ lang: 'ms' }));
    expect(answers.ics('SGR', { year: 2026 }).data).toBe(calendar.ics('selangor', { year: 2026 }));
  });

  it('fills in the defaults: this year, confirmed holidays, one next holiday from today, no bridge days, 20 changes, English', () => {
    expect(answers.holidays().inputs).toEqual({
      year: 2026,
      state: null,
      month: null,
      type: null,
      status: 'confirmed',
    });
    expect(answers.next().inputs).toEqual({ from: '2026-11-22', state: null, type: null, limit: 1 });
    expect(answers.longWeekends(undefined, 'selangor').inputs).toEqual({
      year: 2026,
      state: 'selangor',
      bridgeDays: 0,
    });
    expect(answers.changelog().inputs).toEqual({
      since: null,
      state: null,
      limit: 20,
      releaseDate: calendar.releaseDate,
    });
    expect(answers.changeFeed().inputs).toEqual({ state: null, lang: 'en' });
  });

  it('echoes a parameter as given, in its canonical form, where the inputs schema says, and a left-out one as null or not at all', () => {
    const listed = answers.holidays({ year: 2026, month: 8, type: 'FEDERAL' as never }).inputs;
    expect(Object.entries(listed)).toEqual([
      ['year', 2026],
      ['state', null],
      ['month', 8],
      ['type', 'federal'],
      ['status', 'confirmed'],
    ]);
    expect(Object.entries(answers.between('2026-01-01', '2026-03-31', 'Penang').inputs)).toEqual([
      ['start', '2026-01-01'],
      ['end', '2026-03-31'],
      ['state', 'pulau-pinang'],
    ]);
    expect(answers.addBusinessDays('2026-05-30', 0, 'Penang').inputs).toEqual({
      date: '2026-05-30',
      days: 0,
      state: 'pulau-pinang',
    });
    expect(Object.keys(answers.addBusinessDays('2026-05-30', 0, 'Penang', { roll: 'following' }).inputs)).toEqual([
      'date',
      'days',
      'state',
      'roll',
    ]);
  });

  it('gives the statuses asked in the model’s order, each once, and the state by its canonical code', () => {
    expect(
      answers.holidays({
        year: 2027,
        state: 'Penang',
        status: 'tentative,confirmed,tentative',
        month: 2,
        type: 'federal',
      }).inputs,
    ).toEqual({
      year: 2027,
      state: 'pulau-pinang',
      month: 2,
      type: 'federal',
      status: 'confirmed,tentative',
    });
    expect(answers.holidays({ status: 'all' }).inputs.status).toBe('confirmed,tentative,announced,cancelled');
    expect(answers.between('2026-01-01', '2026-01-31', 'KL').inputs).toEqual({
      start: '2026-01-01',
      end: '2026-01-31',
      state: 'kuala-lumpur',
    });
    expect(answers.between('2026-01-01', '2026-01-31').inputs).toEqual({
      start: '2026-01-01',
      end: '2026-01-31',
      state: null,
    });
    expect(answers.businessDays('2026-01-01', '2026-01-31', 'MY-10').inputs).toEqual({
      start: '2026-01-01',
      end: '2026-01-31',
      state: 'selangor',
    });
    expect(answers.addBusinessDays('2026-01-01', 5, 'Pinang').inputs).toEqual({
      date: '2026-01-01',
      days: 5,
      state: 'pulau-pinang',
    });
    expect(answers.ics('JHR').inputs).toEqual({ state: 'johor' });
    expect(answers.changelog({ state: 'Sarawak', limit: 3 }).inputs).toEqual({
      since: null,
      state: 'sarawak',
      limit: 3,
      releaseDate: calendar.releaseDate,
    });
    expect(answers.changeFeed({ state: 'KL', lang: 'zh' }).inputs).toEqual({ state: 'kuala-lumpur', lang: 'zh' });
  });

  it("gives a school question's group: a state's on 1 January of the year (Johor's changed in 2025), a group as asked, none for neither", () => {
    expect(answers.schoolTerms({ state: 'JHR' }).inputs).toEqual({ year: 2026, group: 'B', state: 'johor' });
    expect(answers.schoolTerms({ state: 'kedah', year: 2027 }).inputs).toEqual({
      year: 2027,
      group: 'A',
      state: 'kedah',
    });
    expect(answers.schoolHolidays({ group: 'A' }).inputs).toEqual({ year: 2026, group: 'A', state: null });
    expect(answers.schoolHolidays().inputs).toEqual({ year: 2026, group: null, state: null });
    expect(answers.isSchoolDay('2026-03-10', { group: 'B' }).inputs).toEqual({
      date: '2026-03-10',
      state: null,
      group: 'B',
    });
    expect(answers.isSchoolDay('2026-03-10', { state: 'Kelantan' }).inputs).toEqual({
      date: '2026-03-10',
      state: 'kelantan',
      group: 'A',
    });
  });

  it('answers for the calendar it is given: the view without estimates refuses a projected year', () => {
    expect(answers.holidays({ year: 2030, status: 'all' }).data.length).toBeGreaterThan(0);
    expect(() => withInputs(calendar.withoutEstimates()).holidays({ year: 2030 })).toThrow(CalendarError);
    expect(withInputs(calendar.withoutEstimates()).holidays({ year: 2026 }).data).toEqual(
      calendar.holidays({ year: 2026 }),
    );
  });

  it('says what an answer rested on: estimated for a projected day, with a note where an empty default list would mislead', () => {
    // 2028 is past the gazetted years (2020-2027): projected from the rules.
    const projected = answers.holidays({ year: 2035, state: 'selangor' });
    expect(projected.data).toEqual([]);
    expect(projected.estimated).toBe(true);
    expect(projected.note).toContain('status=tentative');
    const listed = answers.holidays({ year: 2035, state: 'selangor', status: 'all' });
    expect(listed.data.length).toBeGreaterThan(0);
    expect([listed.estimated, listed.note]).toEqual([true, undefined]);
    // Ten business days from 20 December 2027 in Kedah land in January 2028.
    const landing = answers.addBusinessDays('2027-12-20', 10, 'kedah');
    expect(landing.data.resultDate.startsWith('2028-')).toBe(true);
    expect(landing.estimated).toBe(true);
    expect(answers.addBusinessDays('2026-12-01', 10, 'kedah').estimated).toBe(false);
    const gazetted = answers.holidays({ year: 2026, state: 'selangor' });
    expect([gazetted.estimated, gazetted.note]).toEqual([false, undefined]);
    expect(answers.states().estimated).toBe(false);
  });
});
