import type { FastifySchemaValidationError } from 'fastify';
import { type ParameterSchema, parameterProblem, unknownParametersProblem } from 'malaysia-calendar/adapters';
import { ApiError } from '../errors/api-error.js';

interface ObjectSchema {
  properties?: Record<string, ParameterSchema>;
}

/** The rules whose words the calendar shares with the library; the others are the query string's own. */
const PARAMETER_RULES = new Set(['type', 'format', 'pattern', 'enum', 'minimum', 'maximum', 'minLength', 'maxLength']);

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

  if (error.keyword === 'required') {
    const name = String(params.missingProperty);
    return ApiError.from(parameterProblem('required', name, undefined, owner.properties?.[name] ?? {}, stateCodes));
  }

  const name = error.instancePath.replace(/^\//, '').split('/')[0] || 'request';
  const value = input[name];
  if (PARAMETER_RULES.has(error.keyword))
    return ApiError.from(parameterProblem(error.keyword, name, value, owner, stateCodes));
  return ApiError.from(parameterProblem(error.message ?? 'it breaks the schema', name, value, owner, stateCodes));
}

/**
 * The parameters of a query that its endpoint does not take, reported before anything else
 * is checked: `?from=…&to=…` is a misnamed range, and saying "'start' is required" would hide it.
 */
export function unknownParametersOf(
  query: Record<string, unknown>,
  schema: ObjectSchema | undefined,
): ApiError | undefined {
  if (schema?.properties === undefined) return undefined;
  const known = Object.keys(schema.properties);
  const unknown = Object.keys(query).filter((name) => !known.includes(name));
  return unknown.length === 0 ? undefined : ApiError.from(unknownParametersProblem(unknown, known));
}

/** `?state=a&state=b`: a parameter takes one value. */
export function repeatedParameterProblem(name: string, value: readonly unknown[]): ApiError {
  return new ApiError(
    'VALIDATION_ERROR',
    `Parameter '${name}' must be given once; got ${JSON.stringify(value)}.`,
    value
      .filter((item) => item !== '')
      .map(String)
      .slice(0, 1),
  );
}

/** An empty query value (`?days=`) is refused before type coercion could read it as 0. */
export function emptyParameterProblem(name: string): ApiError {
  return new ApiError('VALIDATION_ERROR', `Parameter '${name}' must not be empty.`, []);
}
