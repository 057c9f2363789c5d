// biome-ignore lint/correctness/noUnusedImports: Hint, Kind, OptionalKind and ReadonlyKind key TypeBox's schema types: the emitted declarations must be able to name them.
import type { Hint, Kind, OptionalKind, ReadonlyKind } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';
import { IsoDate, literals } from './common.js';
import { SessionRule, SettlementRule, Source } from './market.js';

/** What a market's day may be, against what its rules make of it. */
export const MARKET_DAY_KINDS = ['open', 'closed', 'full-day', 'half-day'] as const;
export type MarketDayKind = (typeof MARKET_DAY_KINDS)[number];

export const MarketDay = Type.Object(
  { date: IsoDate, kind: literals(MARKET_DAY_KINDS), reason: Type.String({ minLength: 1 }), source: Source },
  { additionalProperties: false },
);
export type MarketDay = Static<typeof MarketDay>;

/** A market as kept in `data/markets/{id}.yaml`: its dated rules, and the days its rules do not give. */
export const MarketFile = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9]+$' }),
    mic: Type.String({ pattern: '^[A-Z0-9]{4}$', description: 'ISO 10383 market identifier code' }),
    name: Type.Object({ en: Type.String({ minLength: 1 }), ms: Type.String({ minLength: 1 }) }),
    timezone: Type.Literal('Asia/Kuala_Lumpur'),
    holidaysOf: Type.String({ minLength: 1, description: 'The state whose public holidays close the market' }),
    rules: Type.Object(
      {
        sessions: Type.Array(SessionRule, { minItems: 1 }),
        settlement: Type.Array(SettlementRule, { minItems: 1 }),
        halfDays: Type.Object(
          {
            festivals: Type.Array(Type.String({ minLength: 1 })),
            until: Type.Optional({ ...IsoDate, description: 'The last day the rule closes an eve early' }),
            source: Source,
          },
          { additionalProperties: false },
        ),
        surpriseHolidays: Type.Object({ from: IsoDate, source: Source }, { additionalProperties: false }),
      },
      { additionalProperties: false },
    ),
    days: Type.Array(MarketDay),
  },
  { additionalProperties: false },
);
export type MarketFile = Static<typeof MarketFile>;

/**
 * A market as the calendar reads it: its file less what no answer shows (why each day is as it
 * is and where that is published, the surprise-holiday rule), which the browser build leaves out.
 */
export type MarketData = Omit<MarketFile, 'days' | 'rules'> & {
  rules: Omit<MarketFile['rules'], 'surpriseHolidays'>;
  days: Pick<MarketDay, 'date' | 'kind'>[];
};
