import type { Static } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';
import { IsoDate, literals } from './common.js';

export const CHANGE_ACTIONS = ['added', 'updated', 'removed', 'status_changed'] as const;
export const CHANGE_ENTITIES = ['holiday', 'state', 'school-term', 'school-holiday', 'exam'] as const;

export const changeFields = {
  action: literals(CHANGE_ACTIONS),
  entity: literals(CHANGE_ENTITIES),
  id: Type.String({ minLength: 1 }),
  fields: Type.Optional(
    Type.Array(Type.String(), { minItems: 1, description: 'Fields changed (updated, status_changed)' }),
  ),
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
 * An entry as the change feeds read it, from the data file: its summary in Malay, Chinese and
 * Tamil (`summaryIn`), and where a change moved a day, the day it was on before (`dateBefore`).
 * /changelog serves each entry as the contract has it.
 */
export type RecordedChange = Change & { dateBefore?: string };
export type RecordedEntry = Omit<ChangelogEntry, 'changes'> & {
  summaryIn?: { ms: string; zh: string; ta: string };
  changes: RecordedChange[];
};

export const MAX_CHANGELOG_LIMIT = 100;
