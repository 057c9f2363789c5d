/**
 * The package's JavaScript: its three entry points (the library, the model, the command line)
 * bundled by esbuild, with the code they share split into chunks, so that importing the
 * library reads a handful of files instead of the several hundred modules of its sources and
 * of TypeBox (about 300 ms to the first answer before, about 130 ms after; docs/benchmarks.md).
 * tsc writes the type declarations beside them.
 */
import { build } from 'esbuild';

await build({
  entryPoints: { index: 'src/index.ts', 'model/index': 'src/model/index.ts', 'cli/main': 'src/cli/main.ts' },
  outdir: 'dist',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // The command line's own dependencies load only with it (the MCP SDK only for `mcp`).
  external: ['commander', '@modelcontextprotocol/server', 'ical-generator'],
  logLevel: 'warning',
});
