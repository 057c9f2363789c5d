// biome-ignore lint/correctness/noUnusedImports: Hint, Kind, OptionalKind and ReadonlyKind key TypeBox's schema types: the emitted declarations must be able to name them.
import type { Hint, Kind, OptionalKind, ReadonlyKind } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';
import { IsoDate, LocalizedName, literals } from './common.js';

export const HOLIDAY_TYPES = ['federal', 'state', 'islamic', 'islamic_state', 'replacement', 'adhoc'] as const;
export const HOLIDAY_STATUSES = ['confirmed', 'tentative', 'announced', 'cancelled'] as const;
export const HOLIDAY_SOURCES = ['jpm', 'jakim', 'state-gov', 'community', 'admin'] as const;
export const GAZETTE_LEVELS = ['P', 'N'] as const;

export type HolidayType = (typeof HOLIDAY_TYPES)[number];
export type HolidayStatus = (typeof HOLIDAY_STATUSES)[number];

const holidayFields = {
  id: Type.String({
    pattern: '^\\d{4}-[a-z0-9]+(-[a-z0-9]+)*$',
    description: 'Year and name slug, with -1, -2 for the days of a multi-day festival',
    examples: ['2026-hari-kebangsaan'],
  }),
  date: IsoDate,
  endDate: Type.Optional({ ...IsoDate, description: 'Last day, for a record that covers several days' }),
  name: LocalizedName,
  type: literals(HOLIDAY_TYPES),
  status: literals(HOLIDAY_STATUSES),
  states: Type.Array(Type.String(), { minItems: 1, description: '["*"] for every state, else canonical state codes' }),
  gazetteLevel: literals(GAZETTE_LEVELS, 'P: federal, N: state'),
  gazetteRef: Type.Optional(Type.String({ minLength: 1 })),
  hijriDate: Type.Optional(Type.String({ minLength: 1 })),
  isReplacementFor: Type.Optional(Type.String({ description: 'Id of the holiday this one replaces' })),
  source: literals(HOLIDAY_SOURCES),
  estimated: Type.Optional(
    Type.Literal(true, {
      description:
        'Present (true) only on a day projected from the rules for a year the gazette has not reached, or whose date no source gives: its status is tentative',
    }),
  ),
};

/** A holiday as served (the v1 contract's Holiday), shown with a real record: National Day 2026. */
export const Holiday = Type.Object(holidayFields, {
  additionalProperties: false,
  title: 'Holiday',
  examples: [
    {
      id: '2026-hari-kebangsaan',
      date: '2026-08-31',
      name: { ms: 'Hari Kebangsaan', en: 'National Day', zh: '国庆日', ta: 'தேசிய தினம்' },
      type: 'federal',
      status: 'confirmed',
      states: ['*'],
      gazetteLevel: 'P',
      source: 'jpm',
    },
  ],
});
export type Holiday = Static<typeof Holiday>;

/** A holiday as kept in `data/holidays/*.yaml`: two data-only fields on top of the served ones. */
export const HolidayRecord = Type.Object(
  {
    ...holidayFields,
    replaceable: Type.Optional(Type.Boolean({ description: 'false: this holiday gets no replacement day' })),
    note: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type HolidayRecord = Static<typeof HolidayRecord>;

export const HolidayFile = Type.Object(
  { year: Type.Integer(), holidays: Type.Array(HolidayRecord) },
  { additionalProperties: false },
);
