/**
 * A declared holiday on its way to production, as docs/deployment.md describes it: the data desk
 * declares the day (npm run declare), the build compiles the data into a new release, and the
 * instances behind HAProxy are restarted onto it one after the other while clients keep asking.
 * No request fails; once both run the new release, every answer through the proxy has the day,
 * and the change feeds announce it. The release is built here as the image would be: the bundled
 * service (dist/) beside the calendar package with the newly compiled data.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declareHoliday } from '../../packages/malaysia-calendar/build/declare/declare-holiday.js';
import { bundledDataDir, loadDataset } from '../../packages/malaysia-calendar/build/load-dataset.js';
import { serializeCompiledData } from '../../packages/malaysia-calendar/src/loading/compiled-data.js';
import { requireServers } from './required-servers.js';
import { startScaledOut } from './scaled-out.js';
import { ROOT, eventually, killAll, within } from './service.js';

/** The declared day: a Monday, a working day in Selangor in the data as it is. */
const DECLARED = '/v1/holidays/check?date=2026-12-28&state=selangor';

interface Answer {
  status?: number;
  isHoliday?: boolean;
  dataVersion?: string;
  error?: string;
}

function ask(url: string, agent: Agent): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request(url, { agent, timeout: 5000 }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => {
        const json = JSON.parse(body) as { data?: { isHoliday?: boolean }; meta?: { dataVersion?: string } };
        resolve({ status: response.statusCode!, isHoliday: json.data?.isHoliday, dataVersion: json.meta?.dataVersion });
      });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

/**
 * A release with the declared day: the data copied and the day declared into it, compiled, and
 * laid out as the image lays it out (dist/ beside node_modules/malaysia-calendar/compiled), under
 * .scratch/ so that the bundle's few unbundled requires still find the repository's node_modules.
 */
function releaseWithDeclaredDay(release: string): { command: string[]; dataVersion: string; report: string } {
  const data = join(release, 'data');
  cpSync(bundledDataDir(), data, { recursive: true });
  const report = declareHoliday(
    [
      '--date',
      '2026-12-28',
      '--state',
      'selangor',
      '--status',
      'announced',
      '--slug',
      'cuti-peristiwa-ujian',
      '--name',
      'ms=Cuti Peristiwa (ujian)',
      '--name',
      'en=Occasional holiday (test)',
      '--name',
      'zh=特别假期（测试）',
      '--name',
      'ta=சிறப்பு விடுமுறை (சோதனை)',
      '--reference',
      'A test declaration, not a real one',
      '--today',
      '2026-11-28',
    ],
    data,
  );
  const compiled = loadDataset(data);
  cpSync(join(ROOT, 'dist'), join(release, 'dist'), { recursive: true });
  const calendarPackage = join(release, 'node_modules', 'malaysia-calendar');
  mkdirSync(join(calendarPackage, 'compiled'), { recursive: true });
  cpSync(join(ROOT, 'packages', 'malaysia-calendar', 'package.json'), join(calendarPackage, 'package.json'));
  writeFileSync(join(calendarPackage, 'compiled', 'calendar-data.json'), serializeCompiledData(compiled));
  return { command: [process.execPath, join(release, 'dist', 'main.js')], dataVersion: compiled.dataVersion, report };
}

describe('a data change through the rolling restart behind HAProxy', { timeout: 60_000 }, () => {
  beforeAll(() => requireServers('redis-server', 'haproxy'));
  let deployment: Awaited<ReturnType<typeof startScaledOut>>;
  let releaseDir: string;
  beforeAll(async () => {
    mkdirSync(join(ROOT, '.scratch'), { recursive: true });
    releaseDir = mkdtempSync(join(ROOT, '.scratch', 'release-'));
    deployment = await startScaledOut(
      { RATE_LIMIT_PER_MINUTE: '1000000' },
      { EDGE_REQUESTS_PER_CLIENT_10S: '1000000' },
    );
  });
  afterAll(async () => {
    await killAll();
    rmSync(releaseDir, { recursive: true, force: true });
  });

  it('serves a declared day from both instances after a rolling restart under load, with no failed request, and the change feeds announce it', async () => {
    const release = releaseWithDeclaredDay(releaseDir);
    expect(release.report).toContain('GET /v1/holidays/check?date=2026-12-28&state=selangor');
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const before = await ask(`${deployment.origin}${DECLARED}`, agent);
    expect(before).toMatchObject({ status: 200, isHoliday: false });
    expect(before.dataVersion).not.toBe(release.dataVersion);

    const answers: Answer[] = [];
    let running = true;
    const clients = Array.from({ length: 8 }, async () => {
      while (running) answers.push(await ask(`${deployment.origin}${DECLARED}`, agent));
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const index of [0, 1]) {
      const instance = deployment.instances[index]!;
      instance.child.kill('SIGTERM');
      expect(await within(instance.exited, 8000)).toEqual({ code: 0, signal: null });
      const restarted = await deployment.restart(index, release.command);
      // Back in the rotation (two passed checks, deploy/haproxy.cfg) before the next one stops.
      expect(
        await eventually(
          () =>
            restarted.logs.some(
              (entry) =>
                entry.msg === 'request completed' && String((entry.req as { url: string }).url).startsWith('/v1/'),
            ),
          5000,
        ),
      ).toBe(true);
    }
    running = false;
    await Promise.all(clients);

    expect(answers.length).toBeGreaterThan(200);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    // During the roll both releases answer, each consistently with its own data version.
    for (const answer of answers) expect(answer.isHoliday).toBe(answer.dataVersion === release.dataVersion);
    // Afterwards only the new one does.
    for (let i = 0; i < 20; i++)
      expect(await ask(`${deployment.origin}${DECLARED}`, agent)).toMatchObject({
        status: 200,
        isHoliday: true,
        dataVersion: release.dataVersion,
      });
    const feed = (await (await fetch(`${deployment.origin}/v1/feed/changes.json?state=selangor`)).json()) as {
      items: { id: string; title: string }[];
    };
    expect(feed.items[0]).toMatchObject({
      id: 'tag:malaysia-calendar-service,2026:change/2026-11-28-cuti-peristiwa-ujian',
      title: 'Selangor: 28 December 2026 declared a holiday: Occasional holiday (test)',
    });
    agent.destroy();
  });
});
