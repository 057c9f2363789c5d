import type { Static } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';
import { ChangelogEntry, changeFields } from './changelog.js';
import { IsoDate } from './common.js';

/**
 * What a removed holiday was, written beside its removal in the data file (and never served):
 * the data no longer holds it, and the change feeds name it and tell whose it was.
 */
export const RemovedHoliday = Type.Object(
  {
    name: Type.Object(
      { ms: Type.String({ minLength: 1 }), en: Type.String({ minLength: 1 }) },
      { additionalProperties: false },
    ),
    date: IsoDate,
    states: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
  },
  { additionalProperties: false },
);
export type RemovedHoliday = Static<typeof RemovedHoliday>;

/**
 * An entry as the data file holds it: its summary in Malay, Chinese and Tamil (`summaryIn`)
 * beside the English; a removed holiday's change says what the holiday was (`was`), a change
 * that moved a day the date it was on before (`dateBefore`).
 */
export const ChangelogFileEntry = Type.Object(
  {
    ...ChangelogEntry.properties,
    summaryIn: Type.Optional(
      Type.Object(
        { ms: Type.String({ minLength: 1 }), zh: Type.String({ minLength: 1 }), ta: Type.String({ minLength: 1 }) },
        { additionalProperties: false },
      ),
    ),
    changes: Type.Array(
      Type.Object(
        { ...changeFields, was: Type.Optional(RemovedHoliday), dateBefore: Type.Optional(IsoDate) },
        { additionalProperties: false },
      ),
      { minItems: 1 },
    ),
  },
  { additionalProperties: false },
);
export type ChangelogFileEntry = Static<typeof ChangelogFileEntry>;

export const ChangelogFile = Type.Object(
  { entries: Type.Array(ChangelogFileEntry, { minItems: 1 }) },
  { additionalProperties: false },
);
