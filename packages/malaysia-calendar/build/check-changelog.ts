import type { CHANGE_ENTITIES } from '../src/model/changelog.js';
import type { ChangelogFileEntry } from '../src/model/changelog-file.js';

type Entity = (typeof CHANGE_ENTITIES)[number];

/**
 * The change log is kept with the data and checked against it: ids unique, newest first,
 * every id it names is served (or, when removed, no longer is), and every record of the data
 * files is named, so no data enters without an entry; a removed holiday says what it was (`was`),
 * and nothing else does. `served` holds every id an answer can carry: besides the records of the
 * data files, the holidays the rules make for the years of history and the projected years, so
 * that a correction to one of them (a festival date of 2008 corrected on the record, a projected
 * day moved by a new rule) reaches the change log and the change feeds under the id users were
 * served; those need no entry until one changes.
 */
export function checkChangelog(
  entries: readonly ChangelogFileEntry[],
  served: Record<Entity, ReadonlySet<string>>,
  recorded: Record<Entity, ReadonlySet<string>>,
  label: string,
  problems: string[],
): void {
  const entryIds = new Set<string>();
  const named = new Set<string>();
  entries.forEach((entry, index) => {
    const where = `${label}: entries[${index}] (${entry.id})`;
    if (entryIds.has(entry.id)) problems.push(`${where}: id is not unique`);
    entryIds.add(entry.id);
    if (!entry.id.startsWith(entry.date)) problems.push(`${where}: id must start with its date ${entry.date}`);
    const newer = entries[index - 1];
    if (newer !== undefined && newer.date < entry.date) problems.push(`${where}: entries must be newest first`);
    for (const change of entry.changes) {
      named.add(`${change.entity}:${change.id}`);
      const removedHoliday = change.action === 'removed' && change.entity === 'holiday';
      if (removedHoliday !== (change.was !== undefined))
        problems.push(
          `${where}: ${change.entity} ${change.id}: a removed holiday, and only one, says what it was (was: name, date, states)`,
        );
      const exists = served[change.entity].has(change.id);
      // Only the newest word on an id must match the data: a later entry may have re-added it.
      if (isNewestMention(entries, index, change.entity, change.id)) {
        if (change.action === 'removed' && exists)
          problems.push(`${where}: ${change.entity} ${change.id} is recorded as removed but is still in the data`);
        if (change.action !== 'removed' && !exists)
          problems.push(`${where}: names unknown ${change.entity} ${change.id}`);
      }
    }
  });
  for (const [entity, ids] of Object.entries(recorded)) {
    for (const id of ids) {
      if (!named.has(`${entity}:${id}`))
        problems.push(`${label}: ${entity} ${id} is in the data but no change-log entry names it`);
    }
  }
}

function isNewestMention(entries: readonly ChangelogFileEntry[], index: number, entity: string, id: string): boolean {
  return !entries
    .slice(0, index)
    .some((entry) => entry.changes.some((change) => change.entity === entity && change.id === id));
}
