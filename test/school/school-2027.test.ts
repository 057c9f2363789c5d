import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CalendarError, createCalendar } from 'malaysia-calendar';
import { describe, expect, it } from 'vitest';
import { appForTests } from '../support/fixtures.js';

/**
 * The 2027 school year, asked everywhere a person or a program can ask it. The fact under test
 * comes from the research of 2026-11-24 (data/notes/school.md): the Ministry of Education's
 * Kalendar Akademik 2027 is not published in any source found, so no 2027 term, school holiday
 * or school day is served; school data covers 2026 only. Each interface must say so plainly:
 * the contract's error envelope with YEAR_NOT_COVERED (docs/api.md: a year outside the data,
 * the message naming the covered years, suggestions listing them), never a bare 404.
 */
const NOT_YET_PUBLISHED = 'The Ministry of Education has not yet published the 2027 school calendar (Kalendar Akademik 2027): school data covers 2026.';
const COVERED = ['2026'];

const api = appForTests();
const root = fileURLToPath(new URL('../..', import.meta.url));
const main = join(root, 'packages', 'malaysia-calendar-cli', 'dist', 'cli', 'main.js');

describe('2027 school questions over HTTP', () => {
  it.each([
    '/v1/school/terms?year=2027',
    '/v1/school/terms?year=2027&state=kedah',
    '/v1/school/holidays?year=2027',
    '/v1/school/holidays?year=2027&group=A',
    '/v1/school/is-school-day?date=2027-03-01&state=selangor',
    '/v1/school/is-school-day?date=2027-03-01&group=B',
  ])('%s is 404 YEAR_NOT_COVERED saying the 2027 calendar is not yet published, with the covered years', async (url) => {
    const { status, headers, body } = await api.get(url);
    expect(status).toBe(404);
    expect(headers['cache-control']).toBe('no-store');
    expect(body.error.code).toBe('YEAR_NOT_COVERED');
    expect(body.error.message).toContain(NOT_YET_PUBLISHED);
    expect(body.error.suggestions).toEqual(COVERED);
  });

  it('keeps "not maintained" for a year before the school data, not "not yet published"', async () => {
    const { body } = await api.get('/v1/school/terms?year=2025');
    expect(body.error).toMatchObject({ code: 'YEAR_NOT_COVERED', suggestions: COVERED });
    expect(body.error.message).toContain('not maintained');
    expect(body.error.message).not.toContain('not yet published');
  });
});

describe('2027 school questions to the library', () => {
  const calendar = createCalendar();
  it.each([
    ['schoolTerms', () => calendar.schoolTerms({ year: 2027 })],
    ['schoolHolidays', () => calendar.schoolHolidays({ year: 2027, state: 'selangor' })],
    ['isSchoolDay', () => calendar.isSchoolDay('2027-03-01', { state: 'selangor' })],
  ])('%s throws YEAR_NOT_COVERED saying so', (_method, ask) => {
    let thrown: unknown;
    try {
      ask();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(CalendarError);
    expect((thrown as CalendarError).code).toBe('YEAR_NOT_COVERED');
    expect((thrown as CalendarError).message).toContain(NOT_YET_PUBLISHED);
    expect((thrown as CalendarError).suggestions).toEqual(COVERED);
  });
});

describe('2027 school questions on the command line', () => {
  it.each([[['school-day', '2027-03-01', '--state', 'selangor']], [['school-day', '2027-03-01', '--group', 'A', '--json']]])('%j exits 1 saying the calendar is not yet published', (args) => {
    const run = spawnSync(process.execPath, [main, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(NOT_YET_PUBLISHED);
    expect(run.stderr).toContain('suggestions: 2026');
  });
});
