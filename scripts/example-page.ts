/**
 * The example page of docs/examples/working-day, as the static export writes it: its HTML as
 * it is, and its script bundled by esbuild for the browser, so that it runs on the library's
 * browser build alone (the data inside). Paths are relative to the export's folder.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const source = new URL('../docs/examples/working-day/', import.meta.url);

export async function examplePage(): Promise<Map<string, string | Uint8Array>> {
  const { outputFiles } = await build({
    entryPoints: [fileURLToPath(new URL('app.js', source))],
    bundle: true,
    minify: true,
    write: false,
    outdir: 'out',
    format: 'esm',
    platform: 'browser',
    logLevel: 'warning',
  });
  return new Map<string, string | Uint8Array>([
    ['examples/working-day/index.html', readFileSync(new URL('index.html', source), 'utf8')],
    ['examples/working-day/app.js', outputFiles[0]!.contents],
  ]);
}
