/** Who may read the answers from a browser: any origin (the contract's `Access-Control-Allow-Origin: *`). */
export const CORS_ORIGIN = '*';

/** The methods the API answers, in CORS preflights and in a 405's `Allow`. */
export const READ_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/** Headers browser code may read beyond the CORS-safelisted ones: ETags for caching, the rate limit, request ids for support, feed file names. */
export const EXPOSED_HEADERS = 'ETag, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After, X-Request-Id, Content-Disposition';
