import { type TSchema, Type } from '@sinclair/typebox';

/** A query-string schema that refuses parameters it does not name. */
export function Query<P extends Record<string, TSchema>>(properties: P) {
  return Type.Object(properties, { additionalProperties: false });
}
