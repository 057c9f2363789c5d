import { describe, expect, it } from 'vitest';
import type { LeavePlan } from 'malaysia-calendar/model';
import { appForTests, calendar, stateCodes } from '../support/fixtures.js';

const api = appForTests();
const get = api.get;
/** The service on 31 December 2026 in Kuala Lumpur. */
const onLastDay = appForTests({ now: () => new Date('2026-12-31T02:00:00Z') });

const DAY_MS = 86_400_000;
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Every date from start to end. */
function datesOf(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let date = start; date <= end; date = plusDays(date, 1)) dates.push(date);
  return dates;
}

/** Breaks of at least minBreak days recomputed from /holidays/check's answers and the plan's leave dates. */
function breaksFromDayChecks(plan: LeavePlan, state: string): { startDate: string; endDate: string }[] {
  const leave = new Set(plan.breaks.flatMap((b) => b.leaveDates));
  const runs: { startDate: string; endDate: string }[] = [];
  let runStart: string | undefined;
  const dates = datesOf(plan.start, plan.end);
  dates.forEach((date, i) => {
    const off = leave.has(date) || !calendar.check(date, state).isWorkingDay;
    if (off) runStart ??= date;
    if (runStart !== undefined && (!off || i === dates.length - 1)) {
      const endDate = off ? date : dates[i - 1]!;
      if (datesOf(runStart, endDate).length >= plan.minBreak) runs.push({ startDate: runStart, endDate });
      runStart = undefined;
    }
  });
  return runs;
}

describe('GET /v1/leave-plans: published examples, checked by hand against the data', () => {
  it('Chinese New Year 2026 (Tue–Wed 17–18 Feb): Monday, Thursday and Friday off give the week from Saturday 14 to Sunday 22 February (The Star, 8 Dec 2025, "Longer holiday breaks next year")', async () => {
    const { status, body } = await get(
      '/v1/leave-plans?year=2026&state=selangor&leaveDays=3&minBreak=7&start=2026-02-09&end=2026-02-28',
    );
    expect(status).toBe(200);
    expect(body.data.breaks.map((b: LeavePlan['breaks'][number]) => [b.startDate, b.endDate, b.leaveDates])).toEqual([
      ['2026-02-14', '2026-02-22', ['2026-02-16', '2026-02-19', '2026-02-20']],
    ]);
    expect(body.data).toMatchObject({ leaveDaysUsed: 3, totalDaysOff: 9, baselineDaysOff: 0 });
  });

  it('Gawai 2026 in Sarawak: Wesak (Sun 31 May), the Agong’s birthday and Gawai (1–2 June) give a break from Saturday 30 May with no leave; Wesak is replaced on 3 June there (The Star, 8 Dec 2025; data guide)', async () => {
    const { body } = await get('/v1/leave-plans?state=Sarawak&leaveDays=0&start=2026-05-25&end=2026-06-10');
    expect(body.data.breaks.map((b: LeavePlan['breaks'][number]) => [b.startDate, b.endDate, b.totalDays])).toEqual([
      ['2026-05-30', '2026-06-03', 5],
    ]);
    expect(body.meta).toMatchObject({
      year: 2026,
      state: 'sarawak',
      start: '2026-05-25',
      end: '2026-06-10',
      leaveDays: 0,
      minBreak: 3,
    });
  });

  it('National Day (Mon 31 Aug) and Christmas (Fri 25 Dec) 2026 make long weekends with no leave (Sin Chew Daily via Independent Singapore, 2025: "8 long weekends")', async () => {
    const { body } = await get('/v1/leave-plans?year=2026&state=kuala-lumpur&leaveDays=0&start=2026-01-01');
    const breaks = body.data.breaks.map((b: LeavePlan['breaks'][number]) => `${b.startDate}/${b.endDate}`);
    expect(breaks).toContain('2026-08-29/2026-08-31');
    expect(breaks).toContain('2026-12-25/2026-12-27');
  });
});

describe('leave plans: invariants over the data', () => {
  it('totalDaysOff never decreases as the budget grows, and leaveDaysUsed never exceeds it', () => {
    for (const state of ['selangor', 'kedah', 'kelantan', 'johor', 'sarawak', 'sabah']) {
      let previous = -1;
      for (const leaveDays of [0, 1, 2, 3, 4, 5, 6, 8, 10, 14, 20, 30, 45, 60]) {
        const plan = calendar.planLeave({ year: 2026, state, leaveDays, start: '2026-01-01' });
        expect(plan.totalDaysOff, `${state} ${leaveDays}`).toBeGreaterThanOrEqual(previous);
        expect(plan.leaveDaysUsed).toBeLessThanOrEqual(leaveDays);
        previous = plan.totalDaysOff;
      }
    }
  });

  it('with no leave, the breaks of a year are the natural long weekends (cut at the year’s edges) of /holidays/long-weekends', () => {
    for (const year of [2021, 2024, 2025, 2026, 2027]) {
      for (const state of stateCodes) {
        const plan = calendar.planLeave({ year, state, leaveDays: 0, start: `${year}-01-01` });
        const yearStart = `${year}-01-01`;
        const yearEnd = `${year}-12-31`;
        const stretches = [...calendar.longWeekends(year - 1, state), ...calendar.longWeekends(year, state)]
          .map((w) => ({
            startDate: w.startDate < yearStart ? yearStart : w.startDate,
            endDate: w.endDate > yearEnd ? yearEnd : w.endDate,
          }))
          .filter((w) => w.startDate <= w.endDate && datesOf(w.startDate, w.endDate).length >= 3);
        const unique = [...new Map(stretches.map((w) => [w.startDate, w])).values()];
        expect(
          plan.breaks.map(({ startDate, endDate }) => ({ startDate, endDate })),
          `${state} ${year}`,
        ).toEqual(unique);
        expect(plan.totalDaysOff).toBe(plan.baselineDaysOff);
      }
    }
  });

  it('every leave date is a working day of the window, and the breaks recomputed from the leave dates give the plan’s breaks and total', () => {
    const questions = [
      { year: 2026, state: 'selangor', leaveDays: 12, start: '2026-01-01' },
      { year: 2026, state: 'kedah', leaveDays: 7, minBreak: 5 },
      { year: 2025, state: 'johor', leaveDays: 9, minBreak: 4, start: '2025-01-01', end: '2025-06-30' },
      { year: 2024, state: 'johor', leaveDays: 6, minBreak: 9 },
      { year: 2027, state: 'terengganu', leaveDays: 20, minBreak: 3 },
    ];
    for (const question of questions) {
      const plan = calendar.planLeave(question);
      const leaveDates = plan.breaks.flatMap((b) => b.leaveDates);
      expect(leaveDates.length).toBe(plan.leaveDaysUsed);
      for (const date of leaveDates) {
        expect(calendar.check(date, question.state).isWorkingDay).toBe(true);
        expect(date >= plan.start && date <= plan.end).toBe(true);
      }
      expect(plan.breaks.map(({ startDate, endDate }) => ({ startDate, endDate }))).toEqual(
        breaksFromDayChecks(plan, question.state),
      );
      expect(plan.totalDaysOff).toBe(plan.breaks.reduce((sum, b) => sum + datesOf(b.startDate, b.endDate).length, 0));
      for (const b of plan.breaks) {
        expect(b.totalDays).toBe(
          b.leaveDates.length +
            b.weekendDays +
            datesOf(b.startDate, b.endDate).filter((d) => calendar.check(d, question.state).isHoliday).length,
        );
      }
    }
  });
});

describe('GET /v1/leave-plans: the request', () => {
  it('takes any alias, defaults minBreak to 3, and keeps a past year for a day, this year for an hour', async () => {
    const now = await get('/v1/leave-plans?year=2026&state=Penang&leaveDays=5');
    expect(now.body.data).toMatchObject({
      state: 'pulau-pinang',
      year: 2026,
      end: '2026-12-31',
      minBreak: 3,
      leaveDays: 5,
    });
    expect(now.headers['cache-control']).toBe('public, max-age=3600');
    const past = await get('/v1/leave-plans?year=2025&state=PNG&leaveDays=5');
    expect(past.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('without a window plans the current year from tomorrow in Kuala Lumpur (no leave in the past), another year from 1 January (docs/api.md)', async () => {
    // The tests' clock: Sunday 22 November 2026 in Kuala Lumpur.
    for (const url of [
      '/v1/leave-plans?state=selangor&leaveDays=3',
      '/v1/leave-plans?year=2026&state=selangor&leaveDays=3',
    ]) {
      const { body } = await get(url);
      expect(body.data).toMatchObject({ year: 2026, start: '2026-11-23', end: '2026-12-31' });
      expect(body.meta).toMatchObject({ start: '2026-11-23', end: '2026-12-31' });
      expect(
        body.data.breaks
          .flatMap((b: LeavePlan['breaks'][number]) => b.leaveDates)
          .every((date: string) => date >= '2026-11-23'),
      ).toBe(true);
    }
    expect((await get('/v1/leave-plans?year=2027&state=selangor&leaveDays=3')).body.data).toMatchObject({
      start: '2027-01-01',
      end: '2027-12-31',
    });
    expect((await get('/v1/leave-plans?year=2025&state=selangor&leaveDays=3')).body.data).toMatchObject({
      start: '2025-01-01',
      end: '2025-12-31',
    });
    // A window given is the window: an end alone starts on 1 January.
    expect((await get('/v1/leave-plans?state=selangor&leaveDays=3&end=2026-06-30')).body.data).toMatchObject({
      start: '2026-01-01',
      end: '2026-06-30',
    });
    // The library, the same question, the same default.
    expect(calendar.planLeave({ state: 'selangor', leaveDays: 3 })).toMatchObject({
      start: '2026-11-23',
      end: '2026-12-31',
    });
  });

  it('on 31 December plans that day', async () => {
    expect((await onLastDay.get('/v1/leave-plans?state=selangor&leaveDays=1')).body.data).toMatchObject({
      year: 2026,
      start: '2026-12-31',
      end: '2026-12-31',
    });
  });

  it('takes the year from the window when no year is given, and the current year without either', async () => {
    expect((await get('/v1/leave-plans?state=selangor&leaveDays=2&start=2027-03-01')).body.data).toMatchObject({
      year: 2027,
      start: '2027-03-01',
      end: '2027-12-31',
    });
    expect((await get('/v1/leave-plans?state=selangor&leaveDays=2')).body.data.year).toBe(2026);
  });

  it.each([
    ['state=selangor', 'leaveDays'],
    ['state=selangor&leaveDays=61', 'leaveDays'],
    ['state=selangor&leaveDays=-1', 'leaveDays'],
    ['state=selangor&leaveDays=2.5', 'leaveDays'],
    ['state=selangor&leaveDays=3&minBreak=1', 'minBreak'],
    ['state=selangor&leaveDays=3&minBreak=31', 'minBreak'],
    ['state=selangor&leaveDays=3&start=2026-02-30', 'start'],
    ['year=2026&state=selangor&leaveDays=3&start=2025-12-01', 'start'],
    ['year=2026&state=selangor&leaveDays=3&end=2027-01-01', 'end'],
    ['leaveDays=3', 'state'],
  ])('refuses %s with VALIDATION_ERROR naming %s', async (query, parameter) => {
    const { status, body } = await get(`/v1/leave-plans?${query}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toContain(`'${parameter}'`);
  });

  it('refuses a window that ends before it starts, an uncovered year and an unknown state', async () => {
    const reversed = await get('/v1/leave-plans?state=selangor&leaveDays=3&start=2026-05-01&end=2026-04-01');
    expect([reversed.status, reversed.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    const uncovered = await get('/v1/leave-plans?year=2101&state=selangor&leaveDays=3');
    expect([uncovered.status, uncovered.body.error.code]).toEqual([404, 'YEAR_NOT_COVERED']);
    const unknown = await get('/v1/leave-plans?year=2026&state=selangr&leaveDays=3');
    expect([unknown.status, unknown.body.error.code, unknown.body.error.suggestions[0]]).toEqual([
      404,
      'STATE_NOT_FOUND',
      'selangor',
    ]);
  });

  it('is in the OpenAPI document with its parameters and their examples, and in the endpoint index', async () => {
    const document = (await get('/v1/openapi.json')).body;
    const operation = document.paths['/v1/leave-plans'].get;
    expect(operation.operationId).toBe('planLeave');
    const names = operation.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['year', 'state', 'leaveDays', 'minBreak', 'start', 'end']));
    for (const parameter of operation.parameters) expect(parameter.example, parameter.name).toBeDefined();
    const index = (await get('/v1')).body.data.endpoints.map((e: { path: string }) => e.path);
    expect(index).toContain('/v1/leave-plans');
  });
});
