import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';
import { CONTENT_CODINGS, identityTag, listedTags, taggedWithCoding } from './entity-tag.js';

type ContentCoding = (typeof CONTENT_CODINGS)[number];

/** What to send: status, headers and body. */
interface Response {
  status: number;
  headers: Readonly<Record<string, string>>;
  /** None on a 304: then no Content-Length is sent either (RFC 9110 §8.6: it would have to be the representation's). */
  body: Buffer | undefined;
}

/** Answers smaller than this are sent as they are: compressing them saves too little. */
const COMPRESSION_THRESHOLD = 1024;
/**
 * Accept-Encoding is read up to here: a browser's is under 40 characters, and the negotiator's
 * work grows with the ranges (1,250 of them in 15 KB cost as much as answering the request).
 */
const ACCEPT_ENCODING_READ = 1024;
/** Brotli at quality 4 compresses almost as well as the default 11 at a small part of its cost. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
/**
 * Answers larger than this (a century's list, a workplace's feed of its own days) are compressed
 * at the fastest levels, Brotli 1 and gzip 1: most are made for one client, and compressing a
 * 765 KB century at Brotli 4 and gzip 6 took 4.8 and 5.4 ms, the costliest part of the answer,
 * against 0.9 and 1.8 ms, for a body 40 % larger (docs/threat-model.md, "Cost per request").
 */
const LARGE_ANSWER = 128 * 1024;
const BROTLI_FASTEST = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
const GZIP_FASTEST = { level: 1 };
/**
 * negotiator 1.x ranks codings of equal quality by the server's preference when given one (br
 * before gzip, as the codings are listed); @types/negotiator, written for 0.6, does not declare
 * that argument.
 */
const preferredCoding = Negotiator.prototype.encoding as (
  this: Negotiator,
  available: readonly string[],
  options: { preferred: readonly string[] },
) => string | undefined;

/**
 * One answer's bytes, worked out once: the body, its strong ETag (SHA-1 of the bytes, in
 * base64) and, for 1 KB or more, its Brotli and gzip forms, each made the first time a request
 * prefers it (a client that takes Brotli never costs a gzip). Every response is sent from one,
 * so hashing and compressing cost once per answer and coding, not once per request. `onGrowth`
 * is told when a compressed form is added, so that a store that keeps the answer counts it.
 */
export class Representation {
  readonly etag: string;
  private readonly codings = new Map<ContentCoding, Buffer>();
  private readonly identity: Response;
  private readonly coded = new Map<ContentCoding, Response>();
  private readonly compressible: boolean;
  onGrowth: (() => void) | undefined;

  constructor(
    readonly status: number,
    readonly body: Buffer,
    /** Headers of the answer itself (type, caching, CORS, disposition), not of one request. */
    readonly headers: Readonly<Record<string, string>>,
  ) {
    this.etag = `"${createHash('sha1').update(body).digest('base64')}"`;
    this.compressible = body.length >= COMPRESSION_THRESHOLD;
    this.identity = this.response(null);
  }

  /** Accept-Encoding added to what the answer already varies by (a page's Accept-Language). */
  private get vary(): string {
    return this.headers.vary === undefined ? 'accept-encoding' : `${this.headers.vary}, accept-encoding`;
  }

  /** Bytes held: the body and the compressed forms made so far. */
  get size(): number {
    let size = this.body.length;
    for (const coded of this.codings.values()) size += coded.length;
    return size;
  }

  /**
   * What to send for one request: a 304 for a successful answer the client already holds
   * (If-None-Match: a listed tag of any coding, weak or strong, or "*"; without it,
   * If-Modified-Since not before an answer's Last-Modified, as RFC 9110 §13.2.2 orders them);
   * otherwise the coding its Accept-Encoding prefers (never for HEAD, which describes the
   * uncompressed answer), with that coding's ETag. Success and 304 say they vary by Accept-Encoding.
   */
  responseTo(
    method: string,
    acceptEncoding: string | undefined,
    ifNoneMatch: string | undefined,
    ifModifiedSince?: string,
  ): Response {
    if (this.status === 200 && ifNoneMatch !== undefined) {
      const held = listedTags(ifNoneMatch).find((tag) => tag === '*' || identityTag(tag) === this.etag);
      // The client holds the representation it named: its tag is echoed as it was sent.
      const etag = held === undefined || held === '*' ? this.etag : held.startsWith('W/') ? held.slice(2) : held;
      if (held !== undefined)
        return { status: 304, headers: { ...this.headers, etag, vary: this.vary }, body: undefined };
    } else if (this.status === 200 && ifModifiedSince !== undefined && this.headers['last-modified'] !== undefined) {
      // An unreadable date is ignored (Date.parse gives NaN, and the comparison is false).
      if (Date.parse(ifModifiedSince) >= Date.parse(this.headers['last-modified']))
        return { status: 304, headers: { ...this.headers, etag: this.etag, vary: this.vary }, body: undefined };
    }
    const coding = method === 'HEAD' || acceptEncoding === undefined ? null : this.codingFor(acceptEncoding);
    return coding === null ? this.identity : this.codedResponse(coding);
  }

  /** The response in a coding, compressed the first time it is asked for. */
  private codedResponse(coding: ContentCoding): Response {
    let response = this.coded.get(coding);
    if (response === undefined) {
      // Copied out: zlib's result is a view of its 16 KiB output chunk, which it would keep alive.
      const large = this.body.length > LARGE_ANSWER;
      const compressed =
        coding === 'br'
          ? brotliCompressSync(this.body, large ? BROTLI_FASTEST : BROTLI_OPTIONS)
          : gzipSync(this.body, large ? GZIP_FASTEST : undefined);
      this.codings.set(coding, Buffer.from(compressed));
      response = this.response(coding);
      this.coded.set(coding, response);
      this.onGrowth?.();
    }
    return response;
  }

  /** The response in one coding (null: as it is), worked out once. */
  private response(coding: ContentCoding | null): Response {
    const headers: Record<string, string> = {
      ...this.headers,
      etag: coding === null ? this.etag : taggedWithCoding(this.etag, coding),
    };
    if (coding !== null) headers['content-encoding'] = coding;
    if (coding !== null || this.status === 200) headers.vary = this.vary;
    return { status: this.status, headers, body: coding === null ? this.body : this.codings.get(coding)! };
  }

  private codingFor(acceptEncoding: string): ContentCoding | null {
    if (!this.compressible) return null;
    // "*" and x-gzip ask for gzip (RFC 9110 §12.5.3).
    const read = acceptEncoding.slice(0, ACCEPT_ENCODING_READ);
    const headers = { 'accept-encoding': read.toLowerCase().replace(/\*|x-gzip/g, 'gzip') };
    const coding = preferredCoding.call(new Negotiator({ headers }), CONTENT_CODINGS, { preferred: CONTENT_CODINGS });
    return (coding as ContentCoding | undefined) ?? null;
  }
}
