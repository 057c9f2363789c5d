import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW, appForTests, calendar } from '../support/fixtures.js';
import { START_FLAGS } from '../../scripts/start-command.js';
import { ROOT, killAll, startService } from '../reliability/service.js';
import { testTools } from '../support/test-tools.js';

/**
 * Every Node line the packages promise (engines: >=20.19) runs the library (its Node entry in
 * this repository and its packed tarball, imported and required), the built service and the
 * command line, with the same answers as the tests' own Node. Each line is installed from the
 * npm registry as the `node` package (its newest release in the line), once, into
 * test/node_modules/.node-lines: 20 for as long as the engines field claims it (its support
 * ended on 30 April 2026), 22 in maintenance, 24 and 26 the LTS lines.
 */
const LINES = ['20', '22', '24', '26'];
const run = promisify(execFile);
const cache = join(testTools, 'node_modules', '.node-lines');
const nodeOf = (line: string) => join(cache, line, 'node_modules', '.bin', 'node');
const libraryProject = mkdtempSync(join(tmpdir(), 'mycal-node-lines-'));
const api = appForTests();

/** Installs `node@line` from the registry unless an earlier run did. */
async function installLine(line: string) {
  if (existsSync(nodeOf(line))) return;
  mkdirSync(join(cache, line), { recursive: true });
  await run('npm', ['install', '--prefix', join(cache, line), `node@${line}`, '--no-audit', '--no-fund', '--no-save'], {
    encoding: 'utf8',
  });
}

beforeAll(async () => {
  await Promise.all(LINES.map(installLine));
  // The build is npm test's first step: the tarball packs it as it is (no prepack rebuild).
  const [packed] = JSON.parse(
    execFileSync(
      'npm',
      ['pack', '--json', '--ignore-scripts', '--workspace', 'malaysia-calendar', '--pack-destination', libraryProject],
      { cwd: ROOT, encoding: 'utf8' },
    ),
  ) as { filename: string }[];
  writeFileSync(
    join(libraryProject, 'package.json'),
    JSON.stringify({ name: 'user-project', private: true, type: 'module' }),
  );
  execFileSync(
    'npm',
    ['install', join(libraryProject, packed!.filename), '--no-audit', '--no-fund', '--prefer-offline'],
    { cwd: libraryProject, stdio: 'pipe' },
  );
}, 300_000);

afterEach(killAll);
afterAll(() => rmSync(libraryProject, { recursive: true, force: true }));

/** A program asking the library, as ES module and as CommonJS (require of an ES module, Node 20.19+). */
const ASK = `
const now = () => new Date('${FIXED_NOW.toISOString()}');
const ask = (library) => { const cal = library.createCalendar({ now }); return [cal.check('2026-08-31', 'selangor'), cal.addBusinessDays('2026-05-29', 10, 'Pulau Pinang'), cal.holidays({ year: 2026, state: 'kedah' })]; };
const imported = ask(await import('malaysia-calendar'));
const required = ask(require('malaysia-calendar'));
console.log(JSON.stringify({ version: process.version, imported, required }));
`;
const expected = [
  calendar.check('2026-08-31', 'selangor'),
  calendar.addBusinessDays('2026-05-29', 10, 'Pulau Pinang'),
  calendar.holidays({ year: 2026, state: 'kedah' }),
];

async function askLibrary(line: string, cwd: string) {
  const program = `import { createRequire } from 'node:module'; const require = createRequire(process.cwd() + '/'); ${ASK}`;
  const { stdout } = await run(nodeOf(line), ['--input-type=module', '-e', program], { cwd, encoding: 'utf8' });
  return JSON.parse(stdout) as { version: string; imported: unknown; required: unknown };
}

describe.each(LINES)('Node %s', (line) => {
  it('is the line installed', async () => {
    expect((await run(nodeOf(line), ['--version'], { encoding: 'utf8' })).stdout).toMatch(new RegExp(`^v${line}\\.`));
  });

  it("runs the library's Node entry point in this repository", async () => {
    const answers = await askLibrary(line, ROOT);
    // National Day (Holidays Act 1951, 31 August) is no working day in Selangor.
    expect((answers.imported as [{ isWorkingDay: boolean }])[0].isWorkingDay).toBe(false);
    expect(JSON.parse(JSON.stringify(expected))).toEqual(answers.imported);
    expect(answers.required).toEqual(answers.imported);
  });

  it('runs the packed library installed in a project', async () => {
    const answers = await askLibrary(line, libraryProject);
    expect(JSON.parse(JSON.stringify(expected))).toEqual(answers.imported);
    expect(answers.required).toEqual(answers.imported);
  });

  it('runs the built service, which answers as the tests build it', async () => {
    const service = await startService({}, [nodeOf(line), ...START_FLAGS, 'dist/main.js'], 20_000);
    for (const path of ['/v1/holidays?year=2026&state=selangor', '/v1/holidays/check?date=2026-08-31&state=selangor']) {
      const served = await fetch(service.origin + path);
      expect(served.status).toBe(200);
      const body = (await served.json()) as { data: unknown };
      // Without the fixed clock of the tests' app, only the data is comparable.
      expect(body.data).toEqual((await api.get(path)).body.data);
    }
  });

  it('runs the command line', async () => {
    const { stdout } = await run(
      nodeOf(line),
      [
        join(ROOT, 'packages', 'malaysia-calendar-cli', 'bin', 'malaysia-calendar.js'),
        'check',
        '2026-08-31',
        '--state',
        'selangor',
        '--json',
      ],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(stdout)).toEqual(JSON.parse(JSON.stringify(calendar.check('2026-08-31', 'selangor'))));
  });
});
