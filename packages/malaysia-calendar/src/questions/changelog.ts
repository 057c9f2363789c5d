import type { LoadedCalendar } from './loaded-calendar.js';
import { stateNamed } from './states.js';
import type { WithInputs } from './with-inputs.js';
import type { State } from '../core/state.js';
import { type ChangelogEntry, ChangelogLimitParameter } from '../model/changelog.js';
import { DateParameter, StateParameter } from '../model/parameters.js';

const SINCE_DATE = DateParameter('Only entries on or after this date');

/** Change-log entries: on or after `since`, touching a state, at most `limit`. */
export type ChangelogQuery = { since?: string; state?: string; limit?: number };

/**
 * GET /changelog: what changed in the data and when, newest first (20 entries unless `limit`
 * says); with `state`, the entries that name a record of that state or of every state (a
 * removed record counts as every state's).
 */
export function changelog(loaded: LoadedCalendar, query: ChangelogQuery): WithInputs<ChangelogEntry[], { state: string | null; limit: number }> {
  const since = loaded.args.optional('since', SINCE_DATE, query.since);
  const stateText = loaded.args.optional('state', StateParameter, query.state);
  const limit = loaded.args.optional('limit', ChangelogLimitParameter, query.limit) ?? 20;
  const state = stateText === undefined ? undefined : stateNamed(loaded, stateText);
  const data = changesOf(loaded, state).filter((entry) => since === undefined || entry.date >= since).slice(0, limit);
  return { data, inputs: { state: state?.code ?? null, limit } };
}

/** The change-log entries that touch the state, or all of them. */
export function changesOf(loaded: LoadedCalendar, state: State | undefined): readonly ChangelogEntry[] {
  if (state === undefined) return loaded.changes;
  return loaded.changes.filter((entry) => loaded.changedRecords().touches(entry, state.code));
}
