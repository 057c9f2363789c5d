import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataError } from '../../build/data-error.js';
import { bundledDataDir, loadDataset } from '../../build/load-dataset.js';

/** A copy of the bundled data with one file edited, to see the loader refuse it. */
function brokenCopy(file: string, edit: (text: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), 'mycal-data-'));
  cpSync(bundledDataDir(), dir, { recursive: true });
  writeFileSync(join(dir, file), edit(readFileSync(join(dir, file), 'utf8')));
  return dir;
}

function problemsOf(dir: string): string[] {
  try {
    loadDataset(dir);
  } catch (error) {
    if (error instanceof DataError) return error.problems;
    throw error;
  }
  throw new Error('the broken data was accepted');
}

describe('the data validator', () => {
  it('accepts the bundled data', () => {
    expect(() => loadDataset()).not.toThrow();
  });

  it.each([
    [
      'a date that does not exist',
      'holidays/2026.yaml',
      (t: string) => t.replace('date: 2026-08-31', 'date: 2026-02-30'),
      /2026-hari-kebangsaan.*date/,
    ],
    [
      'a date outside its year',
      'holidays/2026.yaml',
      (t: string) => t.replace('date: 2026-08-31', 'date: 2025-08-31'),
      /2026-hari-kebangsaan.*not in 2026/,
    ],
    [
      'an unknown state code',
      'holidays/2026.yaml',
      (t: string) => t.replace('states: [sarawak]', 'states: [sarawak, penang]'),
      /unknown state code "penang"/,
    ],
    [
      'a duplicate id',
      'holidays/2026.yaml',
      (t: string) => t.replace('id: 2026-hari-malaysia', 'id: 2026-hari-kebangsaan'),
      /2026-hari-kebangsaan.*not unique/,
    ],
    [
      "a market closed by an unknown state's holidays",
      'markets/xkls.yaml',
      (t: string) => t.replace(/holidaysOf: kuala-lumpur/, 'holidaysOf: kl'),
      /markets\/xkls\.yaml: holidaysOf: kl is not a state code/,
    ],
    [
      'a half-day festival that is no holiday',
      'markets/xkls.yaml',
      (t: string) => t.replace('festivals: [tahun-baharu-cina,', 'festivals: [chinese-new-year,'),
      /markets\/xkls\.yaml: rules\.halfDays: chinese-new-year is not the slug of a holiday/,
    ],
    [
      'a market open on a holiday before surprise holidays could be traded',
      'markets/xkls.yaml',
      (t: string) => t.replace('{date: 2023-04-21, kind: closed,', '{date: 2022-11-18, kind: open,'),
      /\(2022-11-18\): open on a holiday before surprise holidays could be traded/,
    ],
    ['an unknown type', 'holidays/2026.yaml', (t: string) => t.replace(/type: federal/, 'type: national'), /type/],
    [
      'a missing English name',
      'holidays/2026.yaml',
      (t: string) => t.replace('{ms: Hari Kebangsaan, en: National Day}', '{ms: Hari Kebangsaan}'),
      /2026-hari-kebangsaan.*name/,
    ],
    [
      'a name without its Chinese and Tamil',
      'names.yaml',
      (t: string) => t.replace(/\n {2}- \{ en: National Day,[^\n]*/, ''),
      /2026-hari-kebangsaan: its name "National Day" has no entry in data\/names\.yaml/,
    ],
    [
      'a Chinese name in a record rather than in names.yaml',
      'holidays/2026.yaml',
      (t: string) =>
        t.replace('{ms: Hari Kebangsaan, en: National Day}', '{ms: Hari Kebangsaan, en: National Day, zh: 国庆日}'),
      /2026-hari-kebangsaan: its name's zh belongs in data\/names\.yaml/,
    ],
    [
      'a removed holiday that does not say what it was',
      'changelog.yaml',
      (t: string) => t.replace(/(id: 2025-cuti-peristiwa-aidilfitri-kedah), was: \{[^\n]*\} \}/, '$1 }'),
      /2025-cuti-peristiwa-aidilfitri-kedah: a removed holiday, and only one, says what it was/,
    ],
    [
      'a weekend history with a gap',
      'states.yaml',
      (t: string) => t.replace('to: 2024-12-31', 'to: 2024-12-30'),
      /johor.*weekendHistory/,
    ],
    [
      'a weekend history that starts after the covered years do',
      'states.yaml',
      (t: string) =>
        t.replace(
          '[Kedah Darul Aman, MY-02, "02", KDH]\n    weekendHistory:\n      - { from: 2001-01-01',
          '[Kedah Darul Aman, MY-02, "02", KDH]\n    weekendHistory:\n      - { from: 2021-01-01',
        ),
      /kedah: weekendHistory starts 2021-01-01/,
    ],
    [
      'a day that has passed still tentative',
      'holidays/2025.yaml',
      (t: string) => t.replace(/(id: 2025-hari-keputeraan-sultan-kedah[\s\S]*?status: )confirmed/, '$1tentative'),
      /2025-hari-keputeraan-sultan-kedah.*before the data's release date .* status is tentative/,
    ],
    [
      'one alias for two states',
      'states.yaml',
      (t: string) => t.replace('[Kedah Darul Aman,', '[Penang, Kedah Darul Aman,'),
      /alias "Penang" also names/,
    ],
    [
      'a rule of a slug in force in the same years as another',
      'rules.yaml',
      (t: string) =>
        t.replace(
          '  - slug: hari-malaysia\n',
          '  - slug: hari-malaysia\n    name: {ms: Hari Malaysia, en: Malaysia Day}\n    type: federal\n    gazetteLevel: P\n    source: jpm\n    states: [sabah]\n    on: {month: 9, day: 16}\n    from: 2009\n    until: 2010\n    note: overlap\n  - slug: hari-malaysia\n',
        ),
      /hari-malaysia.*same years as another rule/,
    ],
    [
      'a rule for an unknown state',
      'rules.yaml',
      (t: string) =>
        t
          .replace(
            'on: {month: 8, day: 31}\n    note: Holidays Act 1951 schedule',
            'on: {month: 8, day: 31}\n    note: Holidays Act 1951 schedule',
          )
          .replace(/(slug: hari-kebangsaan[\s\S]*?)states: \['\*'\]/, '$1states: [penang]'),
      /hari-kebangsaan.*unknown state code "penang"/,
    ],
    [
      'a rule on an impossible Islamic date',
      'rules.yaml',
      (t: string) => t.replace('on: {month: 8, day: 31}', 'on: {hijri: {month: 13, day: 1}}'),
      /rules\[\d+\] \(hari-kebangsaan\).*on/,
    ],
    [
      'a history record in a gazetted year',
      'history/holidays.yaml',
      (t: string) =>
        t.replace('id: 2005-hari-jadi-tyt-sabah', 'id: 2025-hari-jadi-tyt-sabah').replace(/date: 2005-/, 'date: 2025-'),
      /2025-hari-jadi-tyt-sabah.*not a year before the gazetted data/,
    ],
    [
      'a Hijri month of 31 days in the festival table',
      'festivals.yaml',
      (t: string) => t.replace("1422-02: '2001-04-25'", "1422-02: '2001-04-26'"),
      /islamicMonths: the month beginning 2001-03-26 has 31 days/,
    ],
    [
      'a festival date outside its year in the table',
      'festivals.yaml',
      (t: string) => t.replace("2030: '2030-02-03'", "2030: '2031-02-03'"),
      /chineseNewYear\.2030: 2031-02-03 is not in 2030/,
    ],
    [
      'a recorded festival date outside its year',
      'history/festivals.yaml',
      (t: string) => t.replace("2005: '2005-11-01'", "2005: '2006-11-01'"),
      /deepavali\.2005: 2006-11-01 is not in 2005/,
    ],
    [
      'an unknown festival in the record',
      'history/festivals.yaml',
      (t: string) => t.replace('wesak:', 'vesak:'),
      /vesak|wesak/,
    ],
  ])('refuses %s, naming the file, the record and the rule', (_case, file, edit, message) => {
    const problems = problemsOf(brokenCopy(file, edit));
    expect(problems.join('\n')).toMatch(message);
    expect(problems.join('\n')).toContain(`data/${file}`);
  });

  it('refuses a change-log entry that names an unknown id', () => {
    const dir = brokenCopy('changelog.yaml', (t) =>
      t.replace('id: 2026-hari-kebangsaan }', 'id: 2026-hari-kebangsan }'),
    );
    const problems = problemsOf(dir).join('\n');
    expect(problems).toMatch(
      /data\/changelog\.yaml: entries\[\d+\] \(2026-11-22-holidays-2026\): names unknown holiday 2026-hari-kebangsan/,
    );
    expect(problems).toMatch(/holiday 2026-hari-kebangsaan is in the data but no change-log entry names it/);
  });

  it('refuses a holiday "removed" in the change log that is still in the data', () => {
    const dir = brokenCopy('changelog.yaml', (t) =>
      t.replace(
        'action: added, entity: holiday, id: 2026-hari-kebangsaan',
        'action: removed, entity: holiday, id: 2026-hari-kebangsaan',
      ),
    );
    expect(problemsOf(dir).join('\n')).toMatch(/2026-hari-kebangsaan is recorded as removed but is still in the data/);
  });

  it('accepts an entry naming a rule-made holiday of history or of a projected year, and asks none for the others', () => {
    const dir = brokenCopy('changelog.yaml', (t) =>
      t.replace(
        'entries:\n',
        'entries:\n  - id: 2026-12-01-test\n    date: 2026-12-01\n    summary: "A test entry."\n    changes:\n      - { action: updated, entity: holiday, id: 2008-hari-raya-haji-1, fields: [date] }\n      - { action: updated, entity: holiday, id: 2040-thaipusam, fields: [date] }\n',
      ),
    );
    expect(() => loadDataset(dir)).not.toThrow();
  });

  it('refuses an entry naming a holiday no year holds (a history id misspelt, a year the rule does not reach)', () => {
    const dir = brokenCopy('changelog.yaml', (t) =>
      t
        .replace('id: 2008-hari-raya-haji-1, fields: [date]', 'id: 2008-hari-raya-haji-3, fields: [date]')
        .replace('id: 2006-thaipusam,', 'id: 2006-hari-pengisytiharan-kemerdekaan-melaka,'),
    );
    const problems = problemsOf(dir).join('\n');
    expect(problems).toMatch(/names unknown holiday 2008-hari-raya-haji-3/);
    // Melaka's Declaration of Independence Day is a rule from 2024 only.
    expect(problems).toMatch(/names unknown holiday 2006-hari-pengisytiharan-kemerdekaan-melaka/);
  });

  it('refuses a replacement record that points to no holiday', () => {
    const dir = brokenCopy('holidays/2023.yaml', (t) =>
      t.replace(/isReplacementFor: \S+/, 'isReplacementFor: 2023-no-such-holiday'),
    );
    expect(problemsOf(dir).join('\n')).toMatch(/isReplacementFor names unknown holiday 2023-no-such-holiday/);
  });

  it('refuses an additional day whose gazetteLevel and source disagree on who declared it', () => {
    // The Malaysia Cup day of 3 December 2021 was declared by the Federal Territories Minister under s.9(2): made federal here, it would be paid under s.60D(1)(b).
    const dir = brokenCopy('holidays/2021.yaml', (t) =>
      t.replace(
        /(id: 2021-cuti-peristiwa-piala-malaysia[\s\S]*?)gazetteLevel: N/,
        (_whole, before: string) => `${before}gazetteLevel: P`,
      ),
    );
    expect(problemsOf(dir).join('\n')).toMatch(
      /2021-cuti-peristiwa-piala-malaysia\): an additional day declared federally/,
    );
  });
});
