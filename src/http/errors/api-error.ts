import type { CalendarError } from 'malaysia-calendar';

/** Error codes of the API, with their HTTP status. */
const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  STATE_NOT_FOUND: 404,
  YEAR_NOT_COVERED: 404,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  /** A request body (this API reads none) over Fastify's body limit. */
  PAYLOAD_TOO_LARGE: 413,
  /** A URL over 8 KB. */
  URI_TOO_LONG: 414,
  RATE_LIMITED: 429,
  /** A request line and headers over Node's 16 KB together. */
  HEADERS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  /** /readyz while the instance drains for shutdown. */
  NOT_READY: 503,
} as const;

type ErrorCode = keyof typeof ERROR_STATUS;

/** An error the API answers with the error envelope. */
export class ApiError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly suggestions?: string[],
    readonly extra: { retryAfter?: number; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = ERROR_STATUS[code];
  }

  /**
   * The calendar's own errors keep their code, words and suggestions; a state that resembles
   * none is pointed to the API's list of states.
   */
  static from(error: CalendarError): ApiError {
    const hint =
      error.code === 'STATE_NOT_FOUND' && error.suggestions.length === 0
        ? ' See GET /v1/states for every code and alias.'
        : '';
    return new ApiError(error.code, `${error.message}${hint}`, error.suggestions);
  }

  toBody() {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.suggestions === undefined ? {} : { suggestions: this.suggestions }),
        ...(this.extra.retryAfter === undefined ? {} : { retryAfter: this.extra.retryAfter }),
      },
    };
  }
}
