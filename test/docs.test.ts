import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const readme = read('README.md');
const guides = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** A README section's text, from its heading to the next. */
function section(text: string, heading: string) {
  const start = text.indexOf(`\n## ${heading}\n`);
  expect(start, heading).toBeGreaterThan(-1);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end === -1 ? undefined : end);
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

describe('the documentation', () => {
  it('says what the rate limit is, how to raise it for local use, and that Redis shares it across instances', () => {
    const limits = section(readme, 'Limits');
    // The v1 contract: 100 requests per minute per IP, excess answered 429 RATE_LIMITED.
    expect(limits).toMatch(/100 requests a minute/);
    expect(limits).toContain('429 `RATE_LIMITED`');
    expect(limits).toMatch(/^\s+RATE_LIMIT_PER_MINUTE=\d+ npm start$/m);
    expect(limits).toMatch(/`REDIS_URL`[^.]*across instances/);
  });

  it('guides rather than logs: the two commands, the first requests, where to go next, in about 150 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(150);
    const commands = section(readme, 'Two commands');
    expect(commands).toMatch(/^ {4}npm install && npm start$/m);
    expect(commands).toMatch(/^ {4}npm install && npm test$/m);
    // CI runs the README's test command.
    expect(read('.ci/run')).toMatch(/^npm test\b/m);
    expect(section(readme, 'First requests')).toMatch(/curl 'http:\/\/localhost:3000\/v1\//);
    // No diary: a dated time of day belongs in git, not in the README.
    expect(readme).not.toMatch(/\d{1,2}:\d{2} UTC/);
    const next = section(readme, 'Where to go next');
    for (const guide of [
      'docs/api.md',
      'docs/architecture.md',
      'docs/deployment.md',
      'docs/testing.md',
      'docs/benchmarks.md',
    ])
      expect(next).toContain(`](${guide})`);
  });

  it('lists every environment variable the service reads, with the graceful shutdown they govern', () => {
    const config = read('src/config.ts');
    const variables = new Set([...config.matchAll(/env(?:\.|, ')([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]!));
    expect(variables.size).toBeGreaterThanOrEqual(14);
    const readmeTable = section(readme, 'Configuration');
    const fullTable = section(read('docs/deployment.md'), 'Configuration');
    for (const variable of variables) {
      expect(readmeTable, variable).toContain(`| \`${variable}\` |`);
      expect(fullTable, variable).toContain(`| \`${variable}\` |`);
    }
    expect(section(readme, 'Shutdown')).toMatch(/SIGTERM[\s\S]*`SHUTDOWN_DRAIN_MS`[\s\S]*`SHUTDOWN_TIMEOUT_MS`/);
  });

  it('links only to files and headings that exist, and names only npm scripts that exist', () => {
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
    const broken: string[] = [];
    for (const guide of guides) {
      const text = read(guide);
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        const [path, anchor] = target!.split('#');
        const file = path === '' ? guide : join(dirname(guide), path!);
        if (!existsSync(join(root, file))) broken.push(`${guide}: ${target}`);
        else if (anchor !== undefined && file.endsWith('.md')) {
          const headings = [...read(file).matchAll(/^#+ (.+)$/gm)].map((match) => anchorOf(match[1]!));
          if (!headings.includes(anchor)) broken.push(`${guide}: ${target}`);
        }
      }
      for (const [, script] of text.matchAll(/npm run ([a-z][a-z:-]*)/g))
        if (!scripts.includes(script!)) broken.push(`${guide}: npm run ${script}`);
    }
    expect(broken).toEqual([]);
  });

  it('stands on its own: no doc or comment points at a file a clone does not have', () => {
    const tracked = execFileSync('git', ['ls-files', '*.md', '*.ts'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file !== '' && !file.startsWith('data/notes/') && file !== 'test/docs.test.ts');
    const pointers = tracked.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .map((line, index) => `${file}:${index + 1}: ${line.trim()}`)
        .filter((line) =>
          /service-contract\.md|decisions\.md|house-style\.md|data-guide\.md|\bcontract \d+\.\d+|see decisions\b/.test(
            line,
          ),
        ),
    );
    expect(pointers).toEqual([]);
  });
});
