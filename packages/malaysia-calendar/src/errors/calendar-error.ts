import type { Refusal } from './refusal.js';

/** The errors a calendar question can meet; the HTTP API answers each with its own status. */
export const CALENDAR_ERROR_CODES = ['VALIDATION_ERROR', 'STATE_NOT_FOUND', 'YEAR_NOT_COVERED'] as const;
export type CalendarErrorCode = (typeof CALENDAR_ERROR_CODES)[number];

/**
 * A question the calendar cannot answer as asked: the code, a message that says why, and what
 * to try instead; and, for the command line and the MCP server to say it in their reader's
 * language, what it says as values (`refusal`), which the HTTP API does not send.
 */
export class CalendarError extends Error {
  override name = 'CalendarError';

  constructor(
    readonly code: CalendarErrorCode,
    message: string,
    readonly suggestions: string[],
    readonly refusal?: Refusal,
  ) {
    super(message);
  }
}
