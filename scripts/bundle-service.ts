/**
 * The steps that make the service's files in dist/ (scripts/build-service.ts runs each when its
 * inputs changed). Every file is written beside its place and renamed into it, so that a service
 * starting meanwhile reads whole files. Type checking is `npm run typecheck`'s job.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type BuildOptions, build } from 'esbuild';
import { createCalendar } from '../packages/malaysia-calendar/src/index.js';
import { COMPILED_YEARS } from '../packages/malaysia-calendar/src/loading/compiled-data.js';
import { dayIndexesFile } from '../packages/malaysia-calendar/src/loading/day-indexes-file.js';
import { writeAtomically } from './build-record.js';
import { START_FLAGS } from './start-command.js';

/**
 * src/main.ts and everything it imports (the calendar's sources included) bundled by esbuild
 * into dist/service.cjs, one file, so that start-up reads and links one module instead of
 * several hundred (1.8 s to the first answer before, docs/benchmarks.md); and dist/main.js,
 * which runs it with its code cache. Resolves with the files they were made from.
 */
export async function bundleService(dist: string): Promise<string[]> {
  const service = await written({
    entryPoints: ['src/main.ts'],
    outfile: join(dist, 'service.cjs'),
    bundle: true,
    platform: 'node',
    // CommonJS, which src/start.ts compiles with a code cache (src/service-bundle.ts).
    format: 'cjs',
    target: 'node20',
    sourcemap: true,
    // Whitespace and syntax only: a smaller file parses sooner (about 12 ms of the cold start,
    // docs/benchmarks.md), while stack traces keep the functions' names.
    minifyWhitespace: true,
    minifySyntax: true,
    // The calendar from its sources, so that the service and the calendar share one TypeBox.
    conditions: ['malaysia-calendar-source'],
    // The Redis client is bundled too: its code runs only when REDIS_URL is set (main.ts imports
    // it then), and a start with Redis is about 50 ms sooner than loading it from node_modules
    // (docs/benchmarks.md). The files the service reads beside its bundle are found from
    // `import.meta.url`, which a CommonJS bundle has from its own file name.
    define: { 'import.meta.url': 'bundleUrl' },
    // The bundled packages' licence comments in a file of their own (service.cjs.LEGAL.txt), and
    // the bundle in ASCII alone, which src/service-bundle.ts reads into a one-byte string, half
    // the memory and time of a two-byte one.
    legalComments: 'external',
    banner: { js: "const bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  });
  const entry = await written({
    entryPoints: ['src/start.ts'],
    outfile: join(dist, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
  });
  return [...new Set([...service, ...entry])];
}

/** The calendar's years (the package's build made them beside its compiled data) and every state's day index, made now rather than at every start (src/built-years.ts). */
export function writeCalendarFiles(dist: string): void {
  writeAtomically(join(dist, 'calendar-years.json'), readFileSync(COMPILED_YEARS));
  writeAtomically(join(dist, 'calendar-days.bin'), dayIndexesFile(createCalendar()));
}

/** The docs page's files (src/http/openapi/docs-app.ts) and the pages' style sheet, script and icon (web/assets.ts), beside the bundle. */
export async function writePagesFiles(dist: string): Promise<void> {
  await replaceFolder(join(dist, 'static'), async (folder) =>
    cpSync('node_modules/@fastify/swagger-ui/static', folder, { recursive: true }),
  );
  await replaceFolder(join(dist, 'assets'), async (folder) => {
    await build({
      entryPoints: ['src/web/assets/calendar.css', 'src/web/assets/calendar.js'],
      outdir: folder,
      minify: true,
      target: ['chrome109', 'firefox115', 'safari15'],
      logLevel: 'warning',
    });
    cpSync('src/web/assets/icon.svg', join(folder, 'icon.svg'));
  });
}

/**
 * The code cache, made by starting the built service under the start command's flags
 * (scripts/make-code-cache.ts): it reads everything above. A build that cannot start it (a
 * sandbox without a loopback network, say) goes on without one, and the service compiles its
 * bundle at every start.
 */
export function makeCodeCache(dist: string): void {
  try {
    execFileSync(process.execPath, [...START_FLAGS, '--import', 'tsx', 'scripts/make-code-cache.ts', dist], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } catch (error) {
    rmSync(join(dist, 'service.code-cache'), { force: true });
    console.warn(
      `No code cache made (${(error as Error).message.split('\n')[0]}): the service compiles its bundle at every start.`,
    );
  }
}

/** An esbuild build whose files are written atomically; resolves with its inputs' paths from the repository root. */
async function written(options: BuildOptions): Promise<string[]> {
  const result = await build({ ...options, write: false, metafile: true, logLevel: 'warning' });
  for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
  return Object.keys(result.metafile.inputs).map((input) => relative('.', input));
}

/** A folder replaced whole: `fill` makes the new one beside it, which is renamed in, and the old one renamed away and removed. */
async function replaceFolder(folder: string, fill: (made: string) => Promise<void>): Promise<void> {
  const made = `${folder}.${process.pid}.tmp`;
  const old = `${folder}.${process.pid}.old`;
  await fill(made);
  try {
    renameSync(folder, old);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  renameSync(made, folder);
  rmSync(old, { recursive: true, force: true });
}
