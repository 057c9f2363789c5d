import type { LocalizedName } from '../model/common.js';
import type { CalendarData } from '../core/calendar-data.js';

/**
 * The data with every holiday name in every language: each record's Chinese and Tamil are
 * those data/names.yaml gives its English name (the build has checked that every name has an
 * entry), so that each translation is written once however many years and rules carry the name.
 */
export function withTranslatedNames(data: CalendarData): CalendarData {
  const translations = new Map(data.names.map(({ en, zh, ta }) => [en, { zh, ta }]));
  const named = <T extends { name: LocalizedName }>(record: T): T => ({
    ...record,
    name: { ...record.name, ...translations.get(record.name.en) },
  });
  return {
    ...data,
    holidays: data.holidays.map(named),
    rules: data.rules.map(named),
    history: { ...data.history, holidays: data.history.holidays.map(named) },
    school: data.school.map((year) => ({ ...year, holidays: year.holidays.map(named) })),
    removed: data.removed.map(named),
  };
}
