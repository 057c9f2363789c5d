import { LRUCache } from 'lru-cache';
import { prefersCsv } from '../csv/csv-negotiation.js';
import type { Representation } from './representation.js';

/** Bytes of answers kept: a few thousand typical answers, well inside the memory budget. */
const CACHE_BYTES = 32 * 1024 * 1024;

/** The API's own routes, whose answers are kept: not the docs page's files. */
export function isKeptRoute(url: string | undefined): boolean {
  return url !== undefined && url.startsWith('/v1') && !url.startsWith('/v1/docs');
}

/** The request headers a kept answer may vary by: the coding is chosen per request (representation.ts), the format is in the key. */
const KEPT_VARY = new Set(['accept-encoding', 'accept']);

/**
 * Whether an answer may be kept and sent again to any request for its URL and format: a success
 * of the API's own routes whose `Vary` names nothing but Accept-Encoding and Accept. An answer
 * that varies by anything else (Accept-Language, Host…) depends on more than the key, and is
 * never kept.
 */
export function isKeptAnswer(status: number, routeUrl: string | undefined, vary: string | undefined): boolean {
  return status === 200 && isKeptRoute(routeUrl) && (vary === undefined || vary.split(',').every((name) => KEPT_VARY.has(name.trim().toLowerCase())));
}

/**
 * Successful answers of the API, kept by their URL, the format Accept asks for (a list answers
 * CSV to `Accept: text/csv`, at the same URL) and the date in Kuala Lumpur (answers for
 * "today", "next" and the default year change at midnight there). The data is fixed for the
 * life of the process, so a kept answer never goes stale; the date in the key retires
 * yesterday's. Filled by answers.ts, read by it and by the kept-answer shortcut.
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
