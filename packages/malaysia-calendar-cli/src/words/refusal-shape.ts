import type { Refusal, RefusalKind } from 'malaysia-calendar';

/**
 * How a refusal names a parameter: the command line by what a person types (`--state`,
 * `<date>`), the MCP server as its tools take them (`'state'`, or the language's phrase).
 */
export type Naming = (parameter: string) => string;

/** A refusal's sentence, for each kind, in one language. */
export type RefusalSentences = {
  [K in RefusalKind]: (refusal: Extract<Refusal, { kind: K }>, name: Naming) => string;
};

/** A language's words for the calendar's refusals (refusal-words.ts). */
export interface RefusalWords {
  sentences: RefusalSentences;
  /** A parameter as the MCP server names it in this language. */
  parameter: Naming;
  /** Between a flag and what it says (`--state: …`). */
  colon: string;
  /** After a state that resembles none: where the list of states is, on the command line and in the MCP server. */
  statesCommand: string;
  statesTool: string;
}
