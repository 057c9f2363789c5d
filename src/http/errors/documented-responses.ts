import { ErrorBody } from '../schemas/envelope.js';

const header = (description: string, type: 'string' | 'integer' = 'string') => ({ type, description });

/** Headers on every answer of the API. */
const COMMON_HEADERS = {
  'X-Request-Id': header(
    'The request id: the caller’s X-Request-Id when it is 1-128 characters of letters, digits and ._~:+/=-, otherwise a new UUID; in every log line of the request',
  ),
  'X-RateLimit-Limit': header('Requests allowed per minute to this client (IP, or IPv6 /64)', 'integer'),
  'X-RateLimit-Remaining': header('Requests left in the current minute', 'integer'),
  'X-RateLimit-Reset': header('Seconds until the count starts again', 'integer'),
};

/** Headers of a successful answer: its tag and lifetime, for caches and If-None-Match. */
const SUCCESS_HEADERS = {
  ...COMMON_HEADERS,
  ETag: header(
    'Strong tag of the answer’s bytes (a compressed answer’s carries its coding); send it back in If-None-Match to get a 304',
  ),
  'Cache-Control': header('public, max-age=3600 (86400 for past years and /states; 900 for /holidays/today)'),
};

const error = (description: string, headers: Record<string, unknown> = COMMON_HEADERS) => ({
  description,
  headers,
  content: { 'application/json': { schema: ErrorBody } },
});

/** Each error status the API answers, with its codes (the codes are in the envelope's `error.code`). */
const ERROR_RESPONSES = {
  400: error(
    'VALIDATION_ERROR: a parameter missing, malformed, out of bounds, not an allowed value, or unknown; the message names it, suggestions give valid values or a corrected form',
  ),
  404: error(
    'STATE_NOT_FOUND (an unknown state; suggestions: likely codes), YEAR_NOT_COVERED (outside the data; suggestions: the covered years) or NOT_FOUND (an unknown path)',
  ),
  405: error('METHOD_NOT_ALLOWED: only GET, HEAD and OPTIONS are answered', {
    ...COMMON_HEADERS,
    Allow: header('GET, HEAD, OPTIONS'),
  }),
  413: error('PAYLOAD_TOO_LARGE: a request body over the limit (the API reads none)'),
  414: error('URI_TOO_LONG: a URL over 8192 characters'),
  429: error(
    'RATE_LIMITED: over the requests allowed a minute; error.retryAfter and Retry-After say how many seconds to wait',
    {
      ...COMMON_HEADERS,
      'Retry-After': header('Seconds to wait before asking again', 'integer'),
    },
  ),
  431: error('HEADERS_TOO_LARGE: a request line and headers over 16 KB together'),
};

const NOT_MODIFIED = {
  type: 'null',
  description: 'Not Modified: the tag sent in If-None-Match is the answer’s (no body, no Content-Length)',
  headers: {
    ETag: SUCCESS_HEADERS.ETag,
    'Cache-Control': SUCCESS_HEADERS['Cache-Control'],
    'X-Request-Id': COMMON_HEADERS['X-Request-Id'],
  },
};

/**
 * A route's documented responses as the API sends them: the success with its headers (a
 * download with its Content-Disposition), 304, each error status with its codes and headers,
 * and 5xx. Fastify serialises with the same schemas; the headers are documentation only.
 */
export function documentedResponses(response: Record<string, unknown>): Record<string, unknown> {
  const success = response[200] as Record<string, unknown> & {
    content?: Record<string, unknown>;
    headers?: Record<string, unknown>;
  };
  const download =
    success.content?.['text/calendar'] === undefined
      ? {}
      : { 'Content-Disposition': header('attachment; filename="malaysia-calendar-{state}.ics"') };
  return {
    ...response,
    200: { ...success, headers: { ...SUCCESS_HEADERS, ...download, ...success.headers } },
    304: NOT_MODIFIED,
    ...ERROR_RESPONSES,
    '5xx': error('INTERNAL_ERROR (never with internals), or NOT_READY from /readyz while the instance drains'),
  };
}
