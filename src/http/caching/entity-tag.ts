/**
 * Entity tags of one resource in its content codings. A Representation (representation.ts)
 * tags the JSON (or iCal) bytes; a compressed response is different bytes, so it carries
 * that tag with the coding appended ("<hash>-gzip"), as RFC 9110 §8.8.3 asks of a strong
 * validator. The hash is base64, which never contains "-", so the suffix is unambiguous.
 */
export const CONTENT_CODINGS = ['br', 'gzip'] as const;

const CODED_TAG = new RegExp(`-(?:${CONTENT_CODINGS.join('|')})"$`);

/** The tag of the same bytes sent with `coding`: "abc" → "abc-gzip". */
export function taggedWithCoding(tag: string, coding: string): string {
  return `${tag.slice(0, -1)}-${coding}"`;
}

/** The tag of the uncompressed bytes, for a tag in any coding; weakness is ignored (weak comparison). */
export function identityTag(tag: string): string {
  const opaque = tag.startsWith('W/') ? tag.slice(2) : tag;
  return opaque.replace(CODED_TAG, '"');
}

/** The entity tags listed in an If-None-Match header ("*" stands alone). */
export function listedTags(header: string): string[] {
  return header.match(/\*|(?:W\/)?"[^"]*"/g) ?? [];
}
