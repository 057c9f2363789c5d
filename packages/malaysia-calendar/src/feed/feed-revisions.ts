import type { ChangelogEntry } from '../model/changelog.js';

/** How often a record was changed after it was added, and when it last changed: an event's SEQUENCE and LAST-MODIFIED. */
export interface Revision {
  lastModified: string;
  sequence: number;
}

/**
 * Each record's revision, read from the change log (newest entry first), so that a calendar
 * app that already holds an event replaces it when its record is edited: RFC 5545 has an
 * organizer raise SEQUENCE with each significant change, and clients compare it.
 */
export class FeedRevisions {
  private readonly revisions = new Map<string, Revision>();

  constructor(changelog: readonly ChangelogEntry[]) {
    for (const entry of changelog) {
      for (const change of entry.changes) {
        const known = this.revisions.get(change.id) ?? { lastModified: entry.date, sequence: 0 };
        if (change.action !== 'added') known.sequence++;
        this.revisions.set(change.id, known);
      }
    }
  }

  of(id: string): Revision | undefined {
    return this.revisions.get(id);
  }
}
