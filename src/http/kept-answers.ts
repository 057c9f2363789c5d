import { LRUCache } from 'lru-cache';
import { prefersCsv } from './csv-negotiation.js';
import type { Representation } from './representation.js';

/** Bytes of answers kept: a few thousand typical answers, well inside the memory budget. */
const CACHE_BYTES = 32 * 1024 * 1024;

/** The API's own routes, whose answers are kept: not the docs page's files. */
export function isKeptRoute(url: string | undefined): boolean {
  return url !== undefined && url.startsWith('/v1') && !url.startsWith('/v1/docs');
}

/**
 * Successful answers of the API, kept by their URL, the format Accept asks for (a list answers
 * CSV to `Accept: text/csv`, at the same URL) and the date in Kuala Lumpur (answers for
 * "today", "next" and the default year change at midnight there). The data is fixed for the
 * life of the process, so a kept answer never goes stale; the date in the key retires
 * yesterday's. Filled by plugins/answers.ts, read by it and by the kept-answer shortcut.
 */
export class KeptAnswers {
  readonly #kept = new LRUCache<string, Representation>({ maxSize: CACHE_BYTES, sizeCalculation: (representation) => Math.max(1, representation.size) });

  constructor(private readonly today: () => string) {}

  get(url: string, accept: string | undefined): Representation | undefined {
    return this.#kept.get(this.#key(url, accept));
  }

  keep(url: string, accept: string | undefined, representation: Representation): void {
    this.#kept.set(this.#key(url, accept), representation);
  }

  #key(url: string, accept: string | undefined): string {
    return `${this.today()} ${url}${prefersCsv(accept) ? ' csv' : ''}`;
  }
}
