// biome-ignore lint/correctness/noUnusedImports: Hint, Kind, OptionalKind and ReadonlyKind key TypeBox's schema types: the emitted declarations must be able to name them.
import type { Hint, Kind, OptionalKind, ReadonlyKind } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import * as Type from '@sinclair/typebox/type';
import { Nullable, literals } from './common.js';
import { Holiday } from './holiday.js';
import { WEEKDAY_CODES } from './parameters.js';

export const HOLIDAY_PLACEMENTS = ['working_day', 'rest_day', 'off_day'] as const;

/** A holiday of the year as the employee's paid-holiday law sees it. */
export const EntitledHoliday = Type.Object(
  {
    holiday: Holiday,
    basis: Type.String({ description: "The provision that makes the holiday paid (or the employer's choice)" }),
    fallsOn: literals(
      HOLIDAY_PLACEMENTS,
      'working_day: a day the employee works; rest_day: the weekly rest day (s.59); off_day: a day off of the week that is not the rest day, which the proviso does not substitute',
    ),
    paidOn: Nullable(
      Type.String({
        description:
          'The day paid as the holiday: the holiday itself, the substitute working day, or null on an off day',
      }),
    ),
    substitution: Nullable(
      Type.Object({
        reason: literals(
          ['rest_day', 'another_holiday'] as const,
          'Why the day paid is not the holiday: it fell on the rest day, or on a day another paid holiday holds',
        ),
        basis: Type.String(),
      }),
    ),
  },
  { title: 'EntitledHoliday' },
);
export type EntitledHoliday = Static<typeof EntitledHoliday>;

/** GET /entitlements: the paid public holidays of a state's year under the employee's holiday law. */
export const Entitlements = Type.Object(
  {
    state: Type.String({ description: 'Canonical state code: where the employee mainly works' }),
    year: Type.Integer(),
    law: Type.String({ description: 'The law and section applied' }),
    workweek: Type.Array(literals(WEEKDAY_CODES), { description: 'The days worked' }),
    restDay: literals(WEEKDAY_CODES, 'The weekly rest day'),
    paidHolidays: Type.Integer({ description: 'Gazetted public holidays paid a year, the compulsory ones included' }),
    employerChooses: Type.Integer({
      description:
        "How many of the employer's choice holidays the employer names (paidHolidays less the compulsory ones)",
    }),
    compulsory: Type.Array(EntitledHoliday, { description: 'Must be paid; may not be replaced by another day' }),
    additional: Type.Array(EntitledHoliday, {
      description:
        'Always paid besides the gazetted ones (section 8 days and the like); the employer may give another day in place of one',
    }),
    employerChoice: Type.Array(EntitledHoliday, {
      description:
        "The other gazetted holidays of the state (days a state declares under the Holidays Act 1951 s.9 among them), from which the employer names employerChooses; each one's substitute as if every one were chosen, or with chosen only the days chosen",
    }),
    notChosen: Type.Optional(
      Type.Array(Holiday, {
        description: "With chosen: the employer's choice holidays it did not choose, working days for the employee",
      }),
    ),
    notes: Type.Array(Type.String(), { description: 'What the answer assumes and does not decide' }),
  },
  { title: 'Entitlements' },
);
export type Entitlements = Static<typeof Entitlements>;

export const ENTITLEMENT_GROUPS = ['compulsory', 'additional', 'employerChoice'] as const;

/** One paid holiday as a row of the entitlements' CSV: its group, then its fields. */
export const EntitledHolidayRow = Type.Object(
  {
    group: literals(ENTITLEMENT_GROUPS, 'The list of the answer it is in'),
    ...EntitledHoliday.properties,
  },
  { title: 'EntitledHolidayRow' },
);
export type EntitledHolidayRow = Static<typeof EntitledHolidayRow>;
