import type { Static } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';
import { IsoDate, SchoolGroup, StateName, StateType } from './common.js';

const Weekday = Type.Integer({ minimum: 0, maximum: 6, description: '0 = Sunday ... 6 = Saturday' });

export const WeekendPeriod = Type.Object(
  {
    from: IsoDate,
    to: Type.Union([IsoDate, Type.Null()]),
    weekendDays: Type.Array(Weekday, { minItems: 1, maxItems: 3 }),
    group: SchoolGroup,
  },
  { additionalProperties: false, title: 'WeekendPeriod' },
);

/** A weekend period as kept in the data: with the weekly rest day of Holidays Act 1951 s.3, whose holidays are replaced. */
export const WeekendPeriodRecord = Type.Object(
  { ...WeekendPeriod.properties, restDay: Weekday },
  { additionalProperties: false },
);
export type WeekendPeriodRecord = Static<typeof WeekendPeriodRecord>;

/** A state as served by GET /states (the v1 contract's state record). */
export const StateRecord = Type.Object(
  {
    code: Type.String(),
    aliases: Type.Array(Type.String()),
    name: StateName,
    type: StateType,
    group: SchoolGroup,
    weekendHistory: Type.Array(WeekendPeriod),
  },
  { additionalProperties: false, title: 'StateRecord' },
);
export type StateRecord = Static<typeof StateRecord>;

/** A state as kept in `data/states.yaml`. */
export const StateEntry = Type.Object(
  {
    code: Type.String({ pattern: '^[a-z]+(-[a-z]+)*$' }),
    name: StateName,
    type: StateType,
    aliases: Type.Array(Type.String({ minLength: 1 })),
    weekendHistory: Type.Array(WeekendPeriodRecord, { minItems: 1 }),
  },
  { additionalProperties: false },
);
export type StateEntry = Static<typeof StateEntry>;

export const StatesFile = Type.Object(
  { states: Type.Array(StateEntry, { minItems: 1 }) },
  { additionalProperties: false },
);

/** GET /states/resolve (the v1 contract's state resolution result). */
export const StateResolution = Type.Object(
  {
    canonical: Type.String(),
    name: StateName,
    type: StateType,
    group: SchoolGroup,
  },
  { title: 'StateResolution' },
);
export type StateResolution = Static<typeof StateResolution>;
