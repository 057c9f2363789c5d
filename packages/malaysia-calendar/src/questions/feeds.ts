// biome-ignore lint/correctness/noUnusedImports: Hint, Kind, OptionalKind and ReadonlyKind key TypeBox's schema types: the emitted declarations must be able to name them.
import type { Hint, Kind, OptionalKind, ReadonlyKind } from '@sinclair/typebox';
import { CalendarError } from '../errors/calendar-error.js';
import { changesOf } from './changelog.js';
import { requireSchoolYear, requireYear, servedYears } from './coverage.js';
import type { LoadedCalendar } from '../loading/loaded-calendar.js';
import { stateNamed } from './states.js';
import { WORKPLACE_INPUTS, WORKPLACE_PARAMETERS, askedWorkplace } from './workplace.js';
import { currentYear } from './today.js';
import { type Resolved, question } from './question.js';
import * as Type from '@sinclair/typebox/type';
import { Nullable } from '../model/common.js';
import { type ChangeFeedEntry, changeFeedEntries } from '../feed/change-entries.js';
import { CHANGE_WORDS } from '../feed/change-words.js';
import { withToldSentences } from '../loading/change-sentences.js';
import { FEED_WORDS } from '../feed/feed-words.js';
import { marketFeedWriter, stateFeedWriter } from '../feed/state-feed-writer.js';
import { marketNamed, requireMarketDays } from './markets.js';
import { fromParts } from '../core/civil-date.js';
import {
  FEED_PARTS,
  FEED_STATE,
  type FeedLanguage,
  type FeedPart,
  INCLUDE,
  LANG,
  MARKET,
  STATE,
  YEAR,
} from '../model/parameters.js';
import { defaulted, described, optional, variant } from '../model/parameter.js';

/** The change log as a feed: its title and its entries, newest first (CHANGE_FEED_SIZE at most). */
export interface ChangeFeed {
  title: string;
  /** The date of its newest entry (the release date when it has none). */
  updated: string;
  entries: ChangeFeedEntry[];
}

/** Entries a change feed holds: a reader polls it often, and the whole log is the change log's. */
export const CHANGE_FEED_SIZE = 50;

export const changeFeed = question({
  summary: 'What changed in the data, as a feed',
  description:
    `The newest ${CHANGE_FEED_SIZE} change-log entries, newest first, to follow in a feed reader: each titled with what changed and for whom, ` +
    "summarised change by change in the feed's language (English, Malay, Chinese or Tamil), linked to the day on the year view. With `state`, only the entries that touch its records, each telling that state's changes alone.",
  parameters: {
    state: optional(
      described(STATE, 'Only the changes to records of this state (or of every state); any code or alias'),
    ),
    lang: optional(described(LANG, 'Titles and summaries in English, Malay, Chinese or Tamil')),
  },
  positional: [],
  result: Type.Unsafe<ChangeFeed>(Type.Object({})),
  inputs: { state: Nullable(Type.String()), lang: Type.String() },
  answer: (loaded, args): Resolved<ChangeFeed, { state: string | null; lang: FeedLanguage }> => {
    const lang = args.lang ?? 'en';
    const state = args.state === undefined ? undefined : stateNamed(loaded, args.state);
    const newest = changesOf(loaded, state).slice(0, CHANGE_FEED_SIZE);
    const entries = lang !== 'en' && loaded.changeSentencesApart ? withToldSentences(newest) : newest;
    const place = state === undefined ? undefined : FEED_WORDS.get(lang)!.stateName(state);
    const data = {
      title: CHANGE_WORDS.get(lang)!.feedTitle(place),
      updated: entries[0]?.date ?? loaded.releaseDate,
      entries: changeFeedEntries(entries, loaded.changedRecords(), loaded.statesInOrder, lang, state),
    };
    return { data, inputs: { state: state?.code ?? null, lang } };
  },
});

export const calendarFeed = question({
  summary: "iCalendar (RFC 5545) feed of a state's holidays, school holidays and exams",
  description:
    'All-day events: public holidays (replacement and additional days included, cancelled ones left out, tentative ones STATUS:TENTATIVE and said so in the title), ' +
    "and with `include`, the state's school holidays and the national exams, for a year or, by default, the previous, current and next years as far as the data goes. " +
    'The state may be any code or alias, with or without a `.ics` suffix. With `include=school` and an explicit year, that year needs published school data. ' +
    "With a workplace's closed and open days, a team's calendar: an event for each run of them, and no event for a holiday it opens on (the week is the calendar app's own).",
  parameters: {
    state: FEED_STATE,
    year: optional(
      described(
        YEAR,
        'One year; default (a subscription): the previous, the current and the next year as far as the data goes, and never empty: past the data, its newest three years',
      ),
    ),
    include: defaulted(INCLUDE),
    lang: optional(LANG),
    closed: WORKPLACE_PARAMETERS.closed,
    open: WORKPLACE_PARAMETERS.open,
    workweek: WORKPLACE_PARAMETERS.workweek,
    holidays: WORKPLACE_PARAMETERS.holidays,
    chosen: WORKPLACE_PARAMETERS.chosen,
    restDay: WORKPLACE_PARAMETERS.restDay,
  },
  positional: ['state'],
  result: Type.String(),
  inputs: { state: Type.String(), ...WORKPLACE_INPUTS },
  answer: (loaded, args) => {
    const lang = args.lang ?? 'en';
    const found = stateNamed(loaded, args.state.replace(/\.ics$/i, ''));
    const parts = new Set(args.include.map((part) => part.toLowerCase()));
    const unknown = [...parts].find((part) => !(FEED_PARTS as readonly string[]).includes(part));
    if (unknown !== undefined)
      throw new CalendarError(
        'VALIDATION_ERROR',
        `Parameter 'include' takes ${FEED_PARTS.join(', ')}; got '${unknown}'.`,
        [...FEED_PARTS],
        { kind: 'notTaken', parameter: 'include', value: unknown, allowed: [...FEED_PARTS] },
      );
    const { year } = args;
    const years = year === undefined ? subscriptionYears(loaded) : [year];
    if (year !== undefined) requireYear(loaded, year);
    const { workplace, inputs } = askedWorkplace(loaded, args, found.code, { first: years[0]!, last: years.at(-1)! });
    if (parts.has('school') && year !== undefined) requireSchoolYear(loaded, year);
    const data = stateFeedWriter()(loaded, { state: found, years, parts: parts as Set<FeedPart>, lang, workplace });
    return { data, inputs: { state: found.code, ...inputs } };
  },
});

export const marketCalendarFeed = question({
  summary: "iCalendar (RFC 5545) feed of a market's closures and half days",
  description:
    'All-day events: each weekday the market does not trade and each half day, for a year or, by default, the previous, current and next years.',
  parameters: {
    market: variant(MARKET, { ...MARKET.schema, maxLength: 24 }),
    year: optional(described(YEAR, 'One year; default (a subscription): the previous, the current and the next year')),
    lang: optional(LANG),
  },
  positional: ['market'],
  result: Type.String(),
  inputs: { market: Type.String() },
  answer: (loaded, args) => {
    const market = marketNamed(loaded, args.market.replace(/\.ics$/i, ''));
    const { year } = args;
    const first = market.firstDay;
    const years =
      year === undefined ? subscriptionYears(loaded).filter((one) => fromParts(one, 12, 31) >= first) : [year];
    if (year !== undefined) requireYear(loaded, year);
    requireMarketDays(loaded, market, fromParts(years[0] ?? year!, 1, 1));
    const lang = args.lang ?? 'en';
    return { data: marketFeedWriter()(loaded, { market, years, lang }), inputs: { market: market.id } };
  },
});

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
