/**
 * What the library weighs in an application's bundle: everything `import ... from
 * 'malaysia-calendar'` pulls in, bundled and minified by esbuild as a browser build would be,
 * raw, gzip and brotli; and its data file. Node's own modules (the data file is read with
 * node:fs) stay outside, as they are not part of what is shipped. README states the figures.
 *
 *   npm run bundle-size      (after npm run build)
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const { outputFiles } = await build({
  stdin: { contents: "export * from 'malaysia-calendar';", resolveDir: root, loader: 'js' },
  bundle: true,
  minify: true,
  write: false,
  format: 'esm',
  platform: 'browser',
  external: ['node:*'],
  logLevel: 'warning',
});
const sizes = (bytes: Uint8Array) => {
  const kib = (size: number) => `${(size / 1024).toFixed(1)} KiB`;
  const gzip = gzipSync(bytes, { level: 9 }).length;
  const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return `${kib(bytes.length)} minified, ${kib(gzip)} gzip, ${kib(brotli)} brotli`;
};
console.log(`code: ${sizes(outputFiles[0]!.contents)}`);
console.log(`data: ${sizes(readFileSync(new URL('packages/malaysia-calendar/compiled/calendar-data.json', `file://${root}`)))}`.replace(' minified', ''));
