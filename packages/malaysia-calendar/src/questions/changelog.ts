// biome-ignore lint/correctness/noUnusedImports: Hint, Kind, OptionalKind and ReadonlyKind key TypeBox's schema types: the emitted declarations must be able to name them.
import type { Hint, Kind, OptionalKind, ReadonlyKind } from '@sinclair/typebox';
import type { LoadedCalendar } from '../loading/loaded-calendar.js';
import { question } from './question.js';
import { stateNamed } from './states.js';
import * as Type from '@sinclair/typebox/type';
import { formatIsoDate } from '../core/civil-date.js';
import type { State } from '../core/state.js';
import { ChangelogEntry, type RecordedEntry } from '../model/changelog.js';
import { Nullable } from '../model/common.js';
import { CHANGELOG_LIMIT, dated, SINCE, STATE } from '../model/parameters.js';
import { defaulted, described, optional } from '../model/parameter.js';
import { echo } from '../model/echo.js';

export const listChanges = question({
  summary: 'The data change log, newest first',
  description:
    'What changed in the data and when, newest first (20 entries unless `limit` says). Each entry lists its changes: action (added, updated, removed, status_changed), entity, id and, for updates, the fields. ' +
    'With `state`, only the entries that change a record of that state or of every state (a removed record counts as every state’s). The same entries as a feed: the change feed (Atom or JSON Feed).',
  parameters: {
    since: optional(dated(SINCE, 'Only entries on or after this date')),
    state: optional(
      described(STATE, 'Only the entries that touch records of this state (or of every state); any code or alias'),
    ),
    limit: defaulted(CHANGELOG_LIMIT),
  },
  positional: [],
  result: Type.Array(ChangelogEntry),
  inputs: {
    since: echo(SINCE, 'null'),
    state: Nullable(Type.String({ description: 'The canonical code of the state asked, or null' })),
    limit: echo(CHANGELOG_LIMIT),
    releaseDate: Type.String({ description: 'Date of the newest entry' }),
  },
  answer: (loaded, args) => {
    const { limit } = args;
    const since = args.since === undefined ? undefined : formatIsoDate(args.since);
    const state = args.state === undefined ? undefined : stateNamed(loaded, args.state);
    const data = changesOf(loaded, state)
      .filter((entry) => since === undefined || entry.date >= since)
      .slice(0, limit)
      .map(asServed);
    return {
      data,
      inputs: { state: state?.code ?? null, releaseDate: loaded.releaseDate },
    };
  },
});

/** An entry as /changelog serves it, as the contract has it: the English summary, each change without the date a moved day was on before. */
function asServed({ summaryIn: _summaryIn, ...entry }: RecordedEntry): ChangelogEntry {
  return { ...entry, changes: entry.changes.map(({ dateBefore: _dateBefore, ...change }) => change) };
}

/** The change-log entries that touch the state, or all of them. */
export function changesOf(loaded: LoadedCalendar, state: State | undefined): readonly RecordedEntry[] {
  if (state === undefined) return loaded.changes;
  return loaded.changes.filter((entry) => loaded.changedRecords().touches(entry, state.code));
}
