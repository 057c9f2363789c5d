/**
 * Makes the code cache of the built service (dist/service.code-cache, src/service-bundle.ts):
 * starts the bundle in this process on a free port, asks it one question of each kind, and
 * writes what V8 has compiled by then. Run by scripts/bundle-service.ts in a Node of its own
 * started with the start command's flags (scripts/start-command.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { codeCacheFile, compileServiceBundle, runServiceBundle, serviceBundleIn } from '../src/service-bundle.js';
import { freePort } from './free-port.js';

/** The first questions compiled into the cache: one of each kind, a page, a feed, a refusal. */
const FIRST_QUESTIONS = [
  '/v1/holidays?year=2026&state=selangor',
  '/v1/holidays/check?date=2026-08-31&state=selangor',
  '/v1/business-days?start=2026-01-01&end=2026-12-31&state=kedah',
  '/v1/business-days/add?date=2026-03-20&days=5&state=johor',
  '/v1/school/is-school-day?date=2026-03-02&state=selangor',
  '/v1/holidays/long-weekends?year=2026&state=perak',
  '/v1/holidays/next?state=sabah',
  '/v1/states',
  '/v1/feed/ical/selangor',
  '/v1/holidays?year=2026&state=selangor&format=csv',
  '/v1/holidays?year=twenty',
  '/v1/no-such-question',
  '/',
];

// The built service's directory: the first argument (scripts/bundle-service.ts names it), or dist/.
const service = serviceBundleIn(
  pathToFileURL(`${process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url))}/`),
);
const port = await freePort();
Object.assign(process.env, { HOST: '127.0.0.1', PORT: String(port) });
const script = compileServiceBundle(service);
runServiceBundle(script, service);
for (const path of FIRST_QUESTIONS) await answer(`http://127.0.0.1:${port}${path}`);
writeFileSync(
  fileURLToPath(service.codeCache),
  codeCacheFile(readFileSync(fileURLToPath(service.bundle)), script.createCachedData()),
);
process.exit(0);

/** The answer to a GET, once the service listens (it starts in the same process, so within seconds). */
async function answer(url: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await (await fetch(url)).arrayBuffer();
      return;
    } catch (error) {
      if (attempt === 200) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
