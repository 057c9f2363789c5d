/**
 * The official Malaysian festival dates the back-test measures against (the oracle): 2001-2019 from
 * data/history/festivals.yaml (python-holidays' confirmed Malaysian tables, cross-checked, see
 * data/notes/history.md), 2020-2027 from the gazetted records in data/holidays/YYYY.yaml.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { bundledDataDir } from '../../build/load-dataset.js';

export const FESTIVALS = {
  awalMuharram: { label: 'Awal Muharram', slug: 'awal-muharram' },
  maulidurRasul: { label: 'Maulidur Rasul', slug: 'maulidur-rasul' },
  israkMikraj: { label: 'Israk Mikraj', slug: 'israk-mikraj' },
  awalRamadan: { label: 'Awal Ramadan', slug: 'awal-ramadan' },
  nuzulAlQuran: { label: 'Nuzul Al-Quran', slug: 'nuzul-al-quran' },
  aidilfitri: { label: 'Hari Raya Aidilfitri', slug: 'hari-raya-aidilfitri-1' },
  hariArafah: { label: 'Hari Arafah', slug: 'hari-arafah' },
  aidiladha: { label: 'Hari Raya Haji', slug: 'hari-raya-haji-1' },
  chineseNewYear: { label: 'Chinese New Year', slug: 'tahun-baharu-cina-1' },
  wesak: { label: 'Wesak', slug: 'hari-wesak' },
  deepavali: { label: 'Deepavali', slug: 'deepavali' },
  thaipusam: { label: 'Thaipusam', slug: 'thaipusam' },
  goodFriday: { label: 'Good Friday', slug: 'jumaat-agung' },
} as const;

export type Festival = keyof typeof FESTIVALS;

/** Each festival's official dates, in order. */
export function officialFestivalDates(dataDir = bundledDataDir()): Record<Festival, string[]> {
  const history = parse(readFileSync(join(dataDir, 'history', 'festivals.yaml'), 'utf8')) as Record<
    Festival,
    Record<string, string | string[]>
  >;
  const gazetted = readdirSync(join(dataDir, 'holidays'))
    .filter((name) => name.endsWith('.yaml'))
    .flatMap(
      (name) =>
        (parse(readFileSync(join(dataDir, 'holidays', name), 'utf8')) as { holidays: { id: string; date: string }[] })
          .holidays,
    );
  const dates = {} as Record<Festival, string[]>;
  for (const [festival, { slug }] of Object.entries(FESTIVALS) as [Festival, (typeof FESTIVALS)[Festival]][]) {
    // A festival's own record is `YYYY-slug`, or `YYYY-slug-AH` when a year holds two (2027's Israk Mikraj).
    const pattern = new RegExp(`^\\d{4}-${slug}(-\\d{4})?$`);
    const recorded = Object.values(history[festival] ?? {}).flat();
    dates[festival] = [
      ...recorded,
      ...gazetted.filter((holiday) => pattern.test(holiday.id)).map((holiday) => String(holiday.date)),
    ].sort();
  }
  return dates;
}
