import { FormatRegistry, type TUnsafe, Type } from '@sinclair/typebox';
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

export const SchoolGroup = Type.Union([Type.Literal('A'), Type.Literal('B')]);

/** A union of string literals: checked by the data loader, typed as the literal union. */
export function literals<const T extends readonly string[]>(values: T, description?: string): TUnsafe<T[number]> {
  const union = Type.Union(
    values.map((value) => Type.Literal(value)),
    description === undefined ? {} : { description },
  );
  return union as unknown as TUnsafe<T[number]>;
}
