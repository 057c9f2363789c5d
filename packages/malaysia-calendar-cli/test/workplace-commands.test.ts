import { describe, expect, it } from 'vitest';
import { cli } from '../../../test/support/command-line.js';
import { appForTests } from '../../../test/support/fixtures.js';

/** The command line, run in process, with a workplace, against the API's answers. */
const api = appForTests();

describe('the command line with a workplace', () => {
  it("answers --json exactly as the API's data, for business days, leave plans and paid holidays", async () => {
    const asked: [string[], string][] = [
      [
        [
          'business-days',
          '2026-12-01',
          '2026-12-31',
          '--state',
          'johor',
          '--workweek',
          'mon-sat',
          '--closed',
          '2026-12-24,2026-12-28..2026-12-31',
        ],
        '/v1/business-days?start=2026-12-01&end=2026-12-31&state=johor&workweek=mon-sat&closed=2026-12-24,2026-12-28..2026-12-31',
      ],
      [
        [
          'plan-leave',
          '6',
          '--state',
          'kedah',
          '--year',
          '2027',
          '--workweek',
          'mon-fri',
          '--blackout',
          '2027-06-21..2027-06-30',
        ],
        '/v1/leave-plans?year=2027&state=kedah&leaveDays=6&workweek=mon-fri&blackout=2027-06-21..2027-06-30',
      ],
      [['entitlements', '--state', 'kl', '--year', '2026'], '/v1/entitlements?state=kl&year=2026'],
    ];
    for (const [args, url] of asked) {
      const run = await cli(['--json', ...args]);
      expect(run.status, `${args.join(' ')}: ${run.stderr}`).toBe(0);
      expect(JSON.parse(run.stdout), args.join(' ')).toEqual((await api.get(url)).body.data);
    }
  });

  it('shows an HR officer the year as tables, and names the flag at fault', async () => {
    const run = await cli(['entitlements', '--state', 'selangor', '--year', '2029']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/2029-09-16 +Malaysia Day +rest day +2029-09-17/);
    const refused = await cli([
      'entitlements',
      '--state',
      'selangor',
      '--year',
      '2027',
      '--workweek',
      'mon-fri',
      '--rest-day',
      'mon',
    ]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('--rest-day is mon, a day the workweek works');
  });
});
