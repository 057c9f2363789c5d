/**
 * Lighthouse (mobile defaults) on the pages for people, in Debian's chromium:
 *
 *   npm run lighthouse          (builds first; scripts/with-chromium.sh installs chromium if missing)
 *
 * Starts the built service on a free loopback port, audits `/selangor/2026` and `/` in each
 * language for performance, accessibility, best practices and SEO, prints the scores and writes them to
 * docs/lighthouse.md. Exits 1 when a score is below 0.95.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from 'malaysia-calendar';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';
import { freePort } from './free-port.js';

/** The tests' Lighthouse (test/package.json), which scripts/node_modules links to. */
const LIGHTHOUSE = fileURLToPath(new URL('node_modules/.bin/lighthouse', import.meta.url));

const PATHS = ['/selangor/2026', '/'].flatMap((path) => LANGUAGES.map((lang) => `${path}?lang=${lang}`));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const THRESHOLD = 0.95;

const port = await freePort();
const service = spawn(process.execPath, ['dist/main.js'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000' },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${port}`;
const work = mkdtempSync(join(tmpdir(), 'lighthouse-'));
const rows: string[] = [];
let failed = false;
try {
  for (let attempt = 0; ; attempt++) {
    if ((await fetch(`${base}/readyz`).catch(() => undefined))?.ok) break;
    if (attempt > 100) throw new Error('the service did not start');
    await sleep(100);
  }
  for (const path of PATHS) {
    const report = join(work, 'report.json');
    execFileSync(
      LIGHTHOUSE,
      [
        base + path,
        '--quiet',
        '--output=json',
        `--output-path=${report}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const { categories, lighthouseVersion } = JSON.parse(readFileSync(report, 'utf8')) as {
      categories: Record<string, { score: number }>;
      lighthouseVersion: string;
    };
    const scores = CATEGORIES.map((category) => categories[category]!.score);
    if (scores.some((score) => score < THRESHOLD)) failed = true;
    rows.push(`| \`${path}\` | ${scores.map((score) => score.toFixed(2)).join(' | ')} | ${lighthouseVersion} |`);
    console.log(path, Object.fromEntries(CATEGORIES.map((category, index) => [category, scores[index]])));
  }
} finally {
  service.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}

writeFileSync(
  'docs/lighthouse.md',
  [
    '# Lighthouse scores of the pages',
    '',
    `Written by \`npm run lighthouse\` (scripts/lighthouse.ts) on ${new Date().toISOString().slice(0, 10)}: Lighthouse's mobile`,
    "defaults (simulated slow 4G and a 4× slower CPU), Debian's chromium, the built service on",
    'loopback. Each score must be at least 0.95.',
    '',
    `| page | ${CATEGORIES.join(' | ')} | Lighthouse |`,
    `|---|${CATEGORIES.map(() => '---').join('|')}|---|`,
    ...rows,
    '',
  ].join('\n'),
);
process.exit(failed ? 1 : 0);
