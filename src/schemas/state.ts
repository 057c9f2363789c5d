import { Type } from '@sinclair/typebox';
import { IsoDate, SchoolGroup, StateName, StateType } from './common.js';

const Weekday = Type.Integer({ minimum: 0, maximum: 6, description: '0 = Sunday ... 6 = Saturday' });

export const WeekendPeriod = Type.Object(
  {
    from: IsoDate,
    to: Type.Union([IsoDate, Type.Null()]),
    weekendDays: Type.Array(Weekday, { minItems: 1, maxItems: 3 }),
    group: SchoolGroup,
  },
  { additionalProperties: false },
);


/** A state as served by GET /states (contract 2.3). */
export const StateRecord = Type.Object(
  {
    code: Type.String(),
    aliases: Type.Array(Type.String()),
    name: StateName,
    type: StateType,
    group: SchoolGroup,
    weekendHistory: Type.Array(WeekendPeriod),
  },
  { additionalProperties: false },
);

/** A state as kept in `data/states.yaml`. */
export const StatesFile = Type.Object(
  {
    states: Type.Array(
      Type.Object(
        {
          code: Type.String({ pattern: '^[a-z]+(-[a-z]+)*$' }),
          name: StateName,
          type: StateType,
          aliases: Type.Array(Type.String({ minLength: 1 })),
          weekendHistory: Type.Array(
            Type.Object({ ...WeekendPeriod.properties, restDay: Weekday }, { additionalProperties: false }),
            { minItems: 1 },
          ),
        },
        { additionalProperties: false },
      ),
      { minItems: 1 },
    ),
  },
  { additionalProperties: false },
);
