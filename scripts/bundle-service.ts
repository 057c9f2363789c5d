/**
 * The service's build: src/main.ts and everything it imports (the calendar package's build
 * included) bundled by esbuild into dist/service.cjs, one file, so that start-up reads and links
 * one module instead of several hundred (1.8 s to the first answer before, docs/benchmarks.md);
 * dist/main.js, which runs it with its code cache; the files the service reads beside them.
 * Type checking is `npm run typecheck`'s job.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { createCalendar } from '../packages/malaysia-calendar/src/index.js';
import { COMPILED_YEARS } from '../packages/malaysia-calendar/src/loading/compiled-data.js';
import { dayIndexesFile } from '../packages/malaysia-calendar/src/loading/day-indexes-file.js';
import { serviceBundleIn } from '../src/service-bundle.js';
import { START_FLAGS } from './start-command.js';

const service = serviceBundleIn(new URL('../dist/', import.meta.url));
await build({
  entryPoints: ['src/main.ts'],
  outfile: fileURLToPath(service.bundle),
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
  logLevel: 'warning',
});
// The entry point, dist/main.js: the bundle compiled with its code cache.
await build({
  entryPoints: ['src/start.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
});

// The calendar's years (the package's build made them beside its compiled data) and every
// state's day index, made now rather than at every start (src/built-years.ts).
cpSync(COMPILED_YEARS, 'dist/calendar-years.json');
writeFileSync('dist/calendar-days.bin', dayIndexesFile(createCalendar()));

// The docs page's files, served from beside the bundle (src/http/openapi/docs-app.ts).
cpSync('node_modules/@fastify/swagger-ui/static', 'dist/static', { recursive: true });

// The pages' style sheet and script, minified, and their icon, beside the bundle (web/assets.ts).
await build({
  entryPoints: ['src/web/assets/calendar.css', 'src/web/assets/calendar.js'],
  outdir: 'dist/assets',
  minify: true,
  target: ['chrome109', 'firefox115', 'safari15'],
  logLevel: 'warning',
});
cpSync('src/web/assets/icon.svg', 'dist/assets/icon.svg');

// Last, the code cache, made by starting the built service under the start command's flags:
// it reads everything above. A build that cannot start it (a sandbox without a loopback
// network, say) goes on without one, and the service compiles its bundle at every start.
try {
  execFileSync(process.execPath, [...START_FLAGS, '--import', 'tsx', 'scripts/make-code-cache.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
} catch (error) {
  rmSync(service.codeCache, { force: true });
  console.warn(
    `No code cache made (${(error as Error).message.split('\n')[0]}): the service compiles its bundle at every start.`,
  );
}
