import type { Calendar } from '../core/calendar.js';
import { formatIsoDate, fromParts, yearOf } from '../core/civil-date.js';
import type { MarketCalendar } from '../core/market-calendar.js';
import type { StateCode } from '../core/state.js';
import { nameInLanguage } from '../model/language.js';
import type { FeedLanguage } from '../model/parameters.js';
import { FEED_WORDS } from './feed-words.js';
import type { FeedCache } from './feed-cache.js';
import { type FeedEvent, type WrittenEvent, calendarText, headOf, writtenEvents } from './ical-feed.js';
import { MARKET_FEED_WORDS } from './market-feed-words.js';

/** What a market's feed is written from: the holidays that close it, the last gazetted year, the release date that stamps it, and what the feeds keep of what they wrote. */
interface MarketFeedSources {
  readonly calendar: Calendar;
  readonly gazetted: { readonly lastYear: number };
  readonly releaseDate: string;
  readonly feeds: FeedCache;
}

/** A market's feed asked for: the market, its years (in order) and its language. */
export interface MarketFeedQuestion {
  market: MarketCalendar;
  years: readonly number[];
  lang: FeedLanguage;
}

/**
 * The RFC 5545 calendar of a market: an event for each weekday it does not trade (with the
 * holidays that close it) and for each half day (with its close), by date. A day of a
 * projected year is tentative, as is a closure by a holiday not yet confirmed.
 */
export function marketFeed(sources: MarketFeedSources, question: MarketFeedQuestion): string {
  const { market, years, lang } = question;
  const words = MARKET_FEED_WORDS.get(lang)!;
  const name = market.file.name.en;
  const [firstYear, lastYear] = [years[0]!, years.at(-1)!];
  const head = sources.feeds.heads.get(['market', market.id, firstYear, lastYear, lang].join('|'), () =>
    headOf(words.calendarName(name), words.calendarDescription(name, firstYear, lastYear), lang),
  );
  return calendarText(head, marketEvents(sources, question));
}

/** The market's events of the feed asked, written, in date order. */
function marketEvents(sources: MarketFeedSources, { market, years, lang }: MarketFeedQuestion): WrittenEvent[] {
  const words = MARKET_FEED_WORDS.get(lang)!;
  const name = market.file.name.en;
  const state = market.file.holidaysOf as StateCode;
  const rules = sources.calendar.rulesOf(state);
  const events: FeedEvent[] = [];
  for (let day = fromParts(years[0]!, 1, 1); day <= fromParts(years.at(-1)!, 12, 31); day++) {
    const date = formatIsoDate(day);
    const projected = yearOf(day) > sources.gazetted.lastYear;
    const hours = market.hoursOn(day);
    if (hours?.halfDay === true) {
      const close = hours.sessions.at(-1)!.close;
      const description = words.halfDayDescription(close);
      events.push({
        id: `${date}-half-day`,
        startDate: date,
        endDate: date,
        summary: words.halfDay(name, close),
        description,
        category: words.category,
        tentative: projected,
        revision: undefined,
      });
    }
    if (hours !== undefined || rules.on(day)?.isWeekend(day) !== false) continue;
    const holidays = sources.calendar.holidaysOn(state, day).map((dated) => dated.holiday);
    const names = holidays.map((holiday) => nameInLanguage(holiday.name, lang)).join('; ');
    const description = holidays.length === 0 ? words.ownClosure : words.closedBy(names);
    const tentative =
      projected || holidays.some((holiday) => holiday.status === 'tentative' || holiday.estimated === true);
    events.push({
      id: `${date}-closed`,
      startDate: date,
      endDate: date,
      summary: words.closed(name),
      description,
      category: words.category,
      tentative,
      revision: undefined,
    });
  }
  return writtenEvents(events, { code: market.id }, FEED_WORDS.get(lang)!, sources.releaseDate, {
    holiday: false,
    models: sources.feeds.models,
  });
}
