import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import type * as Library from 'malaysia-calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_COMMANDS } from '../support/cli-commands.js';
import { FIXED_NOW, appForTests } from '../support/fixtures.js';
import { toolCommand } from '../support/test-tools.js';

/**
 * The packages as users get them: `npm pack` of both, the library's tarball installed alone in
 * one empty project (as a program that only asks questions would), both tarballs in another
 * (as someone who wants the command). The library, the command line and the MCP server are
 * asked the same questions as the service: their answers must equal the service's `data` (or
 * its error) byte for byte once serialised.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const tarballs = mkdtempSync(join(tmpdir(), 'mycal-tarballs-'));
const libraryProject = mkdtempSync(join(tmpdir(), 'mycal-library-'));
const project = mkdtempSync(join(tmpdir(), 'mycal-installed-'));
const bin = join(project, 'node_modules', '.bin', 'malaysia-calendar');
let library: typeof Library;

const api = appForTests();

/** What npm printed while installing, warnings included. */
const installLogs: string[] = [];

async function install(dir: string, ...packed: string[]) {
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'user-project', private: true, type: 'module' }));
  const { stdout, stderr } = await promisify(execFile)(
    'npm',
    ['install', ...packed, '--no-audit', '--no-fund', '--prefer-offline'],
    { cwd: dir, encoding: 'utf8' },
  );
  installLogs.push(stdout + stderr);
}

beforeAll(async () => {
  // npm test builds first, so the tarballs pack that build as it is: packing without
  // --ignore-scripts would build both packages a second time (prepack), a minute on a busy machine.
  const packed = execFileSync(
    'npm',
    [
      'pack',
      '--json',
      '--ignore-scripts',
      '--workspace',
      'malaysia-calendar',
      '--workspace',
      'malaysia-calendar-cli',
      '--pack-destination',
      tarballs,
    ],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const tarball = (name: string) =>
    join(
      tarballs,
      (JSON.parse(packed) as { name: string; filename: string }[]).find((pack) => pack.name === name)!.filename,
    );
  // The two projects install at once: the expensive step, done once for every test of the file.
  await Promise.all([
    install(libraryProject, tarball('malaysia-calendar')),
    install(project, tarball('malaysia-calendar'), tarball('malaysia-calendar-cli')),
  ]);
  library = (await import(
    pathToFileURL(join(libraryProject, 'node_modules', 'malaysia-calendar', 'dist', 'index.js')).href
  )) as typeof Library;
}, 240_000);

afterAll(() => {
  for (const dir of [tarballs, libraryProject, project]) rmSync(dir, { recursive: true, force: true });
});

/** Every package in an installed node_modules tree, nested ones included. */
function installedPackages(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    if (name.startsWith('@'))
      return readdirSync(join(dir, name)).flatMap((inner) => [
        `${name}/${inner}`,
        ...installedPackages(join(dir, name, inner, 'node_modules')),
      ]);
    return [name, ...installedPackages(join(dir, name, 'node_modules'))];
  });
}

/** Bytes of every file under a folder, as `du -sb` counts them. */
function bytesUnder(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(dir, entry.name);
    return sum + (entry.isDirectory() ? bytesUnder(path) : entry.isFile() ? statSync(path).size : 0);
  }, 0);
}

/** What the library answers, as JSON would carry it: the data, or the error's code, message and suggestions. */
function asked(question: (calendar: Library.MalaysiaCalendar) => unknown) {
  try {
    return { data: JSON.parse(JSON.stringify(question(library.createCalendar({ now: () => FIXED_NOW })))) };
  } catch (error) {
    const { code, message, suggestions } = error as Library.CalendarError;
    return { error: { code, message, suggestions } };
  }
}

/** The API's answer, less the pointer it adds to its own list of states (the library's errors name no HTTP path). */
async function served(url: string) {
  const { body } = await api.get(url);
  if (!('error' in body)) return { data: body.data };
  return {
    error: {
      ...body.error,
      message: (body.error.message as string).replace(' See GET /v1/states for every code and alias.', ''),
    },
  };
}

const QUESTIONS: [string, (calendar: Library.MalaysiaCalendar) => unknown][] = [
  ['/v1/holidays/check?date=2026-08-31&state=MY-10', (c) => c.check('2026-08-31', 'MY-10')],
  ['/v1/holidays/check?date=2026-06-02&state=Pulau%20Pinang', (c) => c.check('2026-06-02', 'Pulau Pinang')],
  ['/v1/holidays?year=2026&state=johor', (c) => c.holidays({ year: 2026, state: 'johor' })],
  [
    '/v1/holidays?year=2027&state=sarawak&status=tentative',
    (c) => c.holidays({ year: 2027, state: 'sarawak', status: 'tentative' }),
  ],
  ['/v1/holidays?month=6&type=federal', (c) => c.holidays({ month: 6, type: 'federal' })],
  [
    '/v1/holidays?year=2027&state=sarawak&status=all',
    (c) => c.holidays({ year: 2027, state: 'sarawak', status: 'all' }),
  ],
  [
    '/v1/holidays?year=2027&state=selangor&status=tentative,confirmed',
    (c) => c.holidays({ year: 2027, state: 'selangor', status: 'tentative,confirmed' }),
  ],
  ['/v1/holidays?status=confirmed,maybe', (c) => c.holidays({ status: 'confirmed,maybe' })],
  ['/v1/holidays/check-all?date=2026-08-31', (c) => c.checkAllStates('2026-08-31')],
  ['/v1/holidays/check-all?date=2027-03-10', (c) => c.checkAllStates('2027-03-10')],
  ['/v1/holidays/check-all?date=2019-12-31', (c) => c.checkAllStates('2019-12-31')],
  [
    '/v1/holidays/between?start=2026-01-01&end=2026-03-31&state=kedah',
    (c) => c.between('2026-01-01', '2026-03-31', 'kedah'),
  ],
  ['/v1/holidays/between?start=2025-12-01&end=2026-02-28', (c) => c.between('2025-12-01', '2026-02-28')],
  ['/v1/holidays/next?state=kedah&limit=5', (c) => c.next({ state: 'kedah', limit: 5 })],
  ['/v1/holidays/next?type=islamic', (c) => c.next({ type: 'islamic' })],
  [
    '/v1/business-days?start=2026-01-01&end=2026-12-31&state=selangor',
    (c) => c.businessDays('2026-01-01', '2026-12-31', 'selangor'),
  ],
  ['/v1/business-days/add?date=2026-05-29&days=5&state=kl', (c) => c.addBusinessDays('2026-05-29', 5, 'kl')],
  ['/v1/business-days/add?date=2026-03-23&days=-10&state=kedah', (c) => c.addBusinessDays('2026-03-23', -10, 'kedah')],
  [
    '/v1/business-days/add?date=2026-05-30&days=0&state=selangor&roll=following',
    (c) => c.addBusinessDays('2026-05-30', 0, 'selangor', { roll: 'following' }),
  ],
  [
    '/v1/business-days/add?date=2026-05-30&days=0&state=selangor&roll=modified_following',
    (c) => c.addBusinessDays('2026-05-30', 0, 'selangor', { roll: 'modified_following' }),
  ],
  [
    '/v1/business-days/add?date=2026-08-01&days=0&state=selangor&roll=modified_preceding',
    (c) => c.addBusinessDays('2026-08-01', 0, 'selangor', { roll: 'modified_preceding' }),
  ],
  [
    '/v1/business-days/add?date=2026-05-30&days=0&state=selangor&roll=sideways',
    (c) => c.addBusinessDays('2026-05-30', 0, 'selangor', { roll: 'sideways' as Library.RollConvention }),
  ],
  [
    '/v1/business-days/add?date=2027-12-31&days=0&state=kedah&roll=following',
    (c) => c.addBusinessDays('2027-12-31', 0, 'kedah', { roll: 'following' }),
  ],
  [
    '/v1/holidays/long-weekends?year=2026&state=selangor&bridgeDays=2',
    (c) => c.longWeekends(2026, 'selangor', { bridgeDays: 2 }),
  ],
  ['/v1/states', (c) => c.states()],
  ['/v1/states/resolve?q=Penang', (c) => c.resolveState('Penang')],
  ['/v1/school/is-school-day?date=2026-03-10&state=kedah', (c) => c.isSchoolDay('2026-03-10', { state: 'kedah' })],
  ['/v1/school/is-school-day?date=2026-11-10&group=B', (c) => c.isSchoolDay('2026-11-10', { group: 'B' })],
  ['/v1/school/terms?year=2026&state=johor', (c) => c.schoolTerms({ year: 2026, state: 'johor' })],
  ['/v1/school/holidays?year=2026&group=A', (c) => c.schoolHolidays({ year: 2026, group: 'A' })],
  ['/v1/school/exams?year=2026', (c) => c.exams({ year: 2026 })],
  ['/v1/holidays/check?date=2026-02-30&state=selangor', (c) => c.check('2026-02-30', 'selangor')],
  ['/v1/holidays/check?date=2026-03-05&state=selangr', (c) => c.check('2026-03-05', 'selangr')],
  ['/v1/holidays?year=2019', (c) => c.holidays({ year: 2019 })],
  ['/v1/holidays?status=maybe', (c) => c.holidays({ status: 'maybe' as Library.HolidayStatus })],
  ['/v1/business-days/add?date=2026-01-01&days=366&state=johor', (c) => c.addBusinessDays('2026-01-01', 366, 'johor')],
  [
    '/v1/business-days?start=2026-05-01&end=2026-04-01&state=johor',
    (c) => c.businessDays('2026-05-01', '2026-04-01', 'johor'),
  ],
  ['/v1/school/is-school-day?date=2027-03-05&state=johor', (c) => c.isSchoolDay('2027-03-05', { state: 'johor' })],
  [
    '/v1/school/is-school-day?date=2026-03-05&state=kedah&group=B',
    (c) => c.isSchoolDay('2026-03-05', { state: 'kedah', group: 'B' }),
  ],
  ['/v1/states/resolve?q=atlantis', (c) => c.resolveState('atlantis')],
];

function cli(...args: string[]) {
  const run = spawnSync(bin, args, { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('the installed library', () => {
  it('brings the calendar, its types and schemas, and little else: 10 MB at most with its dependencies', () => {
    const packages = installedPackages(join(libraryProject, 'node_modules'));
    expect(packages).toContain('malaysia-calendar');
    // No HTTP framework, Redis client, command-line parser or MCP SDK (with its zod) in a library user's tree.
    expect(
      packages.filter((name) =>
        /^(fastify|@fastify\/.*|express|hono|@hono\/.*|koa|ioredis|redis|@redis\/.*|find-my-way|commander|zod|@modelcontextprotocol\/.*)$/.test(
          name,
        ),
      ),
    ).toEqual([]);
    expect(bytesUnder(join(libraryProject, 'node_modules'))).toBeLessThanOrEqual(10 * 1024 * 1024);
  });

  it('carries the MIT licence its manifest names, as do the command line and the repository', () => {
    const licence = readFileSync(join(root, 'LICENSE'), 'utf8');
    expect(licence).toMatch(/^MIT License\n/);
    for (const name of ['malaysia-calendar', 'malaysia-calendar-cli']) {
      const installed = join(project, 'node_modules', name);
      expect(JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')).license, name).toBe('MIT');
      expect(readFileSync(join(installed, 'LICENSE'), 'utf8'), name).toBe(licence);
    }
  });

  it('installs, with the command line too, without a warning that a package wants another Node', () => {
    expect(installLogs).toHaveLength(2);
    for (const log of installLogs) expect(log).not.toContain('EBADENGINE');
  });

  it.each(QUESTIONS)('answers %s as the service does', async (url, question) => {
    expect(asked(question)).toEqual(await served(url));
  });

  it('ships types for each of its entry points', () => {
    const manifest = JSON.parse(
      readFileSync(join(libraryProject, 'node_modules', 'malaysia-calendar', 'package.json'), 'utf8'),
    ) as { exports: Record<string, { types: string }> };
    for (const entry of Object.values(manifest.exports).filter((entry) => typeof entry === 'object')) {
      expect(existsSync(join(libraryProject, 'node_modules', 'malaysia-calendar', entry.types))).toBe(true);
    }
  });

  it('names its entry point and types at the top of its manifest too, for resolvers that read no exports map', () => {
    // Old bundlers read only these fields, and so does TypeScript's moduleResolution node10
    // (TypeScript 5 and older; 7, which this repository builds with, has dropped it).
    const installed = join(libraryProject, 'node_modules', 'malaysia-calendar');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
      main: string;
      types: string;
      browser: string;
      exports: { '.': Record<string, string> };
    };
    expect([manifest.main, manifest.types, manifest.browser]).toEqual([
      manifest.exports['.'].default,
      manifest.exports['.'].types,
      manifest.exports['.'].browser,
    ]);
    for (const file of [manifest.main, manifest.types, manifest.browser])
      expect(existsSync(join(installed, file)), file).toBe(true);
  });

  it('type-checks both entry points under moduleResolution node10 (TypeScript 5), the model through typesVersions', () => {
    writeFileSync(
      join(libraryProject, 'node10.ts'),
      "import { createCalendar } from 'malaysia-calendar';\nimport type { Holiday } from 'malaysia-calendar/model';\nexport const first: Holiday | undefined = createCalendar().holidays({ year: 2026, state: 'selangor' })[0];\n",
    );
    const options = [
      '--noEmit',
      '--strict',
      '--module',
      'commonjs',
      '--moduleResolution',
      'node10',
      '--target',
      'es2022',
      '--skipLibCheck',
      'node10.ts',
    ];
    const compiled = spawnSync(toolCommand('tsc'), options, { cwd: libraryProject, encoding: 'utf8' });
    expect(compiled.stdout).toBe('');
    expect(compiled.status).toBe(0);
  });
});

describe('the command line, from malaysia-calendar-cli', () => {
  it('prints exactly the API data with --json', async () => {
    const run = cli('check', '2026-08-31', '--state', 'selangor', '--json');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual((await served('/v1/holidays/check?date=2026-08-31&state=selangor')).data);
    expect(JSON.parse(cli('--json', 'business-days', '2026-01-01', '2026-01-31', '--state', 'kedah').stdout)).toEqual(
      (await served('/v1/business-days?start=2026-01-01&end=2026-01-31&state=kedah')).data,
    );
  });

  it('prints tables for people, without colour off a terminal', () => {
    const check = cli('check', '2026-08-31', '--state', 'selangor');
    expect(check.stdout).toMatch(/^holiday\s+National Day \[confirmed\]$/m);
    expect(check.stdout).toMatch(/^working day\s+no$/m);
    expect(check.stdout).not.toContain('\u001b[');
    const list = cli('holidays', '--year', '2026', '--state', 'sarawak', '--month', '6');
    expect(list.stdout.split('\n')[0]).toMatch(/^date\s+holiday\s+type\s+status\s+kept in$/);
    // Gawai Dayak is 1-2 June in Sarawak (data/notes/2026.md: Wesak 2026 is replaced there on 3 June because 1-2 June are Gawai).
    expect(list.stdout).toMatch(/^2026-06-01\s+Gawai Dayak\s+state\s+confirmed\s+sarawak$/m);
  });

  it('asks the new questions: every state on a day, several statuses, a business-day convention', async () => {
    expect(JSON.parse(cli('check-all', '2026-08-31', '--json').stdout)).toEqual(
      (await served('/v1/holidays/check-all?date=2026-08-31')).data,
    );
    expect(
      JSON.parse(cli('holidays', '--year', '2027', '--state', 'sarawak', '--status', 'all', '--json').stdout),
    ).toEqual((await served('/v1/holidays?year=2027&state=sarawak&status=all')).data);
    expect(
      JSON.parse(cli('add', '2026-05-30', '0', '--state', 'selangor', '--roll', 'following', '--json').stdout),
    ).toEqual((await served('/v1/business-days/add?date=2026-05-30&days=0&state=selangor&roll=following')).data);
    const table = cli('check-all', '2026-07-03');
    expect(table.stdout).toMatch(/^kedah\s+no\s+yes\s+-$/m);
  });

  it('writes errors to stderr with the suggestions and exits non-zero', () => {
    const run = cli('check', '2026-3-5', '--state', 'selangor');
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('VALIDATION_ERROR: <date> must be a real date written YYYY-MM-DD');
    expect(run.stderr).toContain('suggestions: 2026-03-05');
  });

  it('writes an RFC 5545 feed', () => {
    const feed = cli('ics', 'johor', '--year', '2026');
    expect(feed.stdout.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(feed.stdout).toContain('SUMMARY:Birthday of the Sultan of Johor');
    expect(feed.stdout).toContain('DTSTART;VALUE=DATE:20260323');
  });

  it('has help for every command', async () => {
    // Asked side by side: each is a process of its own.
    const helps = await Promise.all(
      CLI_COMMANDS.map((command) =>
        promisify(execFile)(bin, [command, '--help'], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } }),
      ),
    );
    for (const [index, command] of CLI_COMMANDS.entries())
      expect(helps[index]!.stdout, command).toContain(`Usage: malaysia-calendar ${command}`);
  }, 60_000);
});

describe('the leave planner in every interface', () => {
  it('answers the same question alike over HTTP, in the library, on the command line and as an MCP tool, errors included', async () => {
    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: bin, args: ['mcp'] }));
    try {
      const url = '/v1/leave-plans?year=2026&state=Penang&leaveDays=8&minBreak=5&start=2026-02-01&end=2026-09-30';
      const expected = await served(url);
      expect(expected.data.totalDaysOff).toBeGreaterThan(expected.data.baselineDaysOff);
      expect(
        asked((c) =>
          c.planLeave({
            year: 2026,
            state: 'Penang',
            leaveDays: 8,
            minBreak: 5,
            start: '2026-02-01',
            end: '2026-09-30',
          }),
        ),
      ).toEqual(expected);
      const run = cli(
        'plan-leave',
        '8',
        '--state',
        'Penang',
        '--year',
        '2026',
        '--min-break',
        '5',
        '--start',
        '2026-02-01',
        '--end',
        '2026-09-30',
        '--json',
      );
      expect(JSON.parse(run.stdout)).toEqual(expected.data);
      const tool = await client.callTool({
        name: 'plan_leave',
        arguments: { year: 2026, state: 'Penang', leaveDays: 8, minBreak: 5, start: '2026-02-01', end: '2026-09-30' },
      });
      expect(tool.structuredContent).toEqual(expected.data);
      const table = cli('plan-leave', '8', '--state', 'Penang', '--year', '2026', '--min-break', '5');
      expect(table.stdout).toMatch(/^from\s+to\s+days\s+leave to take\s+holidays$/m);

      const refused = await served('/v1/leave-plans?year=2026&state=Penang&leaveDays=61');
      expect(asked((c) => c.planLeave({ year: 2026, state: 'Penang', leaveDays: 61 }))).toEqual(refused);
      const failed = cli('plan-leave', '61', '--state', 'Penang', '--year', '2026');
      expect(failed.status).toBe(1);
      expect(failed.stderr).toContain(refused.error.code);
      const toolError = await client.callTool({
        name: 'plan_leave',
        arguments: { year: 2026, state: 'Penang', leaveDays: 61 },
      });
      expect(toolError.isError).toBe(true);
    } finally {
      await client.close();
    }
  });
});
