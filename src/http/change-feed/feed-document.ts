import type { ChangeFeed, FeedLanguage } from 'malaysia-calendar';
import type { SiteLinks } from '../../links/site-links.js';

/** A change feed with its addresses: what the Atom and JSON Feed writers put into words. */
export interface FeedDocument {
  feed: ChangeFeed;
  lang: FeedLanguage;
  /** The feed's own address (its state and language in the query). */
  self: string;
  /** The page for people the feed belongs to. */
  home: string;
  /** Each entry's page: the day on the year view. */
  links: Map<string, string>;
  /** Stable ids, the same in both formats. */
  feedId: string;
  entryId(entryId: string): string;
  /** `YYYY-MM-DD` as the RFC 3339 instant it begins in Kuala Lumpur. */
  instant(date: string): string;
}

/** Whose ids these are: a tag URI (RFC 4151) names them the same on every host and after every restart. */
const TAG = 'tag:malaysia-calendar-service,2026';

/**
 * The addresses and ids of a change feed. An entry links to its day on the year view of the
 * feed's state, else of the one state it touches; an entry of several or every state, in a
 * feed of every state, links to the landing page. Links are absolute, from the site's links.
 */
export function feedDocument(
  feed: ChangeFeed,
  query: { state: string | null; lang: FeedLanguage },
  links: SiteLinks,
  path: string,
): FeedDocument {
  const { state, lang } = query;
  const parameters = new URLSearchParams({ ...(state === null ? {} : { state }), lang });
  const home = `${links.origin}${state === null ? links.landing(lang) : links.landing(lang, state)}`;
  const pages = new Map<string, string>();
  for (const entry of feed.entries) {
    const only = state ?? (entry.states.length === 1 && entry.states[0] !== '*' ? entry.states[0]! : undefined);
    pages.set(
      entry.id,
      only === undefined || entry.day === null
        ? home
        : `${links.origin}${links.year(only, Number(entry.day.slice(0, 4)), lang)}#${entry.day}`,
    );
  }
  return {
    feed,
    lang,
    self: `${links.origin}${path}?${parameters}`,
    home,
    links: pages,
    feedId: `${TAG}:changes/${state ?? 'all'}/${lang}`,
    entryId: (entryId) => `${TAG}:change/${entryId}`,
    instant: (date) => `${date}T00:00:00+08:00`,
  };
}
