import type { TSchema } from '@sinclair/typebox';
import { Errors } from '@sinclair/typebox/errors';
import '../core/date-format.js';

/**
 * Where a value first breaks one of the model's schemas, if it does. Checked by the TypeBox
 * bundled with this package, the one that knows the model's string enums and `date` format:
 * a program's own copy of TypeBox would not.
 */
export function schemaProblem(schema: TSchema, value: unknown): { path: string; message: string } | undefined {
  const error = Errors(schema, value).First();
  return error === undefined ? undefined : { path: error.path, message: error.message };
}
