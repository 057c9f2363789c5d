import type { Static, TInteger, TNull, TOptional, TSchema, TString, TUnion } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';
import { Nullable } from './common.js';
import type { Parameter, Reading } from './parameter.js';

/** How an answer echoes a parameter that was left out: as null, or not at all. */
export type Absent = 'null' | 'omitted';

/** What an answer's echo of a parameter needs: how the value was read, and what a left-out one echoes. */
export interface EchoMark {
  reading: Reading;
  absent: Absent | undefined;
}

type EchoSchema<Q extends Parameter> = Static<Q['schema']> extends number ? TInteger : TString;

/** The echoes in answers' inputs, by their schemas: read by ask(), which writes them. */
const ECHOES = new WeakMap<TSchema, EchoMark>();

/**
 * A parameter echoed in an answer's inputs (the API's `meta`) as it was given, canonical (an
 * allowed value as its schema spells it, a date YYYY-MM-DD), and its schema there: an integer
 * or a string. Left out, a required or defaulted one is never; any other echoes null
 * (`absent: 'null'`) or nothing (`'omitted'`). The answer writes only what it computes.
 */
export function echo<Q extends Parameter>(declared: Q): EchoSchema<Q>;
export function echo<Q extends Parameter>(declared: Q, absent: 'null'): TUnion<[EchoSchema<Q>, TNull]>;
export function echo<Q extends Parameter>(
  declared: Q,
  absent: 'omitted',
  options?: { description: string },
): TOptional<EchoSchema<Q>>;
export function echo(declared: Parameter, absent?: Absent, options?: { description: string }): TSchema {
  const kind = declared.schema.type === 'integer' ? Type.Integer(options) : Type.String(options);
  const schema = absent === 'null' ? Nullable(kind) : absent === 'omitted' ? Type.Optional(kind) : kind;
  ECHOES.set(schema, { reading: declared.reading, absent });
  return schema;
}

/** The echo an input's schema declares, if it is one. */
export function echoOf(schema: TSchema): EchoMark | undefined {
  return ECHOES.get(schema);
}
