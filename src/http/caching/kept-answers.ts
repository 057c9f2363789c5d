import { LRUCache } from 'lru-cache';
import { prefersCsv } from '../csv/csv-negotiation.js';
import type { Representation } from './representation.js';

/**
 * Bytes the kept answers may hold, counted as they are held: each answer's body and the
 * compressed forms made of it so far, its key, and a fixed allowance for the objects around
 * them. With the URLs that name them, the whole store stays under about 40 MiB
 * (docs/threat-model.md).
 */
const ANSWER_BYTES = 32 * 1024 * 1024;
/**
 * URLs that lead straight to a kept answer (the shortcut's index): each URL with the key of the
 * answer it leads to, never the answer itself, so that an answer let go is freed whatever URLs
 * named it, and a URL whose answer is gone leads nowhere.
 */
const URL_BYTES = 8 * 1024 * 1024;
/**
 * What one kept answer holds beyond its bytes: the Representation, its ready responses with
 * their header objects, the Buffers' own objects and the cache's slot (measured with
 * `node --expose-gc` over 5,000 answers: 1.2 KiB without compressed forms, 1.4 KiB with them).
 */
const ANSWER_OVERHEAD = 2048;
/** What one URL of the index holds beyond its two strings: the cache's slot and the strings' headers. */
const URL_OVERHEAD = 128;
// The bytes bound the objects too, each entry counting its overhead however small its bytes: at
// most 16,384 answers (32 MiB / 2 KiB) and 65,536 URLs (8 MiB / 128 B). Neither cache is given
// a `max`, for which lru-cache would allocate a slot for each of that many entries when the
// service starts (20-30 ms of a cold start here, docs/benchmarks.md, "Issue 41: the kept
// answers' slots").

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
  return (
    status === 200 &&
    isKeptRoute(routeUrl) &&
    (vary === undefined || vary.split(',').every((name) => KEPT_VARY.has(name.trim().toLowerCase())))
  );
}

/** What a request asks, once checked: its route and its parameters as the checks read them, the format among them (question.ts). */
export interface Question {
  /** The route's declared URL, `/v1/feed/ical/:state`: not the path as the client wrote it. */
  route: string;
  params: Readonly<Record<string, unknown>>;
  query: Readonly<Record<string, unknown>>;
}

/**
 * Successful answers of the API, kept by the question they answer: its route, its parameters
 * as checked and read (`year=02026` and `year=2026` are one question, so are `?&&year=2026` and
 * `%73tate`) with the format answered (`format=csv`, or CSV that Accept asks for) and the date in Kuala Lumpur (answers for "today", "next" and the default year change at
 * midnight there). The data is fixed for the life of the process, so a kept answer never goes
 * stale; the date in the key retires yesterday's. Filled by answers.ts.
 *
 * Beside them, an index of the URLs that lead straight to an answer, with the format Accept
 * asks for (a list answers CSV to `Accept: text/csv`, at the same URL), read by the kept-answer
 * shortcut before any parsing: only URLs in their plain spelling (question.ts, `isPlainUrl`)
 * enter it, so padding a URL makes no new entry anywhere, and such a request is answered from
 * the store once Fastify has read its question.
 */
export class KeptAnswers {
  readonly #answers = new LRUCache<string, Representation>({
    maxSize: ANSWER_BYTES,
    sizeCalculation: (representation, key) => representation.size + key.length + ANSWER_OVERHEAD,
  });
  /** A URL (with the format Accept asks for) to the key of its answer in #answers. */
  readonly #urls = new LRUCache<string, string>({
    maxSize: URL_BYTES,
    sizeCalculation: (answerKey, key) => key.length + answerKey.length + URL_OVERHEAD,
  });

  constructor(private readonly today: () => string) {}

  /** The answer a URL in its plain spelling leads to, before its question is read. */
  byUrl(url: string, accept: string | undefined): Representation | undefined {
    const answerKey = this.#urls.get(this.#urlKey(url, accept));
    return answerKey === undefined ? undefined : this.#answers.get(answerKey);
  }

  /** The answer to a checked question, asked with this Accept. */
  byQuestion(question: Question, accept: string | undefined): Representation | undefined {
    return this.#answers.get(this.#questionKey(question, accept));
  }

  /** Keeps the answer to a question asked with this Accept; `plainUrl`, when the request spelt it plainly, then leads to it too. */
  keep(
    question: Question,
    representation: Representation,
    plainUrl: string | undefined,
    accept: string | undefined,
  ): void {
    const answerKey = this.#questionKey(question, accept);
    this.#answers.set(answerKey, representation);
    // A compressed form made later is counted too: the entry is set again, and lru-cache counts
    // an entry's size only when it is set with another value.
    representation.onGrowth = () => {
      if (this.#answers.peek(answerKey) !== representation) return;
      this.#answers.delete(answerKey);
      this.#answers.set(answerKey, representation);
    };
    if (plainUrl !== undefined) this.index(plainUrl, accept, question);
  }

  /** Leads a URL in its plain spelling, asked with this Accept, straight to the kept answer to its question. */
  index(plainUrl: string, accept: string | undefined, question: Question): void {
    this.#urls.set(this.#urlKey(plainUrl, accept), this.#questionKey(question, accept));
  }

  #urlKey(url: string, accept: string | undefined): string {
    return `${this.today()} ${url}${prefersCsv(accept) ? ' csv' : ''}`;
  }

  /** An answer that says Vary: Accept without being a list (one CSV is chosen for) is still told apart by what Accept prefers. */
  #questionKey({ route, params, query }: Question, accept: string | undefined): string {
    return `${this.today()} ${route} ${sortedJson(params)} ${sortedJson(query)}${prefersCsv(accept) ? ' csv' : ''}`;
  }
}

/** An object's own values in the order of their names: the same question whatever order the URL gave them. */
function sortedJson(values: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(
    Object.keys(values)
      .sort()
      .map((name) => [name, values[name]]),
  );
}
