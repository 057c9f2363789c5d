import type { State } from '../core/state.js';
import { CHANGE_ACTIONS, type Change, type RecordedChange, type RecordedEntry } from '../model/changelog.js';
import { ALL_STATES } from '../model/common.js';
import type { FeedLanguage } from '../model/parameters.js';
import { nameInLanguage } from '../model/language.js';
import type { ChangedRecord, ChangedRecords } from './changed-records.js';
import { CHANGE_WORDS, type ChangeWords } from './change-words.js';
import { FEED_WORDS } from './feed-words.js';

/** A change-log entry as a change feed shows it, in the feed's language. */
export interface ChangeFeedEntry {
  /** The change-log entry's id: unique, and stable across releases. */
  id: string;
  date: string;
  /**
   * What changed, for whom: each change said ("Kedah: Birthday of the Sultan of Kedah moved
   * from 21 June 2026 to 5 July 2026"), or for three or more, how many of what.
   */
  title: string;
  /** Each change on a line of its own. */
  summary: string;
  /**
   * The change log's own sentence, in the feed's language (the entry's summary, or its Malay,
   * Chinese or Tamil); null where the entry has none in that language, rather than end in a
   * language the reader chose not to read.
   */
  note: string | null;
  /** The canonical codes of the states whose records changed, or `["*"]` for every state. */
  states: string[];
  /** The first day of the first dated record named, to link to; null when none has a day. */
  day: string | null;
}

/** Most states a title names before it counts them. */
const NAMED_STATES = 3;

/**
 * The entries of the change log as feed entries: the title says what changed and for whom, the
 * summary each change. A state's feed (`state`) tells of that state's changes only: an entry
 * that also changed other states' records shows the state's own, titled with its name.
 */
export function changeFeedEntries(
  entries: readonly RecordedEntry[],
  records: ChangedRecords,
  states: readonly State[],
  lang: FeedLanguage,
  state?: State,
): ChangeFeedEntry[] {
  const words = CHANGE_WORDS.get(lang)!;
  const feedWords = FEED_WORDS.get(lang)!;
  const nameOf = (record: ChangedRecord) =>
    'term' in record.name
      ? words.termName(record.name.term, record.name.group, record.name.year)
      : nameInLanguage(record.name, lang);
  const concerns = (change: Change) => {
    const record = records.of(change);
    return state === undefined || record.states === ALL_STATES || record.states.includes(state.code);
  };
  const describe = (change: RecordedChange) => {
    const record = records.of(change);
    return words.change({
      action: change.action,
      entity: change.entity,
      name: nameOf(record),
      date: record.date === undefined ? undefined : words.date(record.date),
      status:
        record.status === undefined ? undefined : feedWords.status[record.status as keyof typeof feedWords.status],
      dateBefore: change.dateBefore === undefined ? undefined : words.date(change.dateBefore),
      fields: change.fields ?? [],
    });
  };

  return entries.map((entry) => {
    const changes = entry.changes.filter(concerns);
    const changed = changes.map((change) => records.of(change));
    const touched = new Set<string>();
    for (const record of changed)
      for (const code of record.states === ALL_STATES ? [ALL_STATES] : record.states) touched.add(code);
    const named = states.filter((each) => touched.has(each.code));
    const everyState = touched.has(ALL_STATES) || named.length === states.length;
    const scope =
      state !== undefined
        ? feedWords.stateName(state)
        : everyState
          ? words.everyState
          : named.length <= NAMED_STATES
            ? words.listed(named.map((each) => feedWords.stateName(each)))
            : words.someStates(named.length);
    return {
      id: entry.id,
      date: entry.date,
      title: words.scoped(
        scope,
        changes.length === 1
          ? describe(changes[0]!)
          : changes.length === 2
            ? words.both(describe(changes[0]!), describe(changes[1]!))
            : counted(changes, words),
      ),
      summary: changes.map(describe).join('\n'),
      note: lang === 'en' ? entry.summary : (entry.summaryIn?.[lang] ?? null),
      states: everyState ? [ALL_STATES] : named.map((each) => each.code),
      day: changed.find((record) => record.date !== undefined)?.date ?? null,
    };
  });
}

/** Several changes: how many records (of one kind, when they are), and how many of each action. */
function counted(changes: readonly Change[], words: ChangeWords): string {
  const entities = new Set(changes.map((change) => change.entity));
  const byAction = CHANGE_ACTIONS.map(
    (action) => [action, changes.filter((change) => change.action === action).length] as const,
  ).filter(([, count]) => count > 0);
  return words.changes(changes.length, entities.size === 1 ? changes[0]!.entity : undefined, byAction);
}
