import type { Static, TSchema } from '@sinclair/typebox';
import { Errors, ValueErrorType } from '@sinclair/typebox/errors';
import { inAllowedCase } from './allowed-value.js';
import { type ParameterRule, type ParameterSchema, parameterProblem } from './parameter-problem.js';
import { type DayNumber, parseIsoDate } from '../core/civil-date.js';
import '../core/date-format.js';
import { DateParameter } from '../model/parameters.js';

/** The date parameters several questions take. */
export const DAY_DATE = DateParameter('Day to check');
export const FIRST_DATE = DateParameter('First day');
export const LAST_DATE = DateParameter('Last day');

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

  /** A required date argument (`YYYY-MM-DD`), as a day number. */
  day(name: string, schema: ReturnType<typeof DateParameter>, text: unknown): DayNumber {
    return parseIsoDate(this.required(name, schema, text))!;
  }
}
