/**
 * The data desk's declare command, on a copy of the data: what it writes, what it refuses, and
 * the changes it reports. The expected answers are worked out from the calendar of the month,
 * not from the engine: August 2022 in Pahang (Saturday-Sunday weekend) has 31 days, 8 weekend
 * days (6-7, 13-14, 20-21, 27-28) and two weekday holidays, Monday 1 August (the Sultan's birthday
 * holiday declared for 2022, Harian Metro) and National Day on Wednesday 31 August: 21 business
 * days. The test declares Tuesday 2 August, a working day.
 */
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DataError } from '../../build/data-error.js';
import { declareHoliday } from '../../build/declare/declare-holiday.js';
import { bundledDataDir, loadDataset } from '../../build/load-dataset.js';

function dataCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mycal-declare-'));
  cpSync(bundledDataDir(), dir, { recursive: true });
  return dir;
}

const files = (dir: string) =>
  ['holidays/2022.yaml', 'changelog.yaml', 'history/holidays.yaml', 'names.yaml'].map((file) =>
    readFileSync(join(dir, file), 'utf8'),
  );

const PAHANG_2022 = [
  '--date',
  '2022-08-02',
  '--state',
  'pahang',
  '--kind',
  'adhoc',
  '--status',
  'confirmed',
  '--slug',
  'test-hari-keputeraan-sultan-pahang',
  '--name',
  'ms=Hari Kelepasan Am Hari Keputeraan Sultan Pahang',
  '--name',
  'en=Holiday for the Birthday of the Sultan of Pahang',
  '--reference',
  "Harian Metro, the State Secretary's statement",
  '--today',
  '2026-11-28',
];

describe('npm run declare', () => {
  it('writes the record in date order and the entry at the top, and the data loads with them', () => {
    const dir = dataCopy();
    const report = declareHoliday(PAHANG_2022, dir);
    const year = parse(readFileSync(join(dir, 'holidays/2022.yaml'), 'utf8')) as {
      holidays: { id: string; date: string }[];
    };
    const at = year.holidays.findIndex((record) => record.id === '2022-test-hari-keputeraan-sultan-pahang');
    expect(year.holidays[at - 1]!.date <= '2022-08-02' && year.holidays[at + 1]!.date > '2022-08-02').toBe(true);
    const data = loadDataset(dir);
    expect(data.changelog[0]).toMatchObject({
      id: '2026-11-28-test-hari-keputeraan-sultan-pahang',
      date: '2026-11-28',
      changes: [{ action: 'added', entity: 'holiday', id: '2022-test-hari-keputeraan-sultan-pahang' }],
    });
    expect(report).toContain('Wrote: holidays/2022.yaml, changelog.yaml');
  });

  it('reports the answers that change: the date check, the business days of the month, the holiday list, the feeds', () => {
    const report = declareHoliday([...PAHANG_2022, '--dry-run'], dataCopy());
    expect(report).toMatch(
      /GET \/v1\/holidays\/check\?date=2022-08-02&state=pahang\n {4}before: not a holiday, working day: true\n {4}after: {2}holiday \(Holiday for the Birthday of the Sultan of Pahang\), working day: false/,
    );
    expect(report).toMatch(
      /GET \/v1\/business-days\?start=2022-08-01&end=2022-08-31&state=pahang\n {4}before: 21 business days\n {4}after: {2}20 business days/,
    );
    expect(report).toContain('/v1/feed/ical/pahang?year=2022');
    expect(report).toContain('/v1/feed/changes?state=pahang');
    expect(report).toContain('Replacement days (Holidays Act s.3, derived):\n  none added or removed');
    expect(report).not.toContain('state=selangor');
  });

  it('leaves the files byte for byte as they were on a dry run', () => {
    const dir = dataCopy();
    const before = files(dir);
    declareHoliday([...PAHANG_2022, '--dry-run'], dir);
    expect(files(dir)).toEqual(before);
  });

  it('derives the replacement day of a holiday declared on a Sunday (s.3: the next working day)', () => {
    // Sunday 7 August 2022 in Pahang: Monday 8 August is a working day there.
    const report = declareHoliday(
      [...PAHANG_2022.map((arg) => (arg === '2022-08-02' ? '2022-08-07' : arg)), '--dry-run'],
      dataCopy(),
    );
    expect(report).toContain('added 2022-08-08 in pahang, for 2022-test-hari-keputeraan-sultan-pahang');
  });

  it("puts the files back and reports the validator's problem when the data would break a rule (a past day left announced)", () => {
    const dir = dataCopy();
    const before = files(dir);
    const announced = PAHANG_2022.map((arg) => (arg === 'confirmed' ? 'announced' : arg));
    expect(() => declareHoliday(announced, dir)).toThrow(DataError);
    expect(() => declareHoliday(announced, dir)).toThrow(
      /2022-test-hari-keputeraan-sultan-pahang\): its last day 2022-08-02 is before the data's release date 2026-11-28 but its status is announced/,
    );
    expect(files(dir)).toEqual(before);
  });

  it("writes into a year's file in that file's own indentation (2026.yaml's records start at the margin)", () => {
    const dir = dataCopy();
    declareHoliday(
      PAHANG_2022.map((arg) => (arg === '2022-08-02' ? '2026-12-28' : arg === 'confirmed' ? 'announced' : arg)),
      dir,
    );
    expect(readFileSync(join(dir, 'holidays/2026.yaml'), 'utf8')).toContain(
      '\n- id: 2026-test-hari-keputeraan-sultan-pahang\n  date: 2026-12-28\n',
    );
    expect(loadDataset(dir).holidays.some((record) => record.id === '2026-test-hari-keputeraan-sultan-pahang')).toBe(
      true,
    );
  });

  it('writes a day of history into data/history/holidays.yaml', () => {
    const dir = dataCopy();
    declareHoliday(
      PAHANG_2022.map((arg) => (arg === '2022-08-02' ? '2012-08-01' : arg)),
      dir,
    );
    expect(readFileSync(join(dir, 'history/holidays.yaml'), 'utf8')).toContain(
      '  - id: 2012-test-hari-keputeraan-sultan-pahang\n    date: 2012-08-01\n',
    );
  });

  it("writes a new name's Chinese and Tamil into data/names.yaml, and refuses a new name without them", () => {
    const renamed = (extra: string[]) => [
      ...PAHANG_2022.map((arg) => (arg.startsWith('en=') ? 'en=Occasional holiday (data desk test)' : arg)),
      ...extra,
    ];
    const refused = dataCopy();
    const before = files(refused);
    expect(() => declareHoliday(renamed([]), refused)).toThrow(
      /"Occasional holiday \(data desk test\)" has no entry in data\/names.yaml/,
    );
    expect(files(refused)).toEqual(before);
    const dir = dataCopy();
    declareHoliday(renamed(['--name', 'zh=特别假期（测试）', '--name', 'ta=சிறப்பு விடுமுறை (சோதனை)']), dir);
    const names = (
      parse(readFileSync(join(dir, 'names.yaml'), 'utf8')) as { names: { en: string; zh: string; ta: string }[] }
    ).names;
    expect(names.find((name) => name.en === 'Occasional holiday (data desk test)')).toEqual({
      en: 'Occasional holiday (data desk test)',
      zh: '特别假期（测试）',
      ta: 'சிறப்பு விடுமுறை (சோதனை)',
    });
    expect(loadDataset(dir).holidays.some((record) => record.id === '2022-test-hari-keputeraan-sultan-pahang')).toBe(
      true,
    );
  });

  it.each([
    ['a projected year', ['2022-08-02', '2030-08-01'], /2030 has no data file/],
    ['no reference', ['--reference', '--summary'], /--reference is required|--summary/],
    ['an unknown option', ['--slug', '--colour'], /Unknown option '--colour'/],
    ['a date that is not ISO', ['2022-08-02', '1/8/2022'], /--date 1\/8\/2022: expected YYYY-MM-DD/],
    ['an unknown state', ['pahang', 'pahng'], /unknown state code "pahng"/],
  ])('refuses %s with a clear message', (_what, [from, to], message) => {
    const dir = dataCopy();
    const before = files(dir);
    expect(() =>
      declareHoliday(
        PAHANG_2022.map((arg) => (arg === from ? to! : arg)),
        dir,
      ),
    ).toThrow(message);
    expect(files(dir)).toEqual(before);
  });
});
