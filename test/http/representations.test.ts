import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appForTests } from '../support/fixtures.js';

const api = appForTests();
// About 50 KB of JSON: eight years of business days with their holidays.
const LONG = '/v1/business-days?start=2020-01-01&end=2027-12-31&state=selangor';
const SHORT = '/v1/holidays/check?date=2026-08-31&state=selangor';

const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ url, headers });

describe('compression', () => {
  it('sends gzip or Brotli when accepted, decoding to the same JSON, and says it varies', async () => {
    const plain = await get(LONG);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const gzip = await get(LONG, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    const brotli = await get(LONG, { 'accept-encoding': 'br;q=1, gzip;q=0.5' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
  });

  it('prefers Brotli when a browser accepts both equally, and sends neither when both are refused', async () => {
    // Chrome's and Firefox's Accept-Encoding list gzip first, all at quality 1.
    expect((await get(LONG, { 'accept-encoding': 'gzip, deflate, br, zstd' })).headers['content-encoding']).toBe('br');
    // RFC 9110 §12.5.3: "*" stands for any coding not listed, q=0 for "not acceptable".
    expect((await get(LONG, { 'accept-encoding': 'br;q=0, *;q=0' })).headers['content-encoding']).toBeUndefined();
  });

  it('reads the codings named in the first KiB of Accept-Encoding, and no further', async () => {
    // 100 ranges of 11 characters, then Brotli: past the part read, so the answer is plain.
    const ranges = 'deflate;q=1,'.repeat(100);
    expect((await get(LONG, { 'accept-encoding': `${ranges}br` })).headers['content-encoding']).toBeUndefined();
    expect((await get(LONG, { 'accept-encoding': `br,${ranges}` })).headers['content-encoding']).toBe('br');
  });

  it('leaves small answers as they are', async () => {
    const small = await get(SHORT, { 'accept-encoding': 'gzip, br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBe('accept-encoding');
    expect(small.json().data.date).toBe('2026-08-31');
  });

  it('gives each coding its own strong ETag', async () => {
    const plain = (await get(LONG)).headers.etag as string;
    const gzip = (await get(LONG, { 'accept-encoding': 'gzip' })).headers.etag as string;
    const brotli = (await get(LONG, { 'accept-encoding': 'br' })).headers.etag as string;
    expect(new Set([plain, gzip, brotli]).size).toBe(3);
    for (const tag of [plain, gzip, brotli]) expect(tag).toMatch(/^"[^"]+"$/);
  });
});

describe('conditional requests', () => {
  it('answers 304 to the tag of any coding, echoing the tag the client holds', async () => {
    const gzipTag = (await get(LONG, { 'accept-encoding': 'gzip' })).headers.etag as string;
    const revalidated = await get(LONG, { 'accept-encoding': 'gzip', 'if-none-match': gzipTag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(gzipTag);
    expect(revalidated.headers.vary).toContain('accept-encoding');
    const plainTag = (await get(LONG)).headers.etag as string;
    expect((await get(LONG, { 'if-none-match': plainTag })).statusCode).toBe(304);
  });

  it('matches a tag within a list, a weak tag and "*"', async () => {
    const tag = (await get(SHORT)).headers.etag as string;
    expect((await get(SHORT, { 'if-none-match': `"other", ${tag}` })).statusCode).toBe(304);
    expect((await get(SHORT, { 'if-none-match': `W/${tag}` })).statusCode).toBe(304);
    expect((await get(SHORT, { 'if-none-match': '*' })).statusCode).toBe(304);
  });

  it('answers 200 to a tag of another answer', async () => {
    const other = (await get('/v1/holidays/check?date=2026-09-01&state=selangor')).headers.etag as string;
    const response = await get(SHORT, { 'if-none-match': other });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.date).toBe('2026-08-31');
  });

  it('never turns an error into a 304', async () => {
    const error = await get('/v1/holidays/check?date=2026-02-30&state=selangor');
    expect(error.statusCode).toBe(400);
    const again = await get('/v1/holidays/check?date=2026-02-30&state=selangor', { 'if-none-match': '*' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('VALIDATION_ERROR');
  });
});
