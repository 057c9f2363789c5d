import { Type } from '@sinclair/typebox';
import type { FeedDocument } from './feed-document.js';

/** The JSON Feed 1.1 document as this service writes it, for the OpenAPI document. */
export const JsonFeed = Type.Object(
  {
    version: Type.Literal('https://jsonfeed.org/version/1.1'),
    title: Type.String(),
    home_page_url: Type.String({ format: 'uri' }),
    feed_url: Type.String({ format: 'uri' }),
    language: Type.String(),
    authors: Type.Array(Type.Object({ name: Type.String() })),
    items: Type.Array(
      Type.Object({
        id: Type.String({ description: 'A tag URI (RFC 4151), the same as the Atom entry id' }),
        url: Type.String({ format: 'uri', description: 'The day on the year view' }),
        title: Type.String(),
        summary: Type.String(),
        content_text: Type.String(),
        date_published: Type.String({ format: 'date-time' }),
        tags: Type.Array(Type.String(), {
          description: 'The canonical codes of the states whose records changed, or "*" for every state',
        }),
      }),
    ),
  },
  { title: 'JsonFeed' },
);

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
