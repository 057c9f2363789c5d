/**
 * The command line's JavaScript: its entry point bundled by esbuild, the MCP server split into
 * a chunk loaded only by `malaysia-calendar mcp`. Every package it depends on, the calendar
 * library included, stays a dependency loaded from node_modules: the command uses the library
 * as any program would, through its published entry points.
 */
import { build } from 'esbuild';

await build({
  entryPoints: { 'cli/main': 'src/cli/main.ts' },
  outdir: 'dist',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
});
