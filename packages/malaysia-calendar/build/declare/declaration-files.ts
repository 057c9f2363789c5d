/**
 * Writes a declaration into the data files as the data desk would by hand: each record in date
 * order in its year's file (data/holidays/YYYY.yaml; data/history/holidays.yaml for the years
 * before the gazetted files), a new English name's Chinese and Tamil in data/names.yaml, the
 * change-log entry at the top of data/changelog.yaml. The text is
 * spliced in, in the files' own layout, rather than the files re-serialised, so that the rest of
 * each file stays byte for byte as it was (its comments, quoting and flow style).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parse } from 'yaml';
import type { ChangelogEntry } from '../../src/model/changelog.js';
import type { HolidayRecord } from '../../src/model/holiday.js';

/** A file as it was before the declaration, to put back (a dry run, or data that fails validation). */
export interface FileBefore {
  path: string;
  text: string;
}

const quoted = (text: string) => JSON.stringify(text);
const flowMap = (fields: Record<string, string>) =>
  `{ ${Object.entries(fields)
    .map(([key, value]) => `${key}: ${quoted(value)}`)
    .join(', ')} }`;

/** One holiday record in the layout of data/holidays/YYYY.yaml, its items indented by `indent` (JSON strings are YAML strings). */
export function recordText(record: HolidayRecord, indent = '  '): string {
  const field = `${indent}  `;
  const lines = [
    `${indent}- id: ${record.id}`,
    `${field}date: ${record.date}`,
    ...(record.endDate === undefined ? [] : [`${field}endDate: ${record.endDate}`]),
    `${field}name: ${flowMap(record.name)}`,
    `${field}type: ${record.type}`,
    `${field}status: ${record.status}`,
    `${field}states: [${record.states.map(quoted).join(', ')}]`,
    `${field}gazetteLevel: ${record.gazetteLevel}`,
    `${field}source: ${record.source}`,
    ...(record.gazetteRef === undefined ? [] : [`${field}gazetteRef: ${quoted(record.gazetteRef)}`]),
    ...(record.replaceable === undefined ? [] : [`${field}replaceable: ${record.replaceable}`]),
    ...(record.note === undefined ? [] : [`${field}note: ${quoted(record.note)}`]),
  ];
  return `${lines.join('\n')}\n`;
}

/** The change-log entry in the layout of data/changelog.yaml. */
export function entryText(entry: ChangelogEntry): string {
  return [
    `  - id: ${entry.id}`,
    `    date: ${entry.date}`,
    `    summary: ${quoted(entry.summary)}`,
    '    changes:',
    ...entry.changes.map(
      (change) =>
        `      - { action: ${change.action}, entity: ${change.entity}, id: ${change.id}${change.fields === undefined ? '' : `, fields: [${change.fields.join(', ')}]`} }`,
    ),
    '', // the entry ends with a newline
  ].join('\n');
}

/** `text` with `record` inserted before the first record dated after it (or at the end of the list), indented as the file's records are. */
export function withRecord(text: string, record: HolidayRecord): string {
  const lines = text.split('\n');
  const indent = /^( *)- id: /m.exec(text)?.[1] ?? '  ';
  const item = new RegExp(`^${indent}- id: `);
  const dated = new RegExp(`^${indent}  date: (\\d{4}-\\d{2}-\\d{2})`);
  let at = lines.length;
  while (at > 0 && lines[at - 1] === '') at--;
  for (let index = 1; index < lines.length; index++) {
    const date = dated.exec(lines[index]!)?.[1];
    if (date !== undefined && date > record.date && item.test(lines[index - 1]!)) {
      at = index - 1;
      break;
    }
  }
  return [...lines.slice(0, at), recordText(record, indent).trimEnd(), ...lines.slice(at)].join('\n');
}

/** `text` with `entry` as the first of the change log's entries. */
export function withEntry(text: string, entry: ChangelogEntry): string {
  const marker = '\nentries:\n';
  const at = text.indexOf(marker);
  if (at < 0) throw new Error('data/changelog.yaml: no "entries:" list');
  return text.slice(0, at + marker.length) + entryText(entry) + text.slice(at + marker.length);
}

/** `text` (data/names.yaml) with the translations of the English name `en` as the last holiday name, unless it has that name already. */
export function withNames(text: string, en: string, translations: Record<string, string>): string {
  const names = (parse(text) as { names: { en: string }[] }).names;
  if (Object.keys(translations).length === 0 || names.some((name) => name.en === en)) return text;
  const line = `  - ${flowMap({ en, ...translations })}\n`;
  // The holidays' names come first, the school holidays' after their comment.
  const school = text.indexOf('\n  # The school holidays');
  return school < 0 ? `${text.trimEnd()}\n${line}` : text.slice(0, school + 1) + line + text.slice(school + 1);
}

/** The file that holds a year's records: its gazetted file, or the history file for a year before them. */
export function fileForYear(dataDir: string, year: number, firstGazettedYear: number): string {
  const gazetted = join(dataDir, 'holidays', `${year}.yaml`);
  if (existsSync(gazetted)) return gazetted;
  if (year < firstGazettedYear) return join(dataDir, 'history', 'holidays.yaml');
  throw new Error(
    `${year} has no data file: a year after the gazetted files is projected from data/rules.yaml; add data/holidays/${year}.yaml (the year's list) first`,
  );
}

/** Writes the records and the entry; returns the files as they were. Checks that each file reads back with the records as declared. */
export function writeDeclaration(
  dataDir: string,
  firstGazettedYear: number,
  records: readonly HolidayRecord[],
  entry: ChangelogEntry,
  translations: Record<string, string>,
): FileBefore[] {
  const holidayFile = fileForYear(dataDir, Number(records[0]!.date.slice(0, 4)), firstGazettedYear);
  const changelogFile = join(dataDir, 'changelog.yaml');
  const namesFile = join(dataDir, 'names.yaml');
  const before = [holidayFile, changelogFile, namesFile].map((path) => ({ path, text: readFileSync(path, 'utf8') }));
  const holidays = records.reduce(withRecord, before[0]!.text);
  const parsed = (parse(holidays) as { holidays: HolidayRecord[] }).holidays;
  for (const record of records) {
    const read = parsed.find((candidate) => candidate.id === record.id);
    if (!isDeepStrictEqual(read, record))
      throw new Error(`${holidayFile}: record ${record.id} did not read back as declared`);
  }
  writeFileSync(holidayFile, holidays);
  writeFileSync(changelogFile, withEntry(before[1]!.text, entry));
  const names = withNames(before[2]!.text, records[0]!.name.en, translations);
  if (names !== before[2]!.text) writeFileSync(namesFile, names);
  return before.filter((file) => file.path !== namesFile || names !== file.text);
}

export function restore(files: readonly FileBefore[]): void {
  for (const file of files) writeFileSync(file.path, file.text);
}
