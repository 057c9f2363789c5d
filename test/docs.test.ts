import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const readme = readFileSync(join(root, 'README.md'), 'utf8');

describe('the documentation', () => {
  it('says what the rate limit is and how to raise it for local use', () => {
    const limits = readme.slice(readme.indexOf('## Limits'));
    expect(readme).toContain('## Limits');
    // The v1 contract: 100 requests per minute per IP, excess answered 429 RATE_LIMITED.
    expect(limits).toMatch(/100 requests a minute/);
    expect(limits).toContain('429 `RATE_LIMITED`');
    expect(limits).toMatch(/^\s+RATE_LIMIT_PER_MINUTE=\d+ npm start$/m);
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
