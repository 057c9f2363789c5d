/**
 * What the library weighs in an application's bundle, bundled and minified by esbuild, raw,
 * gzip and brotli:
 * - for Node: everything `import ... from 'malaysia-calendar'` pulls in (Node's own modules
 *   stay outside), and the data file it reads beside it;
 * - for the browser (the `browser` export condition, data included): everything, and a page
 *   that asks only `check` and `addBusinessDays`, the two figures the library promises to keep
 *   within 70 KiB gzip; and everything with the feed writer (`malaysia-calendar/ical`), which
 *   a page imports only to ask `ics()`.
 * docs/library.md states the figures.
 *
 *   npm run bundle-size      (after npm run build)
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

async function bundled(contents: string, platform: 'node' | 'browser'): Promise<Uint8Array> {
  const { outputFiles } = await build({
    stdin: { contents, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform,
    external: platform === 'node' ? ['node:*'] : [],
    logLevel: 'warning',
  });
  return outputFiles[0]!.contents;
}

const sizes = (bytes: Uint8Array) => {
  const kib = (size: number) => `${(size / 1024).toFixed(1)} KiB`;
  const gzip = gzipSync(bytes, { level: 9 }).length;
  const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return `${kib(bytes.length)} minified, ${kib(gzip)} gzip, ${kib(brotli)} brotli`;
};

const everything = "export * from 'malaysia-calendar';";
const checkAndAdd =
  "import { createCalendar } from 'malaysia-calendar'; const c = createCalendar(); export const check = (d, s) => c.check(d, s), add = (d, n, s) => c.addBusinessDays(d, n, s);";
console.log(`node, code: ${sizes(await bundled(everything, 'node'))}`);
console.log(
  `node, data file: ${sizes(readFileSync(new URL('packages/malaysia-calendar/compiled/calendar-data.json', `file://${root}`)))}`.replace(
    ' minified',
    '',
  ),
);
console.log(
  `node, years file: ${sizes(readFileSync(new URL('packages/malaysia-calendar/compiled/calendar-years.json', `file://${root}`)))}`.replace(
    ' minified',
    '',
  ),
);
console.log(`browser, everything with the data: ${sizes(await bundled(everything, 'browser'))}`);
console.log(
  `browser, everything with the data and the feed writer: ${sizes(await bundled(`${everything} import 'malaysia-calendar/ical';`, 'browser'))}`,
);
console.log(
  `browser, createCalendar + check + addBusinessDays with the data: ${sizes(await bundled(checkAndAdd, 'browser'))}`,
);
