import type { TSchema } from '@sinclair/typebox';
import { Errors, ValueErrorType } from '@sinclair/typebox/errors';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkArguments, parameterProblem, type ParameterRule, type ParameterSchema } from '../../src/adapters.js';
import { QUESTIONS } from '../../src/index.js';
import { inAllowedCase } from '../../src/arguments/allowed-value.js';
import { EstimatesParameter } from '../../src/model/parameters.js';
import '../../src/core/date-format.js';

/**
 * The library checks its arguments itself (arguments/arguments.ts) rather than with TypeBox's
 * error module, which would weigh on every bundle. TypeBox stays the judge here: for every
 * parameter of every question, the library refuses exactly the values TypeBox's checks refuse,
 * and names the rule TypeBox names first.
 */
const RULE_OF: Partial<Record<ValueErrorType, ParameterRule>> = {
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

const parameters: [string, TSchema][] = [
  ...Object.entries(QUESTIONS).flatMap(([question, declared]) =>
    Object.values(declared.parameters).map(({ name, schema }) => [`${question} ${name}`, schema] as [string, TSchema]),
  ),
  ['estimates', EstimatesParameter],
];

/** Values near and far from what a schema takes: its own kind of value on and beside its bounds, its allowed values in any case, dates real and not, and anything at all (but a missing one, which is another check's). */
function valuesFor(schema: ParameterSchema & { pattern?: string; minLength?: number }): fc.Arbitrary<unknown> {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  const dates = fc
    .tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
  const bounds = [schema.minimum, schema.maximum].flatMap((bound) =>
    bound === undefined ? [] : [bound - 1, bound, bound + 1],
  );
  const lengths = [schema.minLength, schema.maxLength].flatMap((bound) =>
    bound === undefined ? [] : [bound - 1, bound, bound + 1].filter((length) => length >= 0),
  );
  return fc.oneof(
    ...(bounds.length === 0 ? [] : [fc.constantFrom(...bounds)]),
    ...(lengths.length === 0 ? [] : [fc.constantFrom(...lengths).map((length) => '2'.repeat(length))]),
    fc.anything().filter((value) => value !== undefined),
    fc.string({ maxLength: 120 }),
    fc.integer({ min: -20_000, max: 20_000 }),
    fc.double(),
    dates,
    ...(schema.pattern === undefined ? [] : [fc.stringMatching(new RegExp(schema.pattern))]),
    ...(schema.enum === undefined
      ? []
      : [
          fc
            .tuple(fc.constantFrom(...schema.enum), fc.boolean())
            .map(([value, upper]) => (upper ? value.toUpperCase() : value)),
        ]),
    ...((schema.examples ?? []).length === 0 ? [] : [fc.constantFrom(...schema.examples!)]),
  );
}

describe("the library's argument checks", () => {
  it('read only the keywords they know: strings, integers and string enums, the date format', () => {
    const known = new Set([
      'type',
      'enum',
      'minimum',
      'maximum',
      'minLength',
      'maxLength',
      'pattern',
      'format',
      'description',
      'examples',
      'default',
    ]);
    for (const [name, schema] of parameters) {
      expect(
        Object.keys(schema).filter((keyword) => !known.has(keyword)),
        name,
      ).toEqual([]);
      expect(['string', 'integer'], name).toContain(schema.type);
      if (schema.format !== undefined) expect(schema.format, name).toBe('date');
    }
  });

  it('refuse in their own words a value that cannot be turned into text (found by the property below)', () => {
    const roll: TSchema = QUESTIONS.addBusinessDays.parameters.roll.schema;
    const year: TSchema = QUESTIONS.holidays.parameters.year.schema;
    for (const [schema, written, got] of [
      [roll, [{ toString: 0 }], '[{"toString":0}]'],
      [roll, Object.create(null), '{}'],
      [roll, 10n, 'a bigint'],
      [year, 10n, 'a bigint'],
    ] as const) {
      expect(() => checkArguments({ roll: schema }, { roll: written })).toThrow(
        expect.objectContaining({ code: 'VALIDATION_ERROR', message: expect.stringContaining(`got ${got}.`) }),
      );
    }
  });

  it.each(parameters)('%s: refuse what TypeBox refuses, naming the rule it names first', (name, schema) => {
    fc.assert(
      fc.property(valuesFor(schema as ParameterSchema), (written) => {
        const value = inAllowedCase(schema as ParameterSchema, written);
        const error = Errors(schema, value).First();
        const expected =
          error === undefined
            ? undefined
            : parameterProblem(RULE_OF[error.type]!, name, value, schema as ParameterSchema, []).message;
        let refused: string | undefined;
        try {
          checkArguments({ [name]: schema }, { [name]: written });
        } catch (problem) {
          refused = (problem as Error).message;
        }
        expect(refused).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
