import type { LocalizedName } from '../src/model/common.js';
import { NAME_TRANSLATIONS } from '../src/model/language.js';
import type { NameTranslation } from '../src/model/names-file.js';

/**
 * Every holiday name of the data files has its Chinese and Tamil in data/names.yaml, found by
 * its English, and only there (a record carries Malay and English); one entry per English name,
 * and none that no record uses.
 */
export function checkNames(
  names: readonly NameTranslation[],
  files: readonly { label: string; holidays: readonly { id: string; name: LocalizedName }[] }[],
  namesLabel: string,
  problems: string[],
): void {
  const entries = new Set<string>();
  for (const { en } of names) {
    if (entries.has(en)) problems.push(`${namesLabel}: "${en}" has two entries`);
    entries.add(en);
  }
  const used = new Set<string>();
  for (const { label, holidays } of files) {
    for (const { id, name } of holidays) {
      used.add(name.en);
      if (!entries.has(name.en))
        problems.push(`${label}: ${id}: its name "${name.en}" has no entry in ${namesLabel} (its Chinese and Tamil)`);
      for (const language of NAME_TRANSLATIONS) {
        if (name[language] !== undefined)
          problems.push(
            `${label}: ${id}: its name's ${language} belongs in ${namesLabel}, by its English name, not in the record`,
          );
      }
    }
  }
  for (const en of entries) if (!used.has(en)) problems.push(`${namesLabel}: "${en}" names no holiday`);
}
