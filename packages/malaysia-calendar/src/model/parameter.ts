import type { Static, TObject, TOptional, TProperties, TSchema } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';

/**
 * One parameter, declared once (model/parameters.ts): every interface reads its facts here.
 * The schema (its description, default and examples) is what the library checks its argument
 * with, the HTTP API its query and OpenAPI document, and the MCP tools their input; the rest
 * is what each interface needs besides: the command line's flag, whether the value is a list,
 * the names callers give it elsewhere. A question lists the parameters it takes.
 */
export interface Parameter<Name extends string = string, S extends TSchema = TSchema> {
  readonly name: Name;
  readonly schema: S;
  /**
   * Written comma-separated; the HTTP service also reads one given several times
   * (`closed=a&closed=b`, as many clients send a list) as the same list joined with commas.
   */
  readonly list: boolean;
  /** The command line's one-letter flag, for the parameters people type most. */
  readonly flag?: string;
  /**
   * Names other calendar and date APIs (and Malay) give to what this parameter means, so that
   * `?from=` is answered "did you mean 'start'?": spelling alone would never get there.
   */
  readonly alsoCalled: readonly string[];
}

/** A parameter's declaration: its name and schema, and those of its other facts that it has. */
export function parameter<const Name extends string, S extends TSchema>(declared: {
  name: Name;
  schema: S;
  list?: boolean;
  flag?: string;
  alsoCalled?: readonly string[];
}): Parameter<Name, S> {
  return {
    name: declared.name,
    schema: declared.schema,
    list: declared.list ?? false,
    ...(declared.flag === undefined ? {} : { flag: declared.flag }),
    alsoCalled: declared.alsoCalled ?? [],
  };
}

/**
 * The same parameter (its name and every other fact) with another schema: the exam `type`
 * beside the holiday `type`, `limit` with the change log's bounds.
 */
export function variant<Name extends string, S extends TSchema>(
  declared: Parameter<Name>,
  schema: S,
): Parameter<Name, S> {
  return { ...declared, schema };
}

/** The same parameter, its schema described for the question that takes it. */
export function described<Name extends string, S extends TSchema>(
  declared: Parameter<Name, S>,
  description: string,
): Parameter<Name, S> {
  return { ...declared, schema: { ...declared.schema, description } };
}

/** The parameter as a question takes it when it may be left out. */
export function optional<Name extends string, S extends TSchema>(
  declared: Parameter<Name, S>,
): Parameter<Name, TOptional<S>> {
  return { ...declared, schema: Type.Optional(declared.schema) as TOptional<S> };
}

/** A question's parameters by name; each key is its parameter's name. */
export type Parameters = Readonly<Record<string, Parameter>>;

/** The schemas of a question's parameters, by name. */
export type SchemasOf<P extends Parameters> = { [K in keyof P]: P[K]['schema'] };

/** A question's arguments as a caller gives them. */
export type WrittenArguments<P extends Parameters> =
  SchemasOf<P> extends infer S extends TProperties ? Static<TObject<S>> : never;
