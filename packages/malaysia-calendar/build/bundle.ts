/**
 * The package's JavaScript: its entry points (the library for Node, the library for every
 * other runtime, its iCalendar feed writer, the change log's translated sentences, what the interfaces built on it share, the model) bundled by esbuild, with the code they share split into chunks, so
 * that importing the library reads a handful of files instead of the several hundred modules
 * of its sources and of TypeBox (about 300 ms to the first answer before, about 130 ms after;
 * docs/benchmarks.md). tsc writes the type declarations beside them afterwards; dist/ starts
 * empty, so that nothing of an earlier layout is packed.
 */
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });

await build({
  entryPoints: {
    index: 'src/index.ts',
    browser: 'src/browser.ts',
    ical: 'src/ical.ts',
    'change-sentences': 'src/change-sentences.ts',
    adapters: 'src/adapters.ts',
    'model/index': 'src/model/index.ts',
  },
  outdir: 'dist',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // A dependency like any other, loaded from node_modules; and the compiled data's modules,
  // which dist/browser.js and dist/change-sentences.js import from the same relative place as
  // their sources do, so that an application's bundler takes each in once.
  external: ['ical-generator', '../compiled/calendar-data.js', '../compiled/change-sentences.js'],
  logLevel: 'warning',
});
