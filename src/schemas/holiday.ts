import { Type } from '@sinclair/typebox';
import { HOLIDAY_SOURCES, HOLIDAY_STATUSES, HOLIDAY_TYPES } from '../core/types.js';
import { IsoDate, LocalizedName, literals } from './common.js';

const holidayFields = {
  id: Type.String({ pattern: '^\\d{4}-[a-z0-9]+(-[a-z0-9]+)*$', description: 'Year and name slug, with -1, -2 for the days of a multi-day festival' }),
  date: IsoDate,
  endDate: Type.Optional({ ...IsoDate, description: 'Last day, for a record that covers several days' }),
  name: LocalizedName,
  type: literals(HOLIDAY_TYPES),
  status: literals(HOLIDAY_STATUSES),
  states: Type.Array(Type.String(), { minItems: 1, description: '["*"] for every state, else canonical state codes' }),
  gazetteLevel: literals(['P', 'N'] as const, 'P: federal, N: state'),
  gazetteRef: Type.Optional(Type.String({ minLength: 1 })),
  hijriDate: Type.Optional(Type.String({ minLength: 1 })),
  isReplacementFor: Type.Optional(Type.String({ description: 'Id of the holiday this one replaces' })),
  source: literals(HOLIDAY_SOURCES),
};

/** A holiday as served (contract 2.2). */
export const Holiday = Type.Object(holidayFields, { additionalProperties: false });

/** A holiday as kept in `data/holidays/*.yaml`. */
export const HolidayRecord = Type.Object(
  {
    ...holidayFields,
    replaceable: Type.Optional(Type.Boolean({ description: 'false: this holiday gets no replacement day' })),
    note: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

export const HolidayFile = Type.Object(
  { year: Type.Integer(), holidays: Type.Array(HolidayRecord) },
  { additionalProperties: false },
);
