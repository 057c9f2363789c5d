// biome-ignore lint/correctness/noUnusedImports: Hint, Kind, OptionalKind and ReadonlyKind key TypeBox's schema types: the emitted declarations must be able to name them.
import type { Hint, Kind, OptionalKind, ReadonlyKind } from '@sinclair/typebox';
import type { Static, TOptional } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';
import { IsoDate, LocalizedName, literals } from './common.js';
import { GAZETTE_LEVELS, HOLIDAY_SOURCES, HOLIDAY_TYPES, HolidayRecord } from './holiday.js';

/** The first and last years any holiday question is answered for: gazetted, on record or projected. */
export const FIRST_CALENDAR_YEAR = 2001;
export const LAST_CALENDAR_YEAR = 2100;

export const WEEKDAY_CODES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The moving festivals fixed by a calendar other than the Islamic one. */
export const FESTIVALS = ['chineseNewYear', 'wesak', 'deepavali', 'thaipusam', 'goodFriday'] as const;
export type Festival = (typeof FESTIVALS)[number];

const Month = Type.Integer({ minimum: 1, maximum: 12 });

/** The day a rule gives in a year: a fixed date, the n-th weekday of a month, an Islamic date or a festival's day. */
export const RuleDate = Type.Union([
  Type.Object({ month: Month, day: Type.Integer({ minimum: 1, maximum: 31 }) }, { additionalProperties: false }),
  Type.Object(
    {
      month: Month,
      weekday: literals(WEEKDAY_CODES),
      nth: Type.Union([Type.Integer({ minimum: 1, maximum: 5 }), Type.Literal(-1)]),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      hijri: Type.Object(
        { month: Month, day: Type.Integer({ minimum: 1, maximum: 30 }) },
        { additionalProperties: false },
      ),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    { festival: literals(FESTIVALS), offset: Type.Optional(Type.Integer({ minimum: -7, maximum: 7 })) },
    { additionalProperties: false },
  ),
]);
export type RuleDate = Static<typeof RuleDate>;

/**
 * A recurring holiday as a rule (`data/rules.yaml`): what a gazetted record of it would say,
 * the day it falls on, and the years it applies. The record made from it in a year has the id
 * `{year}-{slug}`, the id the gazetted record will have.
 */
export const HolidayRule = Type.Object(
  {
    slug: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
    name: LocalizedName,
    type: literals(HOLIDAY_TYPES.filter((type) => type !== 'replacement')),
    gazetteLevel: literals(GAZETTE_LEVELS),
    source: literals(HOLIDAY_SOURCES),
    states: Type.Array(Type.String(), { minItems: 1 }),
    on: RuleDate,
    from: Type.Optional(Type.Integer({ minimum: FIRST_CALENDAR_YEAR, maximum: LAST_CALENDAR_YEAR })),
    until: Type.Optional(Type.Integer({ minimum: FIRST_CALENDAR_YEAR, maximum: LAST_CALENDAR_YEAR })),
    replaceable: Type.Optional(Type.Boolean()),
    note: Type.String({ minLength: 1 }),
  },
  { additionalProperties: false },
);
export type HolidayRule = Static<typeof HolidayRule>;

export const RulesFile = Type.Object({ rules: Type.Array(HolidayRule) }, { additionalProperties: false });

const DatesByYear = Type.Record(Type.String({ pattern: '^\\d{4}$' }), IsoDate);

/**
 * The moving festivals as computed at build time (`data/festivals.yaml`): the first day of
 * each Islamic month (`AH-MM`) by Malaysia's visibility criteria, and the other festivals'
 * days by year.
 */
export const FestivalTable = Type.Object(
  {
    islamicMonths: Type.Record(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }), IsoDate),
    chineseNewYear: DatesByYear,
    wesak: DatesByYear,
    deepavali: DatesByYear,
    thaipusam: DatesByYear,
    goodFriday: DatesByYear,
  },
  { additionalProperties: false },
);
export type FestivalTable = Static<typeof FestivalTable>;

/** The Islamic festivals on record, as the Islamic date each one is. */
export const ISLAMIC_FESTIVALS = {
  awalMuharram: { month: 1, day: 1 },
  maulidurRasul: { month: 3, day: 12 },
  israkMikraj: { month: 7, day: 27 },
  awalRamadan: { month: 9, day: 1 },
  nuzulAlQuran: { month: 9, day: 17 },
  aidilfitri: { month: 10, day: 1 },
  hariArafah: { month: 12, day: 9 },
  aidiladha: { month: 12, day: 10 },
} as const;
export type IslamicFestival = keyof typeof ISLAMIC_FESTIVALS;

/** A year may hold two days of one Islamic festival (the Islamic year is 11 days shorter). */
const RecordedByYear = Type.Record(
  Type.String({ pattern: '^\\d{4}$' }),
  Type.Union([IsoDate, Type.Array(IsoDate, { minItems: 2, maxItems: 2 })]),
);

/** The official festival dates of the years before the gazetted data (`data/history/festivals.yaml`). */
export const FestivalRecord = Type.Object(
  Object.fromEntries(
    [...Object.keys(ISLAMIC_FESTIVALS), ...FESTIVALS].map((name) => [name, Type.Optional(RecordedByYear)]),
  ) as Record<IslamicFestival | Festival, TOptional<typeof RecordedByYear>>,
  { additionalProperties: false },
);
export type FestivalRecord = Static<typeof FestivalRecord>;

/** One-off days and moved dates of the years before the gazetted data (`data/history/holidays.yaml`). */
export const HistoryFile = Type.Object({ holidays: Type.Array(HolidayRecord) }, { additionalProperties: false });
