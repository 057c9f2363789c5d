// biome-ignore lint/correctness/noUnusedImports: Hint, Kind, OptionalKind and ReadonlyKind key TypeBox's schema types: the emitted declarations must be able to name them.
import type { Hint, Kind, OptionalKind, ReadonlyKind } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';
import { IsoDate, Nullable } from './common.js';

/** A local time of day, 24-hour `HH:MM`, in the market's time zone. */
export const LocalTime = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', examples: ['09:00'] });
export const Source = Type.String({ minLength: 1, description: 'Where the fact is published' });

export const TradingSession = Type.Object({ open: LocalTime, close: LocalTime }, { additionalProperties: false });
export type TradingSession = Static<typeof TradingSession>;

/** The sessions of a full trading day from a date on, and the close of a half day. */
export const SessionRule = Type.Object(
  {
    from: IsoDate,
    sessions: Type.Array(TradingSession, { minItems: 1 }),
    halfDayClose: LocalTime,
    source: Source,
  },
  { additionalProperties: false },
);
export type SessionRule = Static<typeof SessionRule>;

/** The settlement cycle (T+days, in trading days) of a trade made from a date on. */
export const SettlementRule = Type.Object(
  { from: IsoDate, days: Type.Integer({ minimum: 0, maximum: 10 }), source: Source },
  { additionalProperties: false },
);
export type SettlementRule = Static<typeof SettlementRule>;

/** GET /markets: a market, its conventions as they changed, and the years it is answered for. */
export const Market = Type.Object(
  {
    id: Type.String({ examples: ['xkls'] }),
    mic: Type.String({ description: 'ISO 10383 market identifier code', examples: ['XKLS'] }),
    name: Type.Object({ en: Type.String(), ms: Type.String() }),
    timezone: Type.String({ examples: ['Asia/Kuala_Lumpur'] }),
    holidaysOf: Type.String({ description: 'The state whose public holidays close it', examples: ['kuala-lumpur'] }),
    firstYear: Type.Integer(),
    sessions: Type.Array(SessionRule, { description: 'The sessions of a full day, from each date on' }),
    settlement: Type.Array(SettlementRule, { description: 'T+days in trading days, for trades from each date on' }),
    halfDays: Type.Object({
      festivals: Type.Array(Type.String(), { description: 'Holiday slugs whose eve closes at halfDayClose' }),
      until: Type.Optional(Type.String({ description: 'The last day the rule closes an eve early, when it ended' })),
      source: Type.String(),
    }),
  },
  { title: 'Market' },
);
export type Market = Static<typeof Market>;

/** GET /markets/{market}/sessions: one trading day, in the market's local time. */
export const TradingDay = Type.Object(
  {
    date: Type.String(),
    open: Type.String({ examples: ['09:00'] }),
    close: Type.String({
      description: 'The close: the full day\'s, or the half day\'s ("12:30")',
      examples: ['17:00'],
    }),
    halfDay: Type.Boolean(),
    breakStart: Nullable(Type.String({ description: 'The midday break, null on a half day', examples: ['12:30'] })),
    breakEnd: Nullable(Type.String({ examples: ['14:30'] })),
    settlementDate: Nullable(
      Type.String({ description: "When a trade of this day settles (T+n trading days); null past the data's end" }),
    ),
  },
  { title: 'TradingDay' },
);
export type TradingDay = Static<typeof TradingDay>;
