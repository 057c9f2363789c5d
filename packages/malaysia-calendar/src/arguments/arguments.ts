import type { Static, TObject, TProperties, TSchema } from '@sinclair/typebox';
import type { Parameter, Parameters, ReadArguments } from '../model/parameter.js';
import { readValue } from './read-value.js';
import { OptionalKind } from '@sinclair/typebox/type';
import { inAllowedCase } from './allowed-value.js';
import { CalendarError } from '../errors/calendar-error.js';
import { type ParameterRule, type ParameterSchema, parameterProblem } from './parameter-problem.js';
import { parseIsoDate } from '../core/civil-date.js';

/** The keywords of a parameter's schema that its check reads (model/parameters.ts writes no other). */
interface CheckedSchema extends ParameterSchema {
  minLength?: number;
  pattern?: string;
}

/**
 * The first rule of its schema that a value breaks, in the order TypeBox's checks name them:
 * the kind (one of the allowed values, an integer, a string), then an integer's maximum and
 * minimum, a string's minimum and maximum length, its pattern and its format. The parameters'
 * schemas are strings, integers and string enums with these keywords alone, so the library
 * checks them itself rather than carry TypeBox's error module (every kind's checks and their
 * messages, 6.4 KiB gzip) into every bundle; a test holds the two checks to the same verdicts.
 */
function brokenRule(schema: CheckedSchema, value: unknown): ParameterRule | undefined {
  if (schema.enum !== undefined) return typeof value === 'string' && schema.enum.includes(value) ? undefined : 'enum';
  if (schema.type === 'integer') {
    if (typeof value !== 'number' || !Number.isInteger(value)) return 'type';
    if (schema.maximum !== undefined && value > schema.maximum) return 'maximum';
    if (schema.minimum !== undefined && value < schema.minimum) return 'minimum';
    return undefined;
  }
  if (typeof value !== 'string') return 'type';
  if (schema.minLength !== undefined && value.length < schema.minLength) return 'minLength';
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return 'maxLength';
  if (schema.pattern !== undefined && !new RegExp(schema.pattern).test(value)) return 'pattern';
  if (schema.format === 'date' && parseIsoDate(value) === undefined) return 'format';
  return undefined;
}

/**
 * Checks one argument of a library call against the parameter's schema, the same schema the
 * HTTP API checks its query with, and answers a breach with the API's words. The schemas
 * check the pattern before the format, as the API does, so both name the same rule.
 */
export class Arguments {
  constructor(private readonly stateCodes: readonly string[]) {}

  /**
   * Every argument of a question checked against its parameters: first that each required one
   * is given, then each given one in the order the question declares them (as the API's
   * schema validation reports them). Allowed values come back as their schema spells them.
   * A parameter that others may stand in for (`insteadOf`) is required when none of them is given.
   * Each value comes back read as its parameter's declaration says (a date as its day number, a
   * list as its entries), a left-out one the question fills with its default.
   */
  check<P extends Parameters>(
    parameters: P,
    args: Record<string, unknown>,
    insteadOf: Readonly<Record<string, string>> = {},
  ): ReadArguments<P> {
    return this.checkAll(Object.values(parameters), args, insteadOf) as ReadArguments<P>;
  }

  /** The check of `check`, of parameters given as names and schemas (read as declared when they are declarations). */
  checkAll(
    entries: readonly (Pick<Parameter, 'name' | 'schema'> & Partial<Parameter>)[],
    args: Record<string, unknown>,
    insteadOf: Readonly<Record<string, string>>,
  ): Record<string, unknown> {
    const standIns = Object.entries(insteadOf);
    for (const { name, schema } of entries) {
      const replaced = standIns.filter(([, replaces]) => replaces === name);
      const required =
        (schema as { [OptionalKind]?: string })[OptionalKind] !== 'Optional' ||
        (replaced.length > 0 && replaced.every(([standIn]) => args[standIn] === undefined));
      if (args[name] === undefined && required) this.required(name, schema, undefined);
    }
    for (const [standIn, replaces] of standIns) {
      if (args[standIn] !== undefined && args[replaces] !== undefined)
        throw new CalendarError(
          'VALIDATION_ERROR',
          `Parameters '${standIn}' and '${replaces}' cannot be given together: give one.`,
          [standIn, replaces],
          { kind: 'givenTogether', parameters: [standIn, replaces] },
        );
    }
    const checked: Record<string, unknown> = {};
    for (const entry of entries) {
      const value = this.optional(entry.name, entry.schema, args[entry.name]);
      if (value !== undefined) checked[entry.name] = readValue(entry.reading, value);
      else if (entry.filled === true) checked[entry.name] = readValue(entry.reading, entry.schema.default);
    }
    return checked;
  }

  required<T extends TSchema>(name: string, schema: T, value: unknown): Static<T> {
    if (value === undefined)
      throw parameterProblem('required', name, value, schema as ParameterSchema, this.stateCodes);
    return this.optional(name, schema, value)!;
  }

  optional<T extends TSchema>(name: string, schema: T, written: unknown): Static<T> | undefined {
    if (written === undefined) return undefined;
    const value = inAllowedCase(schema as ParameterSchema, written);
    const rule = brokenRule(schema as CheckedSchema, value);
    if (rule === undefined) return value as Static<T>;
    throw parameterProblem(rule, name, value, schema as ParameterSchema, this.stateCodes);
  }
}

/**
 * Arguments checked against parameters of an interface's own (the API's `format` and
 * `estimates`), in the words and order of the library's own checks; allowed values come back
 * as their schema spells them.
 */
export function checkArguments<P extends TProperties>(
  parameters: P,
  args: Record<string, unknown>,
): Static<TObject<P>> {
  const entries = Object.entries(parameters).map(([name, schema]) => ({ name, schema }));
  return new Arguments([]).checkAll(entries, args, {}) as Static<TObject<P>>;
}
