import type { Static, TObject, TProperties, TSchema } from '@sinclair/typebox';
import { OptionalKind } from '@sinclair/typebox/type';
import { Errors, ValueErrorType } from '@sinclair/typebox/errors';
import { inAllowedCase } from './allowed-value.js';
import { type ParameterRule, type ParameterSchema, parameterProblem } from './parameter-problem.js';
import '../core/date-format.js';

const RULES: Partial<Record<ValueErrorType, ParameterRule>> = {
  [ValueErrorType.String]: 'type',
  [ValueErrorType.Integer]: 'type',
  [ValueErrorType.StringPattern]: 'pattern',
  [ValueErrorType.StringFormat]: 'format',
  [ValueErrorType.StringMinLength]: 'minLength',
  [ValueErrorType.StringMaxLength]: 'maxLength',
  [ValueErrorType.IntegerMinimum]: 'minimum',
  [ValueErrorType.IntegerMaximum]: 'maximum',
  [ValueErrorType.Kind]: 'enum',
};

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
   */
  check<P extends TProperties>(parameters: P, args: Record<string, unknown>): Static<TObject<P>> {
    const entries = Object.entries(parameters);
    for (const [name, schema] of entries) {
      if (args[name] === undefined && (schema as { [OptionalKind]?: string })[OptionalKind] !== 'Optional') this.required(name, schema, undefined);
    }
    const checked: Record<string, unknown> = {};
    for (const [name, schema] of entries) {
      const value = this.optional(name, schema, args[name]);
      if (value !== undefined) checked[name] = value;
    }
    return checked as Static<TObject<P>>;
  }

  required<T extends TSchema>(name: string, schema: T, value: unknown): Static<T> {
    if (value === undefined) throw parameterProblem('required', name, value, schema as ParameterSchema, this.stateCodes);
    return this.optional(name, schema, value)!;
  }

  optional<T extends TSchema>(name: string, schema: T, written: unknown): Static<T> | undefined {
    if (written === undefined) return undefined;
    const value = inAllowedCase(schema as ParameterSchema, written);
    const error = Errors(schema, value).First();
    if (error === undefined) return value as Static<T>;
    throw parameterProblem(RULES[error.type] ?? error.message, name, value, schema as ParameterSchema, this.stateCodes);
  }
}

/**
 * Arguments checked against parameters of an interface's own (the API's `format` and
 * `estimates`), in the words and order of the library's own checks; allowed values come back
 * as their schema spells them.
 */
export function checkArguments<P extends TProperties>(parameters: P, args: Record<string, unknown>): Static<TObject<P>> {
  return new Arguments([]).check(parameters, args);
}
