import { type TSchema, Type } from '@sinclair/typebox';
import { EstimatesParameter } from 'malaysia-calendar/model';

/** A query-string schema that refuses parameters it does not name; every question takes `estimates`. */
export function Query<P extends Record<string, TSchema>>(properties: P) {
  return Type.Object({ ...properties, estimates: Type.Optional(EstimatesParameter) }, { additionalProperties: false });
}
