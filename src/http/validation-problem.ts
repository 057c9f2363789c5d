import type { FastifySchemaValidationError } from 'fastify';
import { daysInMonth, formatIsoDate, fromParts } from '../core/civil-date.js';
import { spellingDistance } from '../states/spelling-distance.js';
import { ApiError } from './api-error.js';

interface ParameterSchema {
  type?: string;
  format?: string;
  enum?: string[];
  minimum?: number;
  maximum?: number;
  examples?: unknown[];
}

interface ObjectSchema {
  properties?: Record<string, ParameterSchema>;
}

/**
 * Turns the first schema violation of a request into a VALIDATION_ERROR that names the
 * parameter and the rule, with suggestions: the valid values, or a corrected form.
 */
export function validationProblem(
  errors: readonly FastifySchemaValidationError[],
  input: Record<string, unknown>,
  stateCodes: readonly string[],
): ApiError {
  const error = errors[0]!;
  const params = error.params as Record<string, unknown>;
  const owner = ((error as { parentSchema?: ObjectSchema }).parentSchema ?? {}) as ObjectSchema & ParameterSchema;

  if (error.keyword === 'additionalProperties') {
    const name = String(params.additionalProperty);
    const known = Object.keys(owner.properties ?? {});
    const close = known.filter((candidate) => spellingDistance(name, candidate) <= 2);
    return new ApiError(
      'VALIDATION_ERROR',
      `Unknown parameter '${name}'. This endpoint takes: ${known.join(', ') || 'no parameters'}.`,
      close.length > 0 ? close : known,
    );
  }

  if (error.keyword === 'required') {
    const name = String(params.missingProperty);
    const schema = owner.properties?.[name] ?? {};
    return new ApiError('VALIDATION_ERROR', `Parameter '${name}' is required.`, hintFor(name, schema, stateCodes));
  }

  const name = error.instancePath.replace(/^\//, '').split('/')[0] || 'request';
  const schema = owner;
  const value = input[name];
  const shown = JSON.stringify(value);

  if (Array.isArray(value)) {
    return new ApiError('VALIDATION_ERROR', `Parameter '${name}' must be given once; got ${shown}.`, value.filter((item) => item !== '').map(String).slice(0, 1));
  }
  if (error.keyword === 'maxLength') {
    return new ApiError('VALIDATION_ERROR', `Parameter '${name}' must be at most ${String(params.limit)} characters long.`, hintFor(name, schema, stateCodes));
  }
  if (error.keyword === 'format' || error.keyword === 'pattern') {
    const corrected = typeof value === 'string' ? correctedDate(value) : undefined;
    return new ApiError(
      'VALIDATION_ERROR',
      `Parameter '${name}' must be a real date written YYYY-MM-DD; got ${shown}.`,
      corrected === undefined ? hintFor(name, schema, stateCodes) : [corrected],
    );
  }
  if (error.keyword === 'enum') {
    const allowed = (params.allowedValues as string[]) ?? [];
    const ranked = [...allowed].sort((a, b) => spellingDistance(String(value), a) - spellingDistance(String(value), b));
    return new ApiError('VALIDATION_ERROR', `Parameter '${name}' must be one of: ${allowed.join(', ')}; got ${shown}.`, ranked);
  }
  if (error.keyword === 'minimum' || error.keyword === 'maximum') {
    const limit = Number(params.limit);
    return new ApiError(
      'VALIDATION_ERROR',
      `Parameter '${name}' must be ${rangeText(schema)}; got ${shown}.`,
      [String(limit)],
    );
  }
  if (error.keyword === 'minLength') {
    return new ApiError('VALIDATION_ERROR', `Parameter '${name}' must not be empty.`, hintFor(name, schema, stateCodes));
  }
  if (error.keyword === 'type') {
    const wanted = schema.type === 'integer' ? `an integer${schema.minimum === undefined ? '' : ` ${rangeText(schema)}`}` : `a ${schema.type ?? 'value'}`;
    return new ApiError('VALIDATION_ERROR', `Parameter '${name}' must be ${wanted}; got ${shown}.`, hintFor(name, schema, stateCodes));
  }
  return new ApiError('VALIDATION_ERROR', `Parameter '${name}' is invalid: ${error.message ?? 'it breaks the schema'}.`, hintFor(name, schema, stateCodes));
}

/** An empty query value (`?days=`) is refused before type coercion could read it as 0. */
export function emptyParameterProblem(name: string): ApiError {
  return new ApiError('VALIDATION_ERROR', `Parameter '${name}' must not be empty.`, []);
}

/** `0x10`, `1e1`, `+5`, ` 7`: integers must be written in plain decimal digits. */
export function notDecimalIntegerProblem(name: string, value: string): ApiError {
  const number = Number(value.trim());
  const suggestion = Number.isSafeInteger(number) ? [String(number)] : [];
  return new ApiError('VALIDATION_ERROR', `Parameter '${name}' must be an integer written in decimal digits; got ${JSON.stringify(value)}.`, suggestion);
}

function rangeText(schema: ParameterSchema): string {
  if (schema.minimum !== undefined && schema.maximum !== undefined) return `from ${schema.minimum} to ${schema.maximum}`;
  if (schema.minimum !== undefined) return `at least ${schema.minimum}`;
  return `at most ${schema.maximum}`;
}

function hintFor(name: string, schema: ParameterSchema, stateCodes: readonly string[]): string[] {
  if (name === 'state' || name === 'q') return [...stateCodes];
  if (schema.enum !== undefined) return schema.enum;
  if (schema.minimum !== undefined && schema.maximum !== undefined) return [String(schema.minimum), String(schema.maximum)];
  return (schema.examples ?? []).map(String);
}

/** The date a malformed one most likely meant: `2026-3-5` → `2026-03-05`; `2026-02-30` → `2026-02-28`; `2026-11-22T08:00` → `2026-11-22`. */
function correctedDate(text: string): string | undefined {
  const match = /^\s*(\d{4})[-/. ]?(\d{1,2})[-/. ]?(\d{1,2})(?:[T ]\S*)?\s*$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return undefined;
  return formatIsoDate(fromParts(year, month, Math.min(day, daysInMonth(year, month))));
}
