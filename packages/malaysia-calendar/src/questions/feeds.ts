import { CalendarError } from './calendar-error.js';
import { changesOf } from './changelog.js';
import { requireSchoolYear, requireYear, servedYears } from './coverage.js';
import type { LoadedCalendar } from './loaded-calendar.js';
import { stateNamed } from './states.js';
import { currentYear } from './today.js';
import type { WithInputs } from './with-inputs.js';
import { type WorkplaceInputs, askedWorkplace } from './workplace.js';
import { type ChangeFeedEntry, changeFeedEntries } from '../feed/change-entries.js';
import { CHANGE_WORDS } from '../feed/change-words.js';
import { FEED_WORDS } from '../feed/feed-words.js';
import { stateFeed } from '../feed/state-feed.js';
import { FEED_PARTS, type FeedLanguage, type FeedPart, FeedIncludeParameter, FeedLanguageParameter, FeedStateParameter, StateParameter, YearParameter } from '../model/parameters.js';

/** The change log as a feed: its title and its entries, newest first (CHANGE_FEED_SIZE at most). */
export interface ChangeFeed {
  title: string;
  /** The date of its newest entry (the release date when it has none). */
  updated: string;
  entries: ChangeFeedEntry[];
}

/** A change feed: a state's changes, or every change; in English (default), Malay or Chinese. */
export type ChangeFeedQuery = { state?: string; lang?: FeedLanguage };

/** A calendar feed: one year (default: the subscription's years), the parts it holds (default `holidays`), its language (default English), a workplace's closed and open days. */
export type CalendarFeedOptions = { year?: number; include?: string; lang?: FeedLanguage; closed?: string; open?: string };

/** Entries a change feed holds: a reader polls it often, and the whole log is /changelog's. */
export const CHANGE_FEED_SIZE = 50;

/**
 * GET /feed/changes (Atom) and /feed/changes.json (JSON Feed): the newest change-log entries,
 * those of the state if one is given, each titled with what changed and for whom, in the
 * feed's language (default English).
 */
export function changeFeed(loaded: LoadedCalendar, query: ChangeFeedQuery): WithInputs<ChangeFeed, { state: string | null; lang: FeedLanguage }> {
  const stateText = loaded.args.optional('state', StateParameter, query.state);
  const lang = loaded.args.optional('lang', FeedLanguageParameter, query.lang) ?? 'en';
  const state = stateText === undefined ? undefined : stateNamed(loaded, stateText);
  const entries = changesOf(loaded, state).slice(0, CHANGE_FEED_SIZE);
  const place = state === undefined ? undefined : FEED_WORDS.get(lang)!.stateName(state);
  const data = {
    title: CHANGE_WORDS.get(lang)!.feedTitle(place),
    updated: entries[0]?.date ?? loaded.releaseDate,
    entries: changeFeedEntries(entries, loaded.changedRecords(), loaded.statesInOrder, lang),
  };
  return { data, inputs: { state: state?.code ?? null, lang } };
}

/**
 * GET /feed/ical/{state}: an RFC 5545 calendar of the state's holidays and, with `include`,
 * its school holidays and the national exams, for a year or, by default, the previous,
 * current and next years (see subscriptionYears). Written once and kept (feed/feed-cache.ts).
 */
export function calendarFeed(loaded: LoadedCalendar, state: string, options: CalendarFeedOptions): WithInputs<string, { state: string } & WorkplaceInputs> {
  const stateText = loaded.args.required('state', FeedStateParameter, state);
  const year = loaded.args.optional('year', YearParameter, options.year);
  const include = loaded.args.optional('include', FeedIncludeParameter, options.include) ?? 'holidays';
  const lang = loaded.args.optional('lang', FeedLanguageParameter, options.lang) ?? 'en';
  // The feed holds days: a workplace's closed and open days are in it, its week is the calendar app's own.
  const { workplace, inputs } = askedWorkplace(loaded, { closed: options.closed, open: options.open });
  const found = stateNamed(loaded, stateText);
  const parts = new Set(include.toLowerCase().split(','));
  const unknown = [...parts].find((part) => !(FEED_PARTS as readonly string[]).includes(part));
  if (unknown !== undefined) throw new CalendarError('VALIDATION_ERROR', `Parameter 'include' takes ${FEED_PARTS.join(', ')}; got '${unknown}'.`, [...FEED_PARTS]);
  const years = year === undefined ? subscriptionYears(loaded) : [year];
  if (year !== undefined) requireYear(loaded, year);
  if (parts.has('school') && year !== undefined) requireSchoolYear(loaded, year);
  const question = { state: found, years, parts: parts as Set<FeedPart>, lang };
  // A workplace's feed is its team's alone: written each time, so that it never pushes a state's feed out of the ones kept.
  if (workplace !== undefined) return { data: stateFeed(loaded, { ...question, workplace }), inputs: { state: found.code, ...inputs } };
  const key = [found.code, years.join(','), [...parts].sort().join(','), lang].join('|');
  const data = loaded.feeds.feed(key, () => stateFeed(loaded, question));
  return { data, inputs: { state: found.code } };
}

/**
 * The years a subscription holds: the previous, the current and the next year, as far as the
 * data goes, so that looking back a few weeks after New Year still shows last year's
 * holidays. Past the newest covered year it holds the newest three covered years (and before
 * the data the first three), so a subscribed calendar never empties; its description names
 * the years it holds.
 */
function subscriptionYears(loaded: LoadedCalendar): number[] {
  const current = currentYear(loaded);
  const covered = servedYears(loaded);
  const window = covered.filter((candidate) => candidate >= current - 1 && candidate <= current + 1);
  if (window.length > 0) return window;
  return current > covered.at(-1)! ? covered.slice(-3) : covered.slice(0, 3);
}
