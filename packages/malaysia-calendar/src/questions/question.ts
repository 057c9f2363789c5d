import type { Static, TObject, TProperties, TSchema } from '@sinclair/typebox';
import type { LoadedCalendar } from '../loading/loaded-calendar.js';
import type { Parameter, Parameters, ReadArguments, WrittenArguments } from '../model/parameter.js';

/** The days an answer read (day numbers), for whom (null: any state): what `estimated` is reckoned on. */
export interface Basis {
  first: number;
  last: number;
  state?: string | null;
}

/** What a question's answer function gives: the answer, the inputs it computed, and the days it read. */
export interface Resolved<Data, Inputs> {
  data: Data;
  /**
   * The inputs the answer computed (a default of the clock's, the state as its canonical code,
   * null when none was asked); those the question's `inputs` echo as given (`echo`) are added.
   */
  inputs: Inputs;
  /** The days the answer rests on; none for an answer that reads no holiday (states, the school calendar, the change log). */
  basis?: Basis;
  /** Said with an answer that rests on projected days, where the answer would otherwise mislead (an empty default list). */
  estimateNote?: string;
}

/**
 * One question of the calendar, declared once: every interface (the library's methods, the
 * HTTP API and its OpenAPI document, the MCP tools, the command line) reads its words,
 * parameters and answer from here.
 */
export interface Question<P extends Parameters = Parameters, Data = unknown, I extends TProperties = TProperties> {
  /** One line: the OpenAPI summary, the MCP tool's title, the command's help line. */
  summary: string;
  /** The one text that explains the question: the OpenAPI description, the MCP tool's, the command's help. */
  description: string;
  /** The parameters it takes, by name (model/parameters.ts declares each): the library checks its arguments with their schemas, the API its query. */
  parameters: P;
  /** The parameters a method takes one by one, before an object with the others (`check(date, state)`). */
  positional: readonly (keyof P & string)[];
  /** Parameters only a program in process gives (a fixed "today"), not offered over HTTP or MCP. */
  inProcess?: readonly (keyof P & string)[];
  /**
   * Parameters that may stand in place of a required one, each naming the one it replaces
   * (`{ market: 'state' }`): the replaced one is declared optional and required only when no
   * stand-in is given; given together they are refused, naming both.
   */
  insteadOf?: Readonly<Record<string, string>>;
  /** The schema of the answer (the API's `data`). */
  result: TSchema;
  /** The schemas of the inputs it echoes, in order (the API's `meta`): what its answer computes, and the parameters echoed as given (`echo`). */
  inputs: I;
  /** What the note of an answer resting on projected days says, for a question whose answers may carry one. */
  note?: string;
  /** A list answer's records, as CSV rows: where they are when the answer is not the list itself. */
  records?: AnswerRecords;
  /** The answer, of the arguments checked and read as their declarations say. */
  answer(loaded: LoadedCalendar, args: ReadArguments<P>): Resolved<Data, Partial<Static<TObject<I>>>>;
}

/**
 * Where an answer's records are, for its CSV: the answer itself (a list), the list in one of
 * its fields (`field`), or rows made from it (`rows`, for an answer of several lists).
 */
export interface AnswerRecords {
  schema: TSchema;
  field?: string;
  rows?: (data: never) => readonly unknown[];
}

/** The records of an answer, as its declaration says where they are. */
export function recordsOf(records: AnswerRecords, data: unknown): readonly unknown[] {
  if (records.rows !== undefined) return records.rows(data as never);
  return (records.field === undefined ? data : (data as Record<string, unknown>)[records.field]) as unknown[];
}

/** A question as declared, its types kept (the positional names as a tuple, for the methods' signatures). */
export function question<
  P extends Parameters,
  Data,
  I extends TProperties,
  const N extends readonly (keyof P & string)[],
>(
  declared: Question<P, Data, I> & { positional: N; parameters: { [K in keyof P]: Parameter<K & string> } },
): Omit<Question<P, Data, I>, 'positional'> & { positional: N } {
  return declared;
}

/** An answer with what it rested on: `estimated` when it rests on a projected day, and then a note where one helps. */
export interface Answer<Data, Inputs> {
  data: Data;
  inputs: Inputs;
  estimated: boolean;
  note?: string;
}

/** The arguments a question takes, as an object. */
export type ArgumentsOf<Q> = Q extends Question<infer P, unknown, TProperties> ? WrittenArguments<P> : never;
export type DataOf<Q> = Q extends Question<Parameters, infer Data, TProperties> ? Data : never;
export type InputsOf<Q> = Q extends Question<Parameters, unknown, infer I> ? Static<TObject<I>> : never;

/** The positional arguments of a method: an optional one stays optional when all after it are. */
type Positional<A, N extends readonly unknown[]> = N extends readonly [infer H extends keyof A, ...infer R]
  ? undefined extends A[H]
    ? [] extends Positional<A, R>
      ? [A[H]?, ...Positional<A, R>]
      : [A[H], ...Positional<A, R>]
    : [A[H], ...Positional<A, R>]
  : [];

type Rest<A, N extends readonly unknown[]> = Omit<A, N[number] & keyof A>;

/** A method's arguments: the positional ones, then an object with the rest (required when one of them is). */
export type MethodArguments<Q> = Q extends { positional: infer N extends readonly unknown[] }
  ? keyof Rest<ArgumentsOf<Q>, N> extends never
    ? Positional<ArgumentsOf<Q>, N>
    : // biome-ignore lint/complexity/noBannedTypes: {} is the empty object here: `{} extends R` holds when every property of R is optional.
      {} extends Rest<ArgumentsOf<Q>, N>
      ? [...Positional<ArgumentsOf<Q>, N>, options?: Rest<ArgumentsOf<Q>, N>]
      : [...Positional<ArgumentsOf<Q>, N>, options: Rest<ArgumentsOf<Q>, N>]
  : never;

/** The arguments of a method call as one object, by the question's positional names. */
export function argumentsOf(question: Question, values: readonly unknown[]): Record<string, unknown> {
  const named: Record<string, unknown> = { ...(values[question.positional.length] as object | undefined) };
  question.positional.forEach((name, index) => {
    if (values[index] !== undefined) named[name] = values[index];
  });
  return named;
}
