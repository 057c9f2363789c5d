import { type TSchema, Type } from '@sinclair/typebox';
import { HOLIDAY_STATUSES, HOLIDAY_TYPES, SCHOOL_GROUPS } from '../../core/types.js';
import { literals } from '../../schemas/common.js';

/** A query enum: one clear `enum` error, documented as `enum`. */
export const StringEnum = <const T extends readonly string[]>(values: T, options: { description?: string } = {}) => literals(values, options.description);

export const DateParameter = (description: string) =>
  Type.String({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: `${description} (YYYY-MM-DD)`, examples: ['2026-08-31'] });

export const StateParameter = Type.String({
  minLength: 1,
  maxLength: 100,
  description: 'State code or any alias (name, ISO 3166-2 code, three-letter code, short form); see GET /states',
  examples: ['selangor'],
});

export const YearParameter = Type.Integer({
  minimum: 1000,
  maximum: 9999,
  description: 'Four-digit year; defaults to the current year in Asia/Kuala_Lumpur',
  examples: [2026],
});

export const MonthParameter = Type.Integer({ minimum: 1, maximum: 12, description: 'Month, 1 to 12' });
export const HolidayTypeParameter = StringEnum(HOLIDAY_TYPES, { description: 'Holiday type' });
export const StatusParameter = StringEnum(HOLIDAY_STATUSES, { description: 'Holiday status; /holidays defaults to confirmed' });
export const GroupParameter = StringEnum(SCHOOL_GROUPS, { description: 'School group' });

/** A query-string schema that refuses parameters it does not name. */
export function Query<P extends Record<string, TSchema>>(properties: P) {
  return Type.Object(properties, { additionalProperties: false });
}
