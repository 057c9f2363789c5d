import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { bundledDataDir } from '../../build/load-dataset.js';

/**
 * The data desk speaks to users (data/README.md, "Changing the data"): notes and
 * the change log cite public addresses and document names a reader can follow, never a research
 * tool's lookup numbers or words about where a copy was kept; each change-log summary says what
 * changed for users in at most two sentences (300 characters).
 */
const dataDir = bundledDataDir();

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name))
      : /\.(md|yaml)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Each pattern, with what it catches. */
const TOOL_TALK: [RegExp, string][] = [
  [/\bids? \d{8,}/i, 'a lookup id ("id 70588434753")'],
  [/\b\d{10,12}\b/, 'a bare lookup number'],
  [/read_file|find_string|file[- ]index|\bcorpus\b|\bcorpora\b/i, "a research tool's name for itself"],
  [/newest stored|stored (copy|copies|pages|news)|search-tool|look-ups/i, 'words about where a copy was kept'],
];

describe('the data cites what a reader can follow', () => {
  const files = filesUnder(dataDir);

  it('reads every notes and data file', () => {
    expect(files.map((file) => relative(dataDir, file))).toEqual(
      expect.arrayContaining(['changelog.yaml', 'notes/school.md', 'school/2027.yaml', 'holidays/2027.yaml']),
    );
  });

  it.each(TOOL_TALK)('has no %s in data/ (%s)', (pattern) => {
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          pattern.test(line) ? [`${relative(dataDir, file)}:${index + 1}: ${line.slice(0, 120)}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    const caught = (text: string) => TOOL_TALK.some(([pattern]) => pattern.test(text));
    expect(caught('as transcribed in file-index id 70588434753')).toBe(true);
    expect(caught('python-holidays, newest stored 0.102.dev')).toBe(true);
    expect(caught('Bernama bm id 2535801; https://www.daily8.com/en/article/e402e9019fb65c83181871665a138dc5')).toBe(
      false,
    );
  });
});

describe('the change log speaks to users', () => {
  const { entries } = parse(readFileSync(join(dataDir, 'changelog.yaml'), 'utf8')) as {
    entries: { id: string; summary: string }[];
  };

  it.each(entries.map((entry) => [entry.id, entry.summary]))(
    '%s: a summary of at most 300 characters and two sentences',
    (_id, summary) => {
      expect(summary.length).toBeLessThanOrEqual(300);
      // A sentence ends with a full stop, question or exclamation mark before a space and a capital.
      expect(summary.split(/[.!?]\s+(?=[A-Z])/).length).toBeLessThanOrEqual(2);
    },
  );
});
