import { type Static } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';
import { IsoDate, literals } from './common.js';

export const CHANGE_ACTIONS = ['added', 'updated', 'removed', 'status_changed'] as const;
export const CHANGE_ENTITIES = ['holiday', 'state', 'school-term', 'school-holiday', 'exam'] as const;

const changeFields = {
  action: literals(CHANGE_ACTIONS),
  entity: literals(CHANGE_ENTITIES),
  id: Type.String({ minLength: 1 }),
  fields: Type.Optional(Type.Array(Type.String(), { minItems: 1, description: 'Fields changed (updated, status_changed)' })),
};
export const Change = Type.Object(changeFields, { additionalProperties: false, title: 'Change' });
export type Change = Static<typeof Change>;

export const ChangelogEntry = Type.Object(
  {
    id: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}-[a-z0-9-]+$', examples: ['2026-11-23-holidays-2027-status'] }),
    date: IsoDate,
    summary: Type.String({ minLength: 1 }),
    changes: Type.Array(Change, { minItems: 1 }),
  },
  { additionalProperties: false, title: 'ChangelogEntry' },
);
export type ChangelogEntry = Static<typeof ChangelogEntry>;

/**
 * What a removed holiday was, written beside its removal in the data file (and never served):
 * the data no longer holds it, and the change feeds name it and tell whose it was.
 */
export const RemovedHoliday = Type.Object(
  {
    name: Type.Object({ ms: Type.String({ minLength: 1 }), en: Type.String({ minLength: 1 }) }, { additionalProperties: false }),
    date: IsoDate,
    states: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
  },
  { additionalProperties: false },
);
export type RemovedHoliday = Static<typeof RemovedHoliday>;

/** An entry as the data file holds it: a removed holiday's change says what the holiday was (`was`). */
export const ChangelogFileEntry = Type.Object(
  {
    ...ChangelogEntry.properties,
    changes: Type.Array(Type.Object({ ...changeFields, was: Type.Optional(RemovedHoliday) }, { additionalProperties: false }), { minItems: 1 }),
  },
  { additionalProperties: false },
);
export type ChangelogFileEntry = Static<typeof ChangelogFileEntry>;

export const ChangelogFile = Type.Object({ entries: Type.Array(ChangelogFileEntry, { minItems: 1 }) }, { additionalProperties: false });

export const MAX_CHANGELOG_LIMIT = 100;
export const ChangelogLimitParameter = Type.Integer({ minimum: 1, maximum: MAX_CHANGELOG_LIMIT, default: 20, description: `Entries to return, 1 to ${MAX_CHANGELOG_LIMIT}`, examples: [20] });
