/**
 * The service's build: src/main.ts and everything it imports (the calendar package's build
 * included) bundled by esbuild into dist/main.js, one file, so that start-up reads and links
 * one module instead of several hundred (1.8 s to the first answer before, docs/benchmarks.md).
 * Type checking is `npm run typecheck`'s job.
 */
import { cpSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { createCalendar } from '../packages/malaysia-calendar/src/index.js';
import { calendarYearsFile } from '../packages/malaysia-calendar/src/questions/calendar-years-file.js';
import { readCompiledData } from '../packages/malaysia-calendar/src/questions/compiled-data.js';
import { dayIndexesFile } from '../packages/malaysia-calendar/src/questions/day-indexes-file.js';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Whitespace and syntax only: a smaller file parses sooner (about 12 ms of the cold start,
  // docs/benchmarks.md), while stack traces keep the functions' names.
  minifyWhitespace: true,
  minifySyntax: true,
  // The calendar from its sources, so that the service and the calendar share one TypeBox.
  conditions: ['malaysia-calendar-source'],
  // The Redis client is bundled too: its code is evaluated only when REDIS_URL is set (main.ts
  // imports it then), and a start with Redis is about 50 ms sooner than loading it from
  // node_modules, for about 7 ms more without (docs/benchmarks.md).
  // Bundled CommonJS modules still call require() for Node's own modules, and swagger-ui reads
  // its logo from __dirname: both are given to them, __dirname being dist/.
  banner: {
    js: [
      "import { createRequire as createRequireForBundle } from 'node:module';",
      "import { fileURLToPath as fileURLToPathForBundle } from 'node:url';",
      'const require = createRequireForBundle(import.meta.url);',
      'const __filename = fileURLToPathForBundle(import.meta.url);',
      "const __dirname = fileURLToPathForBundle(new URL('.', import.meta.url));",
    ].join(' '),
  },
  logLevel: 'warning',
});

// The calendar's years and every state's day index, made from the compiled data now rather
// than at every start (src/built-years.ts).
writeFileSync('dist/calendar-years.json', calendarYearsFile(readCompiledData()));
writeFileSync('dist/calendar-days.bin', dayIndexesFile(createCalendar()));

// The docs page's files, served from beside the bundle (src/http/openapi/openapi.ts).
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
