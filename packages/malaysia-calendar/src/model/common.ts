import { Kind, type Static, type TSchema, type TUnsafe, TypeRegistry } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';

// A string enum that both checkers read: ajv (request validation, response serialisation,
// OpenAPI) sees `type` and `enum`; TypeBox (the data checks) checks it through this kind.
TypeRegistry.Set<{ enum: string[] }>(
  'StringEnum',
  (schema, value) => typeof value === 'string' && schema.enum.includes(value),
);

/** One of a fixed set of strings, typed as their union; `example` shows a client one of them. */
export function literals<const T extends readonly string[]>(
  values: T,
  description?: string,
  example?: T[number],
): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({
    [Kind]: 'StringEnum',
    type: 'string',
    enum: [...values],
    ...(description === undefined ? {} : { description }),
    ...(example === undefined ? {} : { examples: [example] }),
  });
}

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** `["*"]` in `states` means every state and federal territory. */
export const ALL_STATES = '*';

/** Strict ISO calendar date of a day that exists. */
export const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date', examples: ['2026-08-31'] });

export const LocalizedName = Type.Object(
  {
    ms: Type.String({ minLength: 1, description: 'Malay' }),
    en: Type.String({ minLength: 1, description: 'English' }),
    zh: Type.Optional(Type.String({ minLength: 1, description: 'Chinese' })),
    ta: Type.Optional(Type.String({ minLength: 1, description: 'Tamil (an addition)' })),
  },
  { additionalProperties: false },
);
export type LocalizedName = Static<typeof LocalizedName>;

export const StateName = Type.Object(
  {
    ms: Type.String({ minLength: 1 }),
    en: Type.String({ minLength: 1 }),
    zh: Type.Optional(Type.String({ minLength: 1, description: 'Chinese, as Malaysian Chinese writes it' })),
    ta: Type.Optional(Type.String({ minLength: 1, description: 'Tamil (an addition)' })),
  },
  { additionalProperties: false },
);
export type StateName = Static<typeof StateName>;

export const SCHOOL_GROUPS = ['A', 'B'] as const;
export const SchoolGroup = literals(SCHOOL_GROUPS);
export type SchoolGroup = Static<typeof SchoolGroup>;

export const STATE_TYPES = ['state', 'federal_territory'] as const;
export const StateType = literals(STATE_TYPES);
