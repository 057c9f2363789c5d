import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type * as Library from 'malaysia-calendar';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.js';
import { freePort } from '../../scripts/free-port.js';
import { FIXED_NOW } from '../support/fixtures.js';
import { toolCommand } from '../support/test-tools.js';
import { type Answer, type AnswersSummary, runtimeAnswers, summarise } from './runtime-questions.js';

/**
 * The library's build for every runtime but Node, as an application gets it: the packed
 * library installed in an empty project, bundled by esbuild for the browser (which refuses
 * any Node built-in), and run in Debian's chromium and in workerd (Cloudflare's Workers
 * runtime, from npm), where it must answer a broad set of questions exactly as the Node entry
 * point of the same tarball does.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const project = mkdtempSync(join(tmpdir(), 'mycal-browser-'));
const questions = fileURLToPath(new URL('runtime-questions.ts', import.meta.url));

beforeAll(() => {
  // npm test builds first, so the tarball packs that build as it is: without --ignore-scripts,
  // prepack would build the package again (half a minute), rewriting dist/ and compiled/ while
  // the test files running beside this one read them.
  const packed = execFileSync(
    'npm',
    ['pack', '--json', '--ignore-scripts', '--workspace', 'malaysia-calendar', '--pack-destination', project],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const [{ filename }] = JSON.parse(packed) as [{ filename: string }];
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'user-page', private: true, type: 'module' }));
  const run = spawnSync('npm', ['install', join(project, filename), '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: project,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`npm install failed: ${run.stderr}`);
}, 240_000);

afterAll(() => rmSync(project, { recursive: true, force: true }));

/** An application's bundle, as esbuild makes it for the browser from the installed package. */
async function bundle(
  contents: string,
  options: { minify?: boolean; format?: 'esm' | 'iife'; conditions?: string[] } = {},
) {
  const { outputFiles, metafile } = await build({
    stdin: { contents, resolveDir: project, loader: 'ts' },
    absWorkingDir: project,
    bundle: true,
    write: false,
    platform: options.conditions === undefined ? 'browser' : 'neutral',
    conditions: options.conditions ?? [],
    mainFields: ['browser', 'module', 'main'],
    format: options.format ?? 'esm',
    minify: options.minify ?? false,
    metafile: true,
    logLevel: 'silent',
  });
  return { code: outputFiles[0]!.text, bytes: outputFiles[0]!.contents, inputs: Object.keys(metafile.inputs) };
}

let nodeAnswered: { answers: Answer[]; summary: AnswersSummary } | undefined;

/** The Node entry point's answers, from the same tarball: worked out once (thousands of them), for both runtimes' tests. */
async function nodeAnswers() {
  const node = (await import(
    pathToFileURL(join(project, 'node_modules', 'malaysia-calendar', 'dist', 'index.js')).href
  )) as typeof Library;
  if (nodeAnswered === undefined) {
    // Compared by summary; whole (toEqual, which passes over the keys JSON leaves out) only
    // to name the questions another runtime answers differently.
    const answers = runtimeAnswers(node, FIXED_NOW);
    nodeAnswered = { answers, summary: summarise(answers) };
  }
  return nodeAnswered;
}

describe('the browser build', () => {
  it('is what the browser, worker and deno conditions resolve to, and holds no Node built-in', async () => {
    const manifest = JSON.parse(
      readFileSync(join(project, 'node_modules', 'malaysia-calendar', 'package.json'), 'utf8'),
    ) as { exports: { '.': Record<string, string> } };
    for (const condition of ['browser', 'worker', 'workerd', 'deno'])
      expect(manifest.exports['.'][condition], condition).toBe('./dist/browser.js');
    const { inputs } = await bundle("export * from 'malaysia-calendar';");
    expect(inputs).toContain('node_modules/malaysia-calendar/dist/browser.js');
    expect(inputs).toContain('node_modules/malaysia-calendar/compiled/calendar-data.js');
    expect(inputs.filter((input) => input.startsWith('node:') || !input.startsWith('node_modules/'))).toEqual([
      '<stdin>',
    ]);
  });

  const checkAndAdd =
    "import { createCalendar } from 'malaysia-calendar'; const c = createCalendar(); export const check = (d: string, s: string) => c.check(d, s), add = (d: string, n: number, s: string) => c.addBusinessDays(d, n, s);";
  it.each([
    ['a page that asks check and addBusinessDays', checkAndAdd],
    ['a page that takes everything the library exports', "export * from 'malaysia-calendar';"],
  ])(
    'is at most 70 KiB gzip, data included, for %s: no feed writer, no TypeBox error module',
    async (_page, contents) => {
      const { bytes, inputs } = await bundle(contents, { minify: true });
      expect(
        inputs.filter(
          (input) => input.includes('ical-generator') || input.includes('@sinclair/typebox/build/esm/errors'),
        ),
      ).toEqual([]);
      // 60 KiB until the paid holidays, the market and the words in four languages added 7 KiB (docs/library.md).
      expect(gzipSync(bytes, { level: 9 }).length).toBeLessThanOrEqual(70 * 1024);
    },
  );

  it("writes a feed once 'malaysia-calendar/ical' is imported, and says so when asked for one without it", async () => {
    const asked =
      "import { createCalendar } from 'malaysia-calendar'; export const feed = () => { try { return createCalendar().ics('selangor', { year: 2026 }); } catch (error) { return (error as Error).message; } };";
    const feedOf = async (contents: string, file: string) => {
      writeFileSync(join(project, file), (await bundle(contents)).code);
      return ((await import(pathToFileURL(join(project, file)).href)) as { feed: () => string }).feed();
    };
    expect(await feedOf(asked, 'without-writer.js')).toBe(
      "ics() needs the feed writer, which this build leaves out until it is asked for: import 'malaysia-calendar/ical' once, before the first ics().",
    );
    const node = (await import(
      pathToFileURL(join(project, 'node_modules', 'malaysia-calendar', 'dist', 'index.js')).href
    )) as typeof Library;
    expect(await feedOf(`import 'malaysia-calendar/ical'; ${asked}`, 'with-writer.js')).toBe(
      node.createCalendar().ics('selangor', { year: 2026 }),
    );
  });

  it("tells the change feeds' sentences in Malay, Chinese and Tamil once 'malaysia-calendar/change-sentences' is imported, and says so when asked without it", async () => {
    const asked =
      "import { createCalendar } from 'malaysia-calendar'; export const note = (lang: 'en' | 'ms') => { try { return createCalendar().changeFeed({ lang }).entries[0]!.note; } catch (error) { return (error as Error).message; } };";
    const noteOf = async (contents: string, file: string) => {
      writeFileSync(join(project, file), (await bundle(contents)).code);
      return ((await import(pathToFileURL(join(project, file)).href)) as { note: (lang: 'en' | 'ms') => string }).note;
    };
    const node = (await import(
      pathToFileURL(join(project, 'node_modules', 'malaysia-calendar', 'dist', 'index.js')).href
    )) as typeof Library;
    const without = await noteOf(asked, 'without-sentences.js');
    expect(without('ms')).toBe(
      "changeFeed() in Malay, Chinese or Tamil needs the change log's sentences, which this build leaves out: import 'malaysia-calendar/change-sentences' once, before it.",
    );
    // English needs nothing more: the change log's own summary.
    expect(without('en')).toBe(node.createCalendar().changeFeed({ lang: 'en' }).entries[0]!.note);
    const withSentences = await noteOf(`import 'malaysia-calendar/change-sentences'; ${asked}`, 'with-sentences.js');
    expect(withSentences('ms')).toBe(node.createCalendar().changeFeed({ lang: 'ms' }).entries[0]!.note);
    // Node's own: the Malay sentence, neither left out nor the English.
    expect([null, without('en')]).not.toContain(withSentences('ms'));
  });

  it('answers in chromium exactly as the Node entry point does; the feed only on a secure origin', async () => {
    const expected = await nodeAnswers();
    const { code } = await bundle(
      `import * as library from 'malaysia-calendar'; import 'malaysia-calendar/ical'; import 'malaysia-calendar/change-sentences'; import { runtimeAnswers, summarise } from ${JSON.stringify(questions)};
      let answers: unknown[] = [];
      (globalThis as any).summary = (now: string, which: 'all' | 'feed') => summarise((answers = runtimeAnswers(library, new Date(now), which)));
      (globalThis as any).answers = () => JSON.stringify(answers);`,
      { format: 'iife' },
    );
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    /**
     * The page at `origin` (served by the test itself, so https needs no certificate) asks
     * `which` questions and hands back the summary of its answers, and the answers themselves
     * on request (to name those that differ from Node's).
     */
    const answeredAt = async (origin: string, which: 'all' | 'feed') => {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.route(`${origin}/`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>page</title>' }),
      );
      await page.goto(`${origin}/`);
      await page.addScriptTag({ content: code });
      type Page = { summary: (now: string, which: 'all' | 'feed') => AnswersSummary; answers: () => string };
      const summary = await page.evaluate(([now, which]) => (globalThis as unknown as Page).summary(now, which), [
        FIXED_NOW.toISOString(),
        which,
      ] as const);
      expect(errors).toEqual([]);
      const answers = async () =>
        JSON.parse(await page.evaluate(() => (globalThis as unknown as Page).answers())) as Answer[];
      return { summary, answers };
    };
    const withoutFeed = (answers: Answer[]) => answers.filter(([question]) => question !== 'feed');
    try {
      // Every question on a plain origin, where the feed alone is refused: ical-generator gives
      // every event a random id first (crypto.randomUUID, which browsers offer only to secure
      // origins).
      const plain = await answeredAt('http://calendar-page.test', 'all');
      if (plain.summary.withoutFeed !== expected.summary.withoutFeed)
        expect(withoutFeed(await plain.answers())).toEqual(withoutFeed(expected.answers));
      expect({ withoutFeed: plain.summary.withoutFeed, feed: plain.summary.feed }).toEqual({
        withoutFeed: expected.summary.withoutFeed,
        feed: { error: { name: 'TypeError', message: 'crypto.randomUUID is not a function' } },
      });
      // The feed on a secure origin, written as Node writes it. The other answers cannot depend
      // on the origin, and are not asked twice (a quarter of a minute of the suite).
      expect((await answeredAt('https://calendar-page.test', 'feed')).summary.feed).toEqual(expected.summary.feed);
    } finally {
      await browser.close();
    }
    // Broad enough to mean something: thousands of answers, holidays, a feed and refusals among them.
    const answers = expected.answers;
    expect(answers.length).toBeGreaterThan(10_000);
    expect(answers.filter(([, answer]) => JSON.stringify(answer).includes('"isHoliday":true')).length).toBeGreaterThan(
      300,
    );
    expect(answers.find(([question]) => question === 'feed')![1]).toMatch(/^BEGIN:VCALENDAR/);
    expect(answers.filter(([, answer]) => JSON.stringify(answer).includes('"error"')).length).toBeGreaterThan(3);
  }, 120_000);

  it('answers in workerd, under the workerd and worker conditions, exactly as the Node entry point does', async () => {
    const expected = await nodeAnswers();
    const { code, inputs } = await bundle(
      `import * as library from 'malaysia-calendar'; import 'malaysia-calendar/ical'; import 'malaysia-calendar/change-sentences'; import { runtimeAnswers, summarise } from ${JSON.stringify(questions)};
      export default { fetch: (request: Request) => { const asked = new URL(request.url).searchParams; const answers = runtimeAnswers(library, new Date(asked.get('now')!)); return new Response(JSON.stringify(asked.has('whole') ? answers : summarise(answers))); } };`,
      { conditions: ['workerd', 'worker'] },
    );
    expect(inputs).toContain('node_modules/malaysia-calendar/dist/browser.js');
    writeFileSync(join(project, 'worker.js'), code);
    const port = await freePort();
    writeFileSync(
      join(project, 'config.capnp'),
      `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "main", worker = (modules = [(name = "worker", esModule = embed "worker.js")], compatibilityDate = "2025-01-01"))],
  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "main")],
);
`,
    );
    const workerd = spawn(toolCommand('workerd'), ['serve', join(project, 'config.capnp')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    workerd.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      // The summary of its answers, and the answers whole only to name those that differ.
      const asked = `http://127.0.0.1:${port}/?now=${FIXED_NOW.toISOString()}`;
      let answered: Response | undefined;
      for (let attempt = 0; answered === undefined && attempt < 100; attempt++) {
        answered = await fetch(asked).catch(async () => {
          await new Promise((resolve) => setTimeout(resolve, 100));
          return undefined;
        });
      }
      expect(answered?.status, stderr).toBe(200);
      const summary = (await answered!.json()) as AnswersSummary;
      if (summary.all !== expected.summary.all)
        expect(await (await fetch(`${asked}&whole`)).json()).toEqual(expected.answers);
      expect(summary).toEqual(expected.summary);
    } finally {
      workerd.kill();
    }
  }, 120_000);
});
