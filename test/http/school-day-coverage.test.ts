import { describe, expect, it } from 'vitest';
import { appForTests, stateCodes } from '../support/fixtures.js';

const api = appForTests();
const get = api.get;

/**
 * One answer to "is it a school day?" on a date without school data, for both endpoints. School
 * data covers 2026 (confirmed) and 2027 (tentative); years before 2026 are not maintained
 * (data/notes/school.md).
 */
describe('isSchoolDay on a date without school data', () => {
  it('/holidays/check answers the holiday facts with isSchoolDay false and school.covered false', async () => {
    const { status, body } = await get('/v1/holidays/check?date=2025-03-05&state=johor');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ isSchoolDay: false, school: { covered: false, term: null, holiday: null } });
    for (const check of (await get('/v1/holidays/check-all?date=2025-03-05')).body.data)
      expect(check.school.covered).toBe(false);
  });

  it('/school/is-school-day, which answers only that question, is YEAR_NOT_COVERED', async () => {
    const { status, body } = await get('/v1/school/is-school-day?date=2025-03-05&state=johor');
    expect(status).toBe(404);
    expect(body.error).toMatchObject({ code: 'YEAR_NOT_COVERED', suggestions: ['2026', '2027'] });
  });

  it('where school data is held, both endpoints agree for every state', async () => {
    for (const state of stateCodes) {
      const check = (await get(`/v1/holidays/check?date=2026-03-10&state=${state}`)).body.data;
      expect(check.school.covered).toBe(true);
      expect(check.isSchoolDay, state).toBe(
        (await get(`/v1/school/is-school-day?date=2026-03-10&state=${state}`)).body.data.isSchoolDay,
      );
    }
  });

  it('is documented where a client reads isSchoolDay: it must be read with school.covered', async () => {
    const document = (await get('/v1/openapi.json')).body;
    const described = document.components.schemas.DateCheck.properties.isSchoolDay.description as string;
    expect(described).toContain('school.covered');
    expect(described).toContain('YEAR_NOT_COVERED');
    expect(document.paths['/v1/school/is-school-day'].get.description).toContain('YEAR_NOT_COVERED');
    expect(document.paths['/v1/holidays/check'].get.description).toContain('school.covered');
  });
});
