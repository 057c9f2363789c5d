import type { Static } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';

/** One entry of data/names.yaml: the Chinese and Tamil of a holiday name, found by its English. */
export const NameTranslation = Type.Object(
  {
    en: Type.String({ minLength: 1 }),
    zh: Type.String({ minLength: 1 }),
    ta: Type.String({ minLength: 1 }),
  },
  { additionalProperties: false },
);
export type NameTranslation = Static<typeof NameTranslation>;

export const NamesFile = Type.Object(
  { names: Type.Array(NameTranslation, { minItems: 1 }) },
  { additionalProperties: false },
);
