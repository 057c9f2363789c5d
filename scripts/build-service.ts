/**
 * The service's build, `npm run build:service` and `npm start`'s prestart: runs only the steps
 * whose inputs changed since they last ran (scripts/build-record.ts), so that a restart with
 * nothing changed starts at once; under a lock, so that two at once in one checkout build once.
 * The steps' own code (scripts/bundle-service.ts, which loads esbuild and the calendar) is
 * loaded only when one runs.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { withBuildLock } from './build-lock.js';
import { type BuildRecord, digests, isUpToDate, readBuildRecord, writeBuildRecord } from './build-record.js';
import { START_FLAGS } from './start-command.js';

const DIST = 'dist';
const RECORD = `${DIST}/build-record.json`;
const LIBRARY = 'packages/malaysia-calendar';

/** What every step reads besides its own inputs: how the steps build, and the installed packages. */
const RECIPE = [
  'scripts/build-service.ts',
  'scripts/bundle-service.ts',
  'scripts/build-record.ts',
  'package.json',
  'node_modules/.package-lock.json',
];

interface Step {
  name: string;
  /** The files and folders it reads; `run` may name more, found while it runs (a bundle's modules). */
  reads: string[];
  /** What it depends on that is not a file. */
  facts?: Record<string, string>;
  outputs: string[];
  run: () => Promise<string[] | undefined>;
}

const steps = (): Step[] => [
  {
    name: 'calendar data',
    // The package's data step: data/ checked and compiled into the package (compiled/).
    reads: ['data', `${LIBRARY}/build`, `${LIBRARY}/src`, `${LIBRARY}/package.json`],
    outputs: [`${LIBRARY}/compiled/calendar-data.json`, `${LIBRARY}/compiled/calendar-years.json`],
    run: async () => {
      execFileSync(process.execPath, ['--import', 'tsx', 'build/compile-data.ts'], { cwd: LIBRARY, stdio: 'inherit' });
    },
  },
  {
    name: 'service bundle',
    reads: [],
    outputs: [`${DIST}/service.cjs`, `${DIST}/main.js`],
    run: async () => (await import('./bundle-service.js')).bundleService(DIST),
  },
  {
    name: 'calendar files',
    reads: [`${LIBRARY}/compiled`, `${LIBRARY}/src`],
    outputs: [`${DIST}/calendar-years.json`, `${DIST}/calendar-days.bin`],
    run: async () => {
      (await import('./bundle-service.js')).writeCalendarFiles(DIST);
    },
  },
  {
    name: 'pages files',
    reads: ['src/web/assets', 'node_modules/@fastify/swagger-ui/static'],
    outputs: [`${DIST}/static`, `${DIST}/assets`],
    run: async () => {
      await (await import('./bundle-service.js')).writePagesFiles(DIST);
    },
  },
  {
    name: 'code cache',
    // V8 takes a code cache only from the same V8 under the same flags (src/service-bundle.ts).
    reads: [
      `${DIST}/service.cjs`,
      `${DIST}/main.js`,
      `${DIST}/calendar-years.json`,
      `${DIST}/calendar-days.bin`,
      `${LIBRARY}/compiled/calendar-data.json`,
      'scripts/make-code-cache.ts',
    ],
    facts: { 'node version': process.version, 'start flags': START_FLAGS.join(' ') },
    outputs: [`${DIST}/service.code-cache`],
    run: async () => {
      (await import('./bundle-service.js')).makeCodeCache(DIST);
    },
  },
];

mkdirSync(DIST, { recursive: true });
await withBuildLock('.build.lock', async () => {
  const record: BuildRecord = readBuildRecord(RECORD);
  const recipe = digests(RECIPE);
  for (const step of steps()) {
    const facts = step.facts ?? {};
    const inputs = { ...recipe, ...digests(step.reads) };
    if (isUpToDate(record[step.name], inputs, facts)) continue;
    const started = performance.now();
    const found = await step.run();
    // An output not made (a code cache without a loopback network) is not tried again until an input changes.
    record[step.name] = {
      inputs: { ...inputs, ...digests(found ?? []), ...facts },
      outputs: step.outputs.filter((output) => existsSync(output)),
    };
    writeBuildRecord(RECORD, record);
    console.error(`built the ${step.name} in ${Math.round(performance.now() - started)} ms`);
  }
});
