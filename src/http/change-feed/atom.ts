import type { FeedDocument } from './feed-document.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the control characters XML 1.0 forbids, matched to be left out.
const FORBIDDEN_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text as XML character data or an attribute value: the five markup characters escaped, characters XML 1.0 forbids left out. */
function xml(text: string): string {
  return text.replace(FORBIDDEN_IN_XML, '').replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/**
 * The change feed as Atom 1.0 (RFC 4287): a handful of elements, every text escaped by `xml`.
 * Written here rather than with a feed library: see docs/architecture.md ("Change feeds").
 */
export function atomFeed(document: FeedDocument): string {
  const { feed } = document;
  const entries = feed.entries.map(
    (entry) => `  <entry>
    <id>${xml(document.entryId(entry.id))}</id>
    <title>${xml(entry.title)}</title>
    <updated>${document.instant(entry.date)}</updated>
    <link rel="alternate" type="text/html" href="${xml(document.links.get(entry.id)!)}"/>
    <summary>${xml(entry.summary)}</summary>
    <content type="text">${xml(`${entry.summary}${entry.note === null ? '' : `\n\n${entry.note}`}`)}</content>
${entry.states.map((code) => `    <category term="${xml(code)}"/>\n`).join('')}  </entry>
`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${document.lang}">
  <id>${xml(document.feedId)}</id>
  <title>${xml(feed.title)}</title>
  <updated>${document.instant(feed.updated)}</updated>
  <author><name>Malaysian Calendar Service</name></author>
  <link rel="self" type="application/atom+xml" href="${xml(document.self)}"/>
  <link rel="alternate" type="text/html" href="${xml(document.home)}"/>
${entries.join('')}</feed>
`;
}
