/**
 * A declared holiday as the data desk types it on the command line: the days, the states, the
 * kind, the names in every language given, the status and the reference (gazette or news) it
 * rests on. Parsed with node's util.parseArgs (no dependency; it refuses unknown options and
 * missing values), then turned into the holiday records and the change-log entry the data needs.
 */
import { parseArgs } from 'node:util';
import type { ChangelogEntry } from '../../src/model/changelog.js';
import {
  GAZETTE_LEVELS,
  HOLIDAY_SOURCES,
  HOLIDAY_STATUSES,
  HOLIDAY_TYPES,
  type HolidayRecord,
} from '../../src/model/holiday.js';

export const DECLARE_USAGE = `npm run declare -- --date YYYY-MM-DD [--date …] --state CODE [--state …] --kind adhoc
  --name ms="…" --name en="…" [--name zh="…" --name ta="…"] --reference "who declared it, where reported"
  [--slug words] [--status confirmed|announced|tentative] [--source state-gov|jpm|…] [--level N|P]
  [--gazette-ref "P.U.(B) 123/2026"] [--not-replaceable] [--summary "…"] [--today YYYY-MM-DD] [--dry-run]

Writes one record per day into data/holidays/YYYY.yaml (data/history/holidays.yaml before the
gazetted years), the Chinese and Tamil names into data/names.yaml under the English name (needed
unless that English name is there already), an entry at the top of data/changelog.yaml, validates the data, derives the
replacement days and prints every answer that changes. --dry-run puts the files back afterwards.`;

export interface Declaration {
  records: HolidayRecord[];
  entry: ChangelogEntry;
  /** The name in the languages beyond ms and en (zh, ta), for data/names.yaml: records carry ms and en only. */
  translations: Record<string, string>;
  dryRun: boolean;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Slug words of a name: lower case, ASCII letters and digits, joined by hyphens. */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function oneOf<T extends string>(option: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value))
    throw new Error(`--${option} ${value}: expected one of ${allowed.join(', ')}`);
  return value as T;
}

/** Today in Kuala Lumpur (UTC+8), the default date of the change-log entry. */
function todayInKualaLumpur(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

function longDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The declaration the arguments describe (`stateName` names a state code in the default summary); throws an Error naming the first problem. */
export function parseDeclaration(
  argv: readonly string[],
  stateName: (code: string) => string,
  now: Date = new Date(),
): Declaration {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      date: { type: 'string', multiple: true },
      state: { type: 'string', multiple: true },
      kind: { type: 'string', default: 'adhoc' },
      name: { type: 'string', multiple: true },
      reference: { type: 'string' },
      slug: { type: 'string' },
      status: { type: 'string', default: 'announced' },
      source: { type: 'string', default: 'state-gov' },
      level: { type: 'string' },
      'gazette-ref': { type: 'string' },
      'not-replaceable': { type: 'boolean', default: false },
      summary: { type: 'string' },
      today: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  const dates = [...new Set(values.date ?? [])].sort();
  if (dates.length === 0) throw new Error('--date is required (once per day declared)');
  for (const day of dates) if (!ISO_DAY.test(day)) throw new Error(`--date ${day}: expected YYYY-MM-DD`);
  if (new Set(dates.map((day) => day.slice(0, 4))).size > 1)
    throw new Error('--date: every day of one declaration must be in one year (declare each year apart)');
  const states = [...new Set(values.state ?? [])];
  if (states.length === 0) throw new Error('--state is required (a state code, or * for every state)');
  const names: Record<string, string> = {};
  for (const pair of values.name ?? []) {
    const match = /^([a-z]{2,3})=(.+)$/s.exec(pair);
    if (match === null) throw new Error(`--name ${pair}: expected <language>=<name>, e.g. ms="Cuti Peristiwa"`);
    names[match[1]!] = match[2]!.trim();
  }
  const { ms, en, ...translations } = names;
  if (ms === undefined || en === undefined) throw new Error('--name ms=… and --name en=… are required');
  const reference = values.reference?.trim() ?? '';
  if (reference === '') throw new Error('--reference is required: the gazette or the news report the day rests on');
  const type = oneOf('kind', values.kind!, HOLIDAY_TYPES);
  const status = oneOf('status', values.status!, HOLIDAY_STATUSES);
  const source = oneOf('source', values.source!, HOLIDAY_SOURCES);
  const gazetteLevel = oneOf('level', values.level ?? (source === 'jpm' ? 'P' : 'N'), GAZETTE_LEVELS);
  const today = values.today ?? todayInKualaLumpur(now);
  if (!ISO_DAY.test(today)) throw new Error(`--today ${today}: expected YYYY-MM-DD`);

  const year = dates[0]!.slice(0, 4);
  const slug = slugOf(values.slug ?? ms);
  if (slug === '') throw new Error('--slug: no letters or digits to make an id from');
  const records: HolidayRecord[] = dates.map((date, index) => ({
    id: `${year}-${slug}${dates.length > 1 ? `-${index + 1}` : ''}`,
    date,
    name: { ms, en },
    type,
    status,
    states,
    gazetteLevel,
    source,
    ...(values['gazette-ref'] === undefined ? {} : { gazetteRef: values['gazette-ref'] }),
    ...(values['not-replaceable'] ? { replaceable: false } : {}),
    note: `${reference} (declared through the data desk, ${today})`,
  }));
  const days = dates.map(longDate).join(', ');
  const entry: ChangelogEntry = {
    id: `${today}-${slug}`,
    date: today,
    summary:
      values.summary ??
      `${en}: ${days}, a ${status} ${type === 'adhoc' ? 'additional ' : ''}holiday in ${states.includes('*') ? 'every state' : states.map(stateName).join(', ')}.`,
    changes: records.map((record) => ({ action: 'added' as const, entity: 'holiday' as const, id: record.id })),
  };
  return { records, entry, translations, dryRun: values['dry-run']! };
}
