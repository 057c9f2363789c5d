import type { Static, TObject, TOptional, TProperties, TSchema } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';

/**
 * How a checked value reaches a question's answer: as checked (`value`); a date as the day
 * number the core counts in (`day`); a list as its entries (`list`). A list is written
 * comma-separated, and the HTTP service also reads one given several times
 * (`closed=a&closed=b`, as many clients send a list) as the same list joined with commas.
 */
export type Reading = 'value' | 'day' | 'list';

/**
 * One parameter, declared once (model/parameters.ts): every interface reads its facts here.
 * The schema (its description, default and examples) is what the library checks its argument
 * with, the HTTP API its query and OpenAPI document, and the MCP tools their input; the rest
 * is what the check and each interface need besides: how the value reaches the answer, the
 * command line's flag, a list's words, what a refusal suggests, the names callers give it
 * elsewhere. A question lists the parameters it takes.
 */
export interface Parameter<Name extends string = string, S extends TSchema = TSchema, R extends Reading = Reading> {
  readonly name: Name;
  readonly schema: S;
  readonly reading: R;
  /** Left out, the answer receives the schema's default (set by `defaulted`, for the question that takes it so). */
  readonly filled: boolean;
  /** The command line's one-letter flag, for the parameters people type most. */
  readonly flag: string | undefined;
  /** The words a list takes, each entry one of them, when they are few (the OpenAPI document lists them as its items). */
  readonly words: readonly string[] | undefined;
  /** What a refusal of it suggests when its schema lists no values: the state codes, for a state named any way. */
  readonly suggests: 'states' | undefined;
  /**
   * Names other calendar and date APIs (and Malay) give to what this parameter means, so that
   * `?from=` is answered "did you mean 'start'?": spelling alone would never get there.
   */
  readonly alsoCalled: readonly string[];
}

/**
 * A parameter's declaration: its name and schema, and those of its other facts that it has.
 * Every declaration has every field, in one order: the check reads them on every call.
 */
export function parameter<const Name extends string, S extends TSchema, R extends Reading = 'value'>(declared: {
  name: Name;
  schema: S;
  reading?: R;
  flag?: string;
  words?: readonly string[];
  suggests?: 'states';
  alsoCalled?: readonly string[];
}): Parameter<Name, S, R> {
  return {
    name: declared.name,
    schema: declared.schema,
    reading: declared.reading ?? ('value' as R),
    filled: false,
    flag: declared.flag,
    words: declared.words,
    suggests: declared.suggests,
    alsoCalled: declared.alsoCalled ?? [],
  };
}

/**
 * The same parameter (its name and every other fact) with another schema: the exam `type`
 * beside the holiday `type`, `limit` with the change log's bounds.
 */
export function variant<Name extends string, S extends TSchema, R extends Reading>(
  declared: Parameter<Name, TSchema, R>,
  schema: S,
): Parameter<Name, S, R> {
  return { ...declared, schema };
}

/** The same parameter, its schema described for the question that takes it. */
export function described<Name extends string, S extends TSchema, R extends Reading>(
  declared: Parameter<Name, S, R>,
  description: string,
): Parameter<Name, S, R> {
  return { ...declared, schema: { ...declared.schema, description } };
}

/** The parameter as a question takes it when it may be left out. */
export function optional<Name extends string, S extends TSchema, R extends Reading>(
  declared: Parameter<Name, S, R>,
): Parameter<Name, TOptional<S>, R> {
  return { ...declared, schema: Type.Optional(declared.schema) as TOptional<S> };
}

/** The parameter as a question takes it when it may be left out for its schema's default, which the answer then receives. */
export function defaulted<Name extends string, S extends TSchema, R extends Reading>(
  declared: Parameter<Name, S, R>,
): Parameter<Name, TOptional<S>, R> & { readonly filled: true } {
  return { ...optional(declared), filled: true };
}

/** A question's parameters by name; each key is its parameter's name. */
export type Parameters = Readonly<Record<string, Parameter>>;

/** The schemas of a question's parameters, by name. */
export type SchemasOf<P extends Parameters> = { [K in keyof P]: P[K]['schema'] };

/** A question's arguments as a caller gives them. */
export type WrittenArguments<P extends Parameters> =
  SchemasOf<P> extends infer S extends TProperties ? Static<TObject<S>> : never;

type ReadValue<Q extends Parameter> = Q['reading'] extends 'day'
  ? number
  : Q['reading'] extends 'list'
    ? readonly string[]
    : Static<Q['schema']>;
type LeftOut<P extends Parameters> = {
  [K in keyof P]: P[K] extends { filled: true } ? never : P[K]['schema'] extends TOptional<TSchema> ? K : never;
}[keyof P];

/** A question's arguments as its answer receives them: checked, each read as its declaration says, defaults filled. */
export type ReadArguments<P extends Parameters> = {
  [K in Exclude<keyof P, LeftOut<P>>]: ReadValue<P[K]>;
} & { [K in LeftOut<P>]?: ReadValue<P[K]> };
