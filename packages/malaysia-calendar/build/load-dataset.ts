import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CalendarData } from '../src/core/calendar-data.js';
import type { SchoolYearRecord } from '../src/model/school.js';
import { ChangelogFile } from '../src/model/changelog-file.js';
import { HolidayFile, type HolidayRecord } from '../src/model/holiday.js';
import { holidayYears } from '../src/loading/holiday-years.js';
import {
  FestivalRecord,
  FestivalTable,
  FIRST_CALENDAR_YEAR,
  HistoryFile,
  type HolidayRule,
  RulesFile,
} from '../src/model/holiday-rule.js';
import { checkRules } from './check-rules.js';
import { ExamsFile, SchoolFile } from '../src/model/school.js';
import { StatesFile } from '../src/model/state.js';
import { NamesFile } from '../src/model/names-file.js';
import { checkNames } from './check-names.js';
import { checkChangelog } from './check-changelog.js';
import { checkFestivalRecord, checkFestivalTable } from './check-festivals.js';
import { compactFestivals } from '../src/core/compact-festivals.js';
import { checkHolidays, type HolidayYear } from './check-holidays.js';
import { checkExams, checkSchoolYear } from './check-school.js';
import { checkSchoolSettled, checkSettled } from './check-settled.js';
import { checkStates } from './check-states.js';
import { checkMarket } from './check-markets.js';
import { MarketFile } from '../src/model/market-file.js';
import { DataError } from './data-error.js';
import { readDataFile } from './read-data-file.js';

/** The repository's `data/` folder, found from this file. */
export function bundledDataDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'data', 'states.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`data/states.yaml not found above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return join(dir, 'data');
}

/** Reads and checks every data file; throws a DataError listing every problem found. */
export function loadDataset(dataDir: string = bundledDataDir()): CalendarData {
  const problems: string[] = [];
  const label = (path: string) => join('data', relative(dataDir, path));

  const statesPath = join(dataDir, 'states.yaml');
  const statesFile = readDataFile(statesPath, label(statesPath), StatesFile, problems);
  const states = statesFile?.states ?? [];
  checkStates(states, label(statesPath), problems);

  const holidayDir = join(dataDir, 'holidays');
  const years: HolidayYear[] = [];
  for (const name of yamlFilesIn(holidayDir)) {
    const path = join(holidayDir, name);
    const file = readDataFile(path, label(path), HolidayFile, problems);
    if (file === undefined) continue;
    if (name !== `${file.year}.yaml`) problems.push(`${label(path)}: year ${file.year} does not match the file name`);
    years.push({ year: file.year, label: label(path), holidays: file.holidays });
  }
  if (years.length === 0) problems.push(`${label(holidayDir)}: no holiday file`);
  const stateCodes = states.map((state) => state.code);
  checkHolidays(years, stateCodes, problems);

  const rulesPath = join(dataDir, 'rules.yaml');
  const rules = readDataFile(rulesPath, label(rulesPath), RulesFile, problems)?.rules ?? [];
  const festivalsPath = join(dataDir, 'festivals.yaml');
  const festivals = readDataFile(festivalsPath, label(festivalsPath), FestivalTable, problems);
  const historyFestivalsPath = join(dataDir, 'history', 'festivals.yaml');
  const historyFestivals =
    readDataFile(historyFestivalsPath, label(historyFestivalsPath), FestivalRecord, problems) ?? {};
  if (festivals !== undefined) checkFestivalTable(festivals, label(festivalsPath), problems);
  checkFestivalRecord(historyFestivals, label(historyFestivalsPath), problems);
  const historyHolidaysPath = join(dataDir, 'history', 'holidays.yaml');
  const historyHolidays =
    readDataFile(historyHolidaysPath, label(historyHolidaysPath), HistoryFile, problems)?.holidays ?? [];
  checkRules(
    rules,
    historyHolidays,
    Math.min(...years.map((file) => file.year)),
    stateCodes,
    label(rulesPath),
    label(historyHolidaysPath),
    problems,
  );
  const namesPath = join(dataDir, 'names.yaml');
  const names = readDataFile(namesPath, label(namesPath), NamesFile, problems)?.names ?? [];

  const school: SchoolYearRecord[] = [];
  const schoolDir = join(dataDir, 'school');
  for (const name of yamlFilesIn(schoolDir)) {
    const path = join(schoolDir, name);
    const file = readDataFile(path, label(path), SchoolFile, problems);
    if (file === undefined) continue;
    if (name !== `${file.year}.yaml`) problems.push(`${label(path)}: year ${file.year} does not match the file name`);
    checkSchoolYear(file, label(path), stateCodes, problems);
    school.push(file);
  }
  const examsPath = join(dataDir, 'exams.yaml');
  const exams = readDataFile(examsPath, label(examsPath), ExamsFile, problems)?.exams ?? [];
  checkExams(exams, label(examsPath), problems);

  const changelogPath = join(dataDir, 'changelog.yaml');
  const changelogFile = readDataFile(changelogPath, label(changelogPath), ChangelogFile, problems)?.entries ?? [];
  // What removed holidays were is for the change feeds, as a moved day's date before is (the /changelog question leaves that out).
  const changelog = changelogFile.map((entry) => ({
    ...entry,
    changes: entry.changes.map(({ was: _was, ...change }) => change),
  }));
  const removed = changelogFile.flatMap((entry) =>
    entry.changes.flatMap((change) => (change.was === undefined ? [] : [{ id: change.id, ...change.was }])),
  );
  const recorded = {
    holiday: new Set(years.flatMap((file) => file.holidays.map((holiday) => holiday.id))),
    state: new Set(stateCodes),
    'school-term': new Set(school.flatMap((file) => file.terms.map((term) => term.id))),
    'school-holiday': new Set(school.flatMap((file) => file.holidays.map((holiday) => holiday.id))),
    exam: new Set(exams.map((exam) => exam.id)),
  };
  const ruleMade =
    festivals === undefined
      ? []
      : servedHolidayIds(years, rules, festivals, historyFestivals, historyHolidays, problems);
  checkChangelog(
    changelogFile,
    { ...recorded, holiday: new Set([...recorded.holiday, ...ruleMade]) },
    recorded,
    label(changelogPath),
    problems,
  );
  checkNames(
    names,
    [
      ...years.map((file) => ({ label: file.label, holidays: file.holidays })),
      { label: label(rulesPath), holidays: rules.map((rule) => ({ id: rule.slug, name: rule.name })) },
      { label: label(historyHolidaysPath), holidays: historyHolidays },
      { label: label(changelogPath), holidays: removed },
      ...school.map((file) => ({ label: label(join(schoolDir, `${file.year}.yaml`)), holidays: file.holidays })),
    ],
    label(namesPath),
    problems,
  );
  const markets = loadMarkets(
    join(dataDir, 'markets'),
    label,
    {
      stateCodes,
      slugs: holidaySlugs([
        ...years.flatMap((file) => file.holidays),
        ...rules.map((rule) => ({ id: `0000-${rule.slug}` })),
      ]),
    },
    problems,
  );
  const releaseDate = changelog[0]?.date;
  if (releaseDate !== undefined) {
    checkSettled(years, releaseDate, problems);
    checkSchoolSettled(school, releaseDate, problems);
  }

  const numbers = years.map((file) => file.year);
  const firstCovered = `${FIRST_CALENDAR_YEAR}-01-01`;
  for (const state of states) {
    const earliest = state.weekendHistory.at(-1)?.from;
    if (earliest !== undefined && earliest > firstCovered) {
      problems.push(
        `${label(statesPath)}: ${state.code}: weekendHistory starts ${earliest}, after the first covered day ${firstCovered}`,
      );
    }
  }
  if (problems.length > 0) throw new DataError(problems);
  return {
    states,
    // Before the holidays, which repeat the English names it is keyed by: the compressed data is smaller so.
    names,
    holidays: years.flatMap((file) => file.holidays),
    coverage: { firstYear: Math.min(...numbers), lastYear: Math.max(...numbers) },
    // A rule's note is for reviewers of the data file; no answer shows it.
    rules: rules.map(({ note: _note, ...rule }) => rule),
    festivals: compactFestivals(festivals!),
    history: { festivals: historyFestivals, holidays: historyHolidays },
    school,
    exams,
    changelog,
    removed,
    markets,
    releaseDate: releaseDate!,
    dataVersion: versionOf(dataDir),
  };
}

/** The markets of data/markets, each read and checked. */
function loadMarkets(
  dir: string,
  label: (path: string) => string,
  known: Parameters<typeof checkMarket>[3],
  problems: string[],
): MarketFile[] {
  const markets: MarketFile[] = [];
  for (const name of yamlFilesIn(dir)) {
    const path = join(dir, name);
    const market = readDataFile(path, label(path), MarketFile, problems);
    if (market === undefined) continue;
    checkMarket(market, name, label(path), known, problems);
    markets.push(market);
  }
  return markets;
}

/** The slugs of holiday ids: `2026-tahun-baharu-cina-1` is of `tahun-baharu-cina` (and of `tahun-baharu-cina-1`). */
function holidaySlugs(holidays: readonly { id: string }[]): Set<string> {
  const slugs = new Set<string>();
  for (const { id } of holidays) {
    const slug = id.slice(5);
    slugs.add(slug);
    slugs.add(slug.replace(/-\d+$/, ''));
  }
  return slugs;
}

/** The ids of every holiday an answer can carry, 2001-2100: the data files' and the rule-made years'. */
function servedHolidayIds(
  years: HolidayYear[],
  rules: readonly HolidayRule[],
  festivals: FestivalTable,
  historyFestivals: FestivalRecord,
  historyHolidays: HolidayRecord[],
  problems: string[],
): string[] {
  const numbers = years.map((file) => file.year);
  if (numbers.length === 0) return [];
  try {
    const { records } = holidayYears({
      holidays: years.flatMap((file) => file.holidays),
      coverage: { firstYear: Math.min(...numbers), lastYear: Math.max(...numbers) },
      rules: rules.map(({ note: _note, ...rule }) => rule),
      festivals: compactFestivals(festivals),
      history: { festivals: historyFestivals, holidays: historyHolidays },
    });
    return records.map((record) => record.id);
  } catch (error) {
    problems.push(`the years 2001-2100 could not be made from the rules: ${(error as Error).message}`);
    return [];
  }
}

function versionOf(dataDir: string): string {
  const hash = createHash('sha256');
  const files = (readdirSync(dataDir, { recursive: true }) as string[]).filter((file) => file.endsWith('.yaml')).sort();
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(dataDir, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 12);
}

/** The YAML files of a folder, by name in order: a year's holidays, a school year or a market each. */
function yamlFilesIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .sort();
}
