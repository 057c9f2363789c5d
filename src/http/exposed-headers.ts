/** Headers browser code may read beyond the CORS-safelisted ones: ETags for caching, the rate limit, request ids for support, feed file names. */
export const EXPOSED_HEADERS = 'ETag, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After, X-Request-Id, Content-Disposition';
