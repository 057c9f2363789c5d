import type { FeedDocument } from './feed-document.js';

/** The change feed as JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/): the same entries, ids and links as the Atom feed. */
export function jsonFeed(document: FeedDocument): string {
  const { feed } = document;
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: feed.title,
    home_page_url: document.home,
    feed_url: document.self,
    language: document.lang,
    authors: [{ name: 'Malaysian Calendar Service' }],
    items: feed.entries.map((entry) => ({
      id: document.entryId(entry.id),
      url: document.links.get(entry.id),
      title: entry.title,
      summary: entry.summary,
      content_text: `${entry.summary}${entry.note === null ? '' : `\n\n${entry.note}`}`,
      date_published: document.instant(entry.date),
      tags: entry.states,
    })),
  });
}
