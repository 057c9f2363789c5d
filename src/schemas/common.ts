import { FormatRegistry, Kind, type TUnsafe, Type, TypeRegistry } from '@sinclair/typebox';
import { parseIsoDate } from '../core/civil-date.js';

// The data loader checks `format: 'date'` with TypeBox; the HTTP layer with ajv-formats.
FormatRegistry.Set('date', (text) => parseIsoDate(text) !== undefined);

/** Strict ISO calendar date of a day that exists. */
export const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date', examples: ['2026-08-31'] });

export const LocalizedName = Type.Object(
  {
    ms: Type.String({ minLength: 1, description: 'Malay' }),
    en: Type.String({ minLength: 1, description: 'English' }),
    zh: Type.Optional(Type.String({ minLength: 1, description: 'Chinese, where known' })),
  },
  { additionalProperties: false },
);

export const StateName = Type.Object(
  { ms: Type.String({ minLength: 1 }), en: Type.String({ minLength: 1 }) },
  { additionalProperties: false },
);

// A string enum that both checkers read: ajv (request validation, response serialisation,
// OpenAPI) sees `type` and `enum`; TypeBox (the data loader) checks it through this kind.
TypeRegistry.Set<{ enum: string[] }>('StringEnum', (schema, value) => typeof value === 'string' && schema.enum.includes(value));

/** One of a fixed set of strings, typed as their union. */
export function literals<const T extends readonly string[]>(values: T, description?: string): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ [Kind]: 'StringEnum', type: 'string', enum: [...values], ...(description === undefined ? {} : { description }) });
}

export const SchoolGroup = literals(['A', 'B'] as const);
export const StateType = literals(['state', 'federal_territory'] as const);
