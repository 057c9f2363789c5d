import { describe, expect, it } from 'vitest';
import { appForTests } from '../support/fixtures.js';

const api = appForTests();
const get = api.get;

describe('unknown parameters', () => {
  it('are reported before a missing one, by name, with the valid name meant: from → start, to → end', async () => {
    const { status, body } = await get('/v1/business-days?from=2026-01-01&to=2026-02-01&state=johor');
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toContain("'from'");
    expect(body.error.message).toContain("'to'");
    expect(body.error.message).not.toContain('required');
    expect(body.error.suggestions).toEqual(['start', 'end']);
  });

  it('name the first ten of many, each with what it may have meant, and count the rest', async () => {
    const names = ['yaer', ...Array.from({ length: 599 }, (_, index) => `p${index}`)];
    const { status, body } = await get(`/v1/holidays?${names.map((name) => `${name}=1`).join('&')}`);
    expect(status).toBe(400);
    expect(body.error.message).toMatch(/^Unknown parameters 'yaer' \(did you mean 'year'\?\), 'p0', /);
    expect(body.error.message).toContain("'p8', and 590 more.");
    expect(body.error.message).not.toContain("'p9'");
    expect(body.error.suggestions).toEqual(['year']);
  });

  it('are reported before a malformed or empty value', async () => {
    const typo = await get('/v1/holidays/check?dat=2026-3-5&state=selangor');
    expect(typo.body.error.message).toMatch(/^Unknown parameter 'dat'; did you mean 'date'\?/);
    expect(typo.body.error.suggestions).toEqual(['date']);
    const empty = await get('/v1/business-days/add?date=2026-01-01&days=&count=3&state=johor');
    expect(empty.body.error.message).toContain("'count'");
    expect(empty.body.error.suggestions).toEqual(['days']);
  });

  it('suggest every name that is equally close, and all names when none is close', async () => {
    expect((await get('/v1/holidays?stat=x')).body.error.suggestions).toEqual(['state', 'status']);
    const far = await get('/v1/holidays/check?date=2026-03-05&state=kl&colour=blue');
    // The workplace's parameters (issue 38), the employee's paid holidays (issue 51) and the market (issue 52) are among those the date check takes.
    expect(far.body.error.message).toBe(
      "Unknown parameter 'colour'. This endpoint takes: date, state, market, workweek, closed, open, holidays, chosen, restDay, estimates.",
    );
    expect(far.body.error.suggestions).toEqual([
      'date',
      'state',
      'market',
      'workweek',
      'closed',
      'open',
      'holidays',
      'chosen',
      'restDay',
      'estimates',
    ]);
  });
});
