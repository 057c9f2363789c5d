/**
 * What a refusal says, as values rather than words: its kind and what it names (the parameter,
 * the rule's limits, the value given, the years covered). The library's message is one
 * rendering of it, in English; the command line and the MCP server render it in their reader's
 * language. The HTTP API never sends it: its error envelope is code, message and suggestions.
 */
export type Refusal =
  | { kind: 'required'; parameter: string }
  | { kind: 'empty'; parameter: string }
  | { kind: 'tooLong'; parameter: string; maxLength: number }
  /** A value not in its parameter's pattern; `description` is the pattern in words, when the schema gives one. */
  | { kind: 'notWritten'; parameter: string; value: string; description?: string }
  | { kind: 'notDate'; parameter: string; value: string }
  | { kind: 'notAllowed'; parameter: string; value: string; allowed: string[] }
  | { kind: 'outOfRange'; parameter: string; value: string; minimum?: number; maximum?: number }
  /** `type` is JSON Schema's (integer, string, boolean …); an integer's bounds when it has a minimum. */
  | { kind: 'wrongType'; parameter: string; value: string; type?: string; minimum?: number; maximum?: number }
  | { kind: 'brokenRule'; parameter: string; rule: string }
  /** `names` as quoted back (at most 64 characters), each with the name it likely meant; `more` left unnamed. */
  | { kind: 'unknownParameters'; names: { name: string; meant?: string }[]; more: number; known: string[] }
  | { kind: 'notDecimal'; parameter: string; value: string }
  | { kind: 'overlongInteger'; parameter: string; length: number; limit: number }
  | { kind: 'givenTogether'; parameters: [string, string] }
  | { kind: 'startAfterEnd' }
  /** A leave plan's `start` or `end` in another year than the plan's. */
  | { kind: 'outsidePlanYear'; parameter: string; year: number }
  | { kind: 'stateNotFound'; text: string; suggestions: string[] }
  /** A question outside the years answered (first to last); the gazetted years within them. */
  | (UncoveredQuestion & Uncovered)
  | { kind: 'estimatesExcluded'; year: number; first: number; last: number }
  /** A school year after the last published, or before the first kept; `years`, those kept. */
  | { kind: 'schoolNotPublished'; year: number; years: number[] }
  | { kind: 'noSchoolCalendar'; year: number; years: number[] }
  | { kind: 'noExams'; year: number; years: number[] }
  | { kind: 'stateOrGroup' }
  /** A school group given with a state that is in another group on the day asked. */
  | { kind: 'groupMismatch'; group: string; state: string; stateGroup: string }
  | { kind: 'statusNotAllowed'; value: string; statuses: string[]; all: string }
  /** A value outside a list parameter's words (`include`), quoted as given. */
  | { kind: 'notTaken'; parameter: string; value: string; allowed: string[] }
  /** A workplace parameter that only `holidays=paid` reads. */
  | { kind: 'paidOnly'; parameter: string }
  | { kind: 'restDayWorked'; day: string }
  | { kind: 'notWeekday'; value: string }
  | { kind: 'notWorkweek'; value: string }
  | { kind: 'noDayOff' }
  | { kind: 'closedAndOpen'; date: string }
  | { kind: 'tooManyEntries'; parameter: string; count: number; limit: number }
  | { kind: 'backwardRange'; parameter: string; range: string }
  | { kind: 'notDateIn'; parameter: string; value: string }
  | { kind: 'dateNotCoveredIn'; parameter: string; value: string; first: number; last: number }
  /** A day outside the years a market (its English name and id) is answered for. */
  | { kind: 'marketNotCovered'; year: number; market: string; id: string; first: number; last: number }
  | { kind: 'tooManyChosen'; count: number; state: string; year: number; allowed: number }
  /** A `chosen` entry that names no holiday of the state in the years asked (`2026`, or `2026-2027`). */
  | { kind: 'notAHoliday'; value: string; state: string; years: string };

/**
 * What was asked outside the years answered: a year, or a day's year; the business day a roll
 * reaches from a date, or `days` business days on from it (before it when negative).
 */
export type UncoveredQuestion =
  | { kind: 'yearNotCovered'; year: number }
  | { kind: 'dayNotCovered'; year: number }
  | { kind: 'rollNotCovered'; roll: string; date: string }
  | { kind: 'stepsNotCovered'; days: number; date: string };

interface Uncovered {
  first: number;
  last: number;
  gazetted: [number, number];
}

export type RefusalKind = Refusal['kind'];
