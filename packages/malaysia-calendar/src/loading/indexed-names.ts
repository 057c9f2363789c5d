import type { LocalizedName } from '../model/common.js';
import type { CalendarData } from '../core/calendar-data.js';
import { withTranslatedNames } from './translated-names.js';

type Indexed<T extends { name: LocalizedName }> = Omit<T, 'name'> & { name: number };

/**
 * The compiled data with each holiday and school-holiday name written once: `names` lists every
 * name in every language, and each record holds the index of its own. The data module of the
 * browser build is written so (its names are a fifth of it, repeated in every year; once each,
 * they compress by a kilobyte more); `namesOfIndex` gives the data back as the calendar reads it.
 */
export interface IndexedNamesData
  extends Omit<CalendarData, 'names' | 'holidays' | 'rules' | 'history' | 'school' | 'removed'> {
  names: LocalizedName[];
  holidays: Indexed<CalendarData['holidays'][number]>[];
  rules: Indexed<CalendarData['rules'][number]>[];
  history: {
    festivals: CalendarData['history']['festivals'];
    holidays: Indexed<CalendarData['history']['holidays'][number]>[];
  };
  school: (Omit<CalendarData['school'][number], 'holidays'> & {
    holidays: Indexed<CalendarData['school'][number]['holidays'][number]>[];
  })[];
  removed: Indexed<CalendarData['removed'][number]>[];
}

export function indexNames(data: CalendarData): IndexedNamesData {
  const translated = withTranslatedNames(data);
  const names: LocalizedName[] = [];
  const indexes = new Map<string, number>();
  const indexed = <T extends { name: LocalizedName }>(record: T): Indexed<T> => {
    const key = JSON.stringify(record.name);
    if (!indexes.has(key)) indexes.set(key, names.push(record.name) - 1);
    return { ...record, name: indexes.get(key)! };
  };
  const { names: _translations, ...rest } = translated;
  return {
    ...rest,
    names,
    holidays: translated.holidays.map(indexed),
    rules: translated.rules.map(indexed),
    history: { ...translated.history, holidays: translated.history.holidays.map(indexed) },
    school: translated.school.map((year) => ({ ...year, holidays: year.holidays.map(indexed) })),
    removed: translated.removed.map(indexed),
  };
}

/** The data as the calendar reads it: every name in every language already, so it needs no translations. */
export function namesOfIndex(data: IndexedNamesData): CalendarData {
  const named = <T extends { name: number }>(record: T) => ({ ...record, name: data.names[record.name]! });
  return {
    ...data,
    names: [],
    holidays: data.holidays.map(named),
    rules: data.rules.map(named),
    history: { ...data.history, holidays: data.history.holidays.map(named) },
    school: data.school.map((year) => ({ ...year, holidays: year.holidays.map(named) })),
    removed: data.removed.map(named),
  };
}
