import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cli } from '../../../test/support/command-line.js';
import { CLI_COMMANDS } from '../../../test/support/cli-commands.js';
import { appForTests, calendar } from '../../../test/support/fixtures.js';

/** The command line of malaysia-calendar-cli, run in process as a person uses it (binary.test.ts starts the built command). */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const api = appForTests();

const widest = (text: string) => Math.max(...text.split('\n').map((line) => line.length));

/** The date in Kuala Lumpur, as the calendar's "today" is defined (Asia/Kuala_Lumpur), `offset` days on. */
function dateInKualaLumpur(offset = 0): string {
  return new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kuala_Lumpur' });
}

describe('the command line', () => {
  it("asks for a market with --market in place of --state: a trade's T+2 settlement date, as the API's", async () => {
    const run = await cli(['--json', 'add', '2026-02-16', '2', '--market', 'xkls']);
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(
      (await api.get('/v1/business-days/add?date=2026-02-16&days=2&market=xkls')).body.data,
    );
    const both = await cli(['add', '2026-02-16', '2', '--market', 'xkls', '--state', 'kl']);
    expect(both.status).toBe(1);
    expect(both.stderr).toContain('--market and --state cannot be given together');
  });

  it('prints a list with --csv as the API’s CSV, byte for byte, and refuses --csv for one record or with --json', async () => {
    const asked: [string[], string][] = [
      [
        ['holidays', '--year', '2026', '--state', 'sabah', '--status', 'all'],
        '/v1/holidays?year=2026&state=sabah&status=all&format=csv',
      ],
      [
        ['between', '2026-01-01', '2026-03-31', '--state', 'kedah'],
        '/v1/holidays/between?start=2026-01-01&end=2026-03-31&state=kedah&format=csv',
      ],
      [
        ['long-weekends', '--year', '2026', '--state', 'johor', '--bridge-days', '1'],
        '/v1/holidays/long-weekends?year=2026&state=johor&bridgeDays=1&format=csv',
      ],
      [
        ['plan-leave', '5', '--state', 'selangor', '--year', '2026', '--start', '2026-01-01'],
        '/v1/leave-plans?year=2026&state=selangor&leaveDays=5&start=2026-01-01&format=csv',
      ],
      [['states'], '/v1/states?format=csv'],
      [['sessions', 'xkls', '--year', '2019'], '/v1/markets/xkls/sessions?year=2019&format=csv'],
      [['exams', '--year', '2026'], '/v1/school/exams?year=2026&format=csv'],
    ];
    for (const [args, url] of asked) {
      const run = await cli(['--csv', ...args]);
      expect(run.status, args.join(' ')).toBe(0);
      expect(run.stdout, args.join(' ')).toBe((await api.app.inject(url)).body);
    }
    const single = await cli(['--csv', 'check', '2026-08-31', '--state', 'kl']);
    expect(single.status).toBe(1);
    expect(single.stdout).toBe('');
    expect(single.stderr).toContain("--csv: 'check' answers one record, not a list");
    expect((await cli(['--csv', '--json', 'states'])).stderr).toContain(
      "option '--csv' cannot be used with option '--json'",
    );
  }, 30_000);

  it('fits its tables to the terminal: COLUMNS, when the output is not a terminal', async () => {
    const words = (text: string) => text.split(/\s+/).filter(Boolean).sort();
    for (const args of [
      ['holidays', '--year', '2026', '--state', 'selangor'],
      ['states'],
      ['long-weekends', '--year', '2026', '--state', 'selangor', '--bridge-days', '1'],
    ]) {
      const natural = await cli(args);
      expect(widest(natural.stdout), args.join(' ')).toBeGreaterThan(72);
      const narrower = await cli(args, { COLUMNS: '72' });
      expect(narrower.status).toBe(0);
      expect(widest(narrower.stdout), args.join(' ')).toBeLessThanOrEqual(72);
      // Lines break between words: the same words, on more lines.
      expect(words(narrower.stdout), args.join(' ')).toEqual(words(natural.stdout));
      // On a terminal too narrow for the longest words, words are cut rather than the edge crossed.
      expect(widest((await cli(args, { COLUMNS: '50' })).stdout), args.join(' ')).toBeLessThanOrEqual(50);
    }
  }, 30_000);

  it('names the flags and arguments a person typed in its errors, not the API parameters', async () => {
    const date = await cli(['check', '2026-3-5', '--state', 'selangor']);
    expect(date.status).toBe(1);
    expect(date.stderr).toContain('<date> must be a real date written YYYY-MM-DD; got "2026-3-5"');
    const bridge = await cli(['long-weekends', '--state', 'selangor', '--bridge-days', '9']);
    expect(bridge.stderr).toContain('--bridge-days must be from 0 to 3; got 9');
    const scope = await cli(['school-day', '2026-03-10']);
    expect(scope.stderr).toContain('Give --state or --group.');
    expect(scope.stderr).toContain('suggestions: --state, --group');
    const days = await cli(['add', '2026-01-01', '400', '--state', 'johor']);
    expect(days.stderr).toContain('<n> must be from -365 to 365');
    for (const run of [date, bridge, scope, days])
      expect(run.stderr).not.toMatch(/Parameter '|'(state|group|days|bridgeDays|date)'/);
  });

  it('takes today and tomorrow as dates, in Kuala Lumpur', async () => {
    const before = dateInKualaLumpur();
    const today = JSON.parse((await cli(['check', 'today', '--state', 'kedah', '--json'])).stdout) as { date: string };
    const tomorrow = JSON.parse((await cli(['school-day', 'Tomorrow', '--group', 'A', '--json'])).stdout) as {
      date: string;
    };
    // Asked across Kuala Lumpur's midnight, either day is right.
    expect([before, dateInKualaLumpur()]).toContain(today.date);
    expect([
      dateInKualaLumpur(1),
      new Date(Date.parse(`${before}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
    ]).toContain(tomorrow.date);
  });

  it('refuses a flag that takes one value given twice, rather than keeping the last', async () => {
    for (const args of [
      ['check', '2026-08-31', '--state', 'kedah', '--state', 'johor'],
      ['check', '2026-08-31', '-s', 'kedah', '--state', 'johor'],
      ['holidays', '--year', '2026', '--year', '2027'],
    ]) {
      const run = await cli(args);
      expect(run.status, args.join(' ')).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/--(state|year) was given more than once/);
    }
  });

  it('answers a projected year as the API does, and refuses it with --estimates exclude', async () => {
    const projected = await cli(['check', '2099-08-31', '--state', 'kedah', '--json']);
    expect(projected.status).toBe(0);
    expect(JSON.parse(projected.stdout)).toEqual(
      (await api.get('/v1/holidays/check?date=2099-08-31&state=kedah')).body.data,
    );
    expect(JSON.parse(projected.stdout).holidays[0]).toMatchObject({ status: 'tentative', estimated: true });
    const excluded = await cli(['check', '2099-08-31', '--state', 'kedah', '--estimates', 'exclude']);
    expect(excluded.status).toBe(1);
    expect(excluded.stderr).toContain('YEAR_NOT_COVERED');
    expect((await cli(['holidays', '--state', 'kedah', '--year', '2005', '--json'])).status).toBe(0);
  });

  it('prints with --version its version, the data version and the years the data covers', async () => {
    const run = await cli(['--version']);
    expect(run.status).toBe(0);
    const { body } = await api.get('/v1');
    const { version } = JSON.parse(
      readFileSync(join(root, 'packages', 'malaysia-calendar-cli', 'package.json'), 'utf8'),
    ) as { version: string };
    expect(run.stdout).toContain(`malaysia-calendar-cli ${version}`);
    expect(run.stdout).toContain(body.meta.dataVersion);
    const { holidays, school, exams } = body.data.coverage as {
      holidays: { firstYear: number; lastYear: number };
      school: number[];
      exams: number[];
    };
    expect(run.stdout).toContain(`holidays ${holidays.firstYear}-${holidays.lastYear}`);
    expect(run.stdout).toContain(`school calendars ${school.join(', ')}`);
    expect(run.stdout).toContain(`exams ${exams.join(', ')}`);
  });

  it('fits its help to 80 columns off a terminal, or to COLUMNS', async () => {
    const commands = ['', ...CLI_COMMANDS];
    for (const command of commands) {
      const help = await cli([...(command === '' ? [] : [command]), '--help']);
      expect(help.status, command).toBe(0);
      expect(widest(help.stdout), command).toBeLessThanOrEqual(80);
    }
    const wide = (await cli(['--help'], { COLUMNS: '200' })).stdout;
    expect(widest(wide)).toBeGreaterThan(80);
    // The list of commands the tests ask is the command line's own, less commander's `help`.
    const listed = wide
      .slice(wide.indexOf('Commands:'))
      .split('\n')
      .slice(1)
      .filter((line) => line.startsWith('  '))
      .map((line) => line.trim().split(' ')[0]);
    expect(listed).toEqual([...CLI_COMMANDS, 'help']);
  }, 60_000);

  it("says how many holidays a list for people leaves out, and the flag that shows them; --json stays the API's data", async () => {
    const everything = calendar.holidays({ year: 2027, state: 'selangor', status: 'all' });
    const shown = calendar.holidays({ year: 2027, state: 'selangor' });
    const tentative = everything.filter((holiday) => holiday.status === 'tentative').length;
    expect(tentative).toBeGreaterThan(0);
    const run = await cli(['holidays', '--state', 'selangor', '--year', '2027']);
    expect(run.stdout).toContain(`${everything.length - shown.length} more not shown (${tentative} tentative`);
    expect(run.stdout).toContain('--status all lists them');
    expect((await cli(['holidays', '--state', 'selangor', '--year', '2027', '--status', 'all'])).stdout).not.toContain(
      'not shown',
    );
    expect(JSON.parse((await cli(['holidays', '--state', 'selangor', '--year', '2027', '--json'])).stdout)).toEqual(
      (await api.get('/v1/holidays?year=2027&state=selangor')).body.data,
    );
  });

  it('answers a state or year that is wrong in its own words: the flag named, no API paths, only close suggestions', async () => {
    const far = await cli(['check', '2026-08-31', '--state', 'atlantis']);
    expect(far.stderr).toBe(
      'malaysia-calendar: STATE_NOT_FOUND: --state: No state or federal territory matches "atlantis". `malaysia-calendar states` lists every code and alias.\n',
    );
    const near = await cli(['check', '2026-08-31', '--state', 'selangr']);
    expect(near.stderr).toContain(
      '--state: No state or federal territory matches "selangr". Did you mean selangor?\nsuggestions: selangor\n',
    );
    expect((await cli(['ics', 'atlantis'])).stderr).toContain('<state>: No state');
    const { firstYear, lastYear } = calendar.coverage().holidays;
    const year = await cli(['holidays', '--year', '20x6']);
    expect(year.stderr).toContain(`suggestions: ${firstYear}, ${lastYear}\n`);
    for (const run of [far, near, year]) expect(run.stderr).not.toMatch(/GET \/v1|1000, 9999/);
  });

  it('lists a state\'s year in a row per holiday at 80 columns: where it is kept is "all states", a count, or the few states', async () => {
    const run = await cli(['holidays', '--state', 'selangor', '--year', '2026'], { COLUMNS: '80' });
    const holidays = calendar.holidays({ year: 2026, state: 'selangor' });
    const rows = run.stdout.trimEnd().split('\n');
    expect(widest(run.stdout)).toBeLessThanOrEqual(80);
    // A header, then a row per holiday, a few of them on two lines for a long name: never a paragraph of state codes.
    expect(rows.length).toBeLessThan(holidays.length * 1.5 + 1);
    expect(run.stdout).not.toContain('negeri-sembilan');
    const nationalDay = rows.find((row) => row.startsWith('2026-08-31'))!;
    expect(nationalDay).toMatch(/all states$/);
    // The Sultan of Selangor's birthday is kept in Selangor alone.
    expect(rows.find((row) => row.startsWith('2026-12-11'))).toMatch(/selangor$/);
  });

  it('names the conflict of --json with --csv in one line, not the whole help', async () => {
    const run = await cli(['holidays', '--json', '--csv']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("option '--csv' cannot be used with option '--json'");
    expect(run.stderr.trim().split('\n').length).toBeLessThanOrEqual(2);
    expect(run.stdout).toBe('');
  });

  it('marks an answer that rests on projected days: a line below the table, on stderr beside --json', async () => {
    // Ten business days from 20 December 2027 in Kedah end in January 2028, past the gazetted years (2020-2027).
    const table = await cli(['add', '2027-12-20', '10', '--state', 'kedah']);
    expect(table.stdout).toContain('result         2028-');
    expect(table.stdout).toMatch(/^estimated: /m);
    const json = await cli(['add', '2027-12-20', '10', '--state', 'kedah', '--json']);
    expect(JSON.parse(json.stdout).resultDate.startsWith('2028-')).toBe(true);
    expect(json.stderr).toMatch(/^estimated: /m);
    // An empty default list of a projected year says why, in the command's words.
    const projected = await cli(['holidays', '--year', '2035', '--state', 'selangor']);
    expect(projected.stdout).toContain('(none)');
    expect(projected.stdout).toContain('note: 2035 rests on projected days');
    expect(projected.stdout).toContain('--status tentative');
    // A gazetted answer carries no mark.
    expect((await cli(['add', '2026-12-01', '10', '--state', 'kedah'])).stdout).not.toContain('estimated');
  });

  it('accepts and refuses the values the API does, case included: --type FEDERAL, --group a, --estimates EXCLUDE, a year of nine digits', async () => {
    for (const [args, url] of [
      [['holidays', '--year', '2026', '--type', 'FEDERAL'], '/v1/holidays?year=2026&type=FEDERAL'],
      [['school-terms', '--year', '2026', '--group', 'a'], '/v1/school/terms?year=2026&group=a'],
    ] as [string[], string][]) {
      const run = await cli([...args, '--json']);
      expect(run.status, run.stderr).toBe(0);
      expect(JSON.parse(run.stdout), args.join(' ')).toEqual((await api.get(url)).body.data);
    }
    expect((await cli(['--estimates', 'EXCLUDE', 'check', '2099-08-31', '--state', 'kedah'])).stderr).toContain(
      'YEAR_NOT_COVERED',
    );
    const refused = await api.get('/v1/holidays?year=000002026');
    const year = await cli(['holidays', '--year', '000002026']);
    expect(year.status).toBe(1);
    expect(year.stderr).toContain(refused.body.error.message.replace("Parameter 'year'", '--year'));
  });
});
