import { CalendarError } from '../errors/calendar-error.js';
import type { Refusal } from '../errors/refusal.js';
import { correctedDate } from '../core/corrected-date.js';
import { PARAMETERS } from '../model/parameters.js';
import { meantParameters } from './parameter-names.js';
import { spellingDistance } from '../states/spelling-distance.js';

/** The parts of a parameter's JSON schema that the messages quote. */
export interface ParameterSchema {
  type?: string;
  format?: string;
  enum?: string[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  examples?: unknown[];
  description?: string;
}

/** The rule a parameter broke, named as JSON Schema names its keywords. */
export type ParameterRule =
  | 'required'
  | 'type'
  | 'format'
  | 'pattern'
  | 'enum'
  | 'minimum'
  | 'maximum'
  | 'minLength'
  | 'maxLength';

/**
 * The VALIDATION_ERROR for one parameter that breaks one rule: the message names the
 * parameter and the rule, and `suggestions` gives the valid values or a corrected form.
 * The library's own checks and the HTTP API's schema validation both answer with it.
 */
export function parameterProblem(
  rule: ParameterRule | string,
  name: string,
  value: unknown,
  schema: ParameterSchema,
  stateCodes: readonly string[],
): CalendarError {
  const shown = valueText(value);
  const hint = () => hintFor(name, schema, stateCodes);
  switch (rule) {
    case 'required':
      return problem(`Parameter '${name}' is required.`, hint(), { kind: 'required', parameter: name });
    case 'maxLength':
      return problem(`Parameter '${name}' must be at most ${String(schema.maxLength)} characters long.`, hint(), {
        kind: 'tooLong',
        parameter: name,
        maxLength: schema.maxLength!,
      });
    case 'format':
    case 'pattern': {
      if (schema.format !== 'date')
        return problem(
          `Parameter '${name}' is not written as expected${schema.description === undefined ? '' : ` (${schema.description})`}; got ${shown}.`,
          hint(),
          { kind: 'notWritten', parameter: name, value: shown, description: schema.description },
        );
      const corrected = typeof value === 'string' ? correctedDate(value) : undefined;
      // A corrected form when one can be read in it; never a fixed example date, which a client might take as meant.
      return problem(
        `Parameter '${name}' must be a real date written YYYY-MM-DD; got ${shown}.`,
        corrected === undefined ? [] : [corrected],
        { kind: 'notDate', parameter: name, value: shown },
      );
    }
    case 'enum': {
      const allowed = schema.enum ?? [];
      const written = typeof value === 'string' ? value : shown;
      const ranked = [...allowed].sort((a, b) => spellingDistance(written, a) - spellingDistance(written, b));
      return problem(`Parameter '${name}' must be one of: ${allowed.join(', ')}; got ${shown}.`, ranked, {
        kind: 'notAllowed',
        parameter: name,
        value: shown,
        allowed,
      });
    }
    case 'minimum':
    case 'maximum':
      return problem(
        `Parameter '${name}' must be ${rangeText(schema)}; got ${shown}.`,
        [String(rule === 'minimum' ? schema.minimum : schema.maximum)],
        { kind: 'outOfRange', parameter: name, value: shown, minimum: schema.minimum, maximum: schema.maximum },
      );
    case 'minLength':
      return problem(`Parameter '${name}' must not be empty.`, hint(), { kind: 'empty', parameter: name });
    case 'type': {
      const wanted =
        schema.type === 'integer'
          ? `an integer${schema.minimum === undefined ? '' : ` ${rangeText(schema)}`}`
          : `a ${schema.type ?? 'value'}`;
      return problem(`Parameter '${name}' must be ${wanted}; got ${shown}.`, hint(), {
        kind: 'wrongType',
        parameter: name,
        value: shown,
        type: schema.type,
        minimum: schema.minimum,
        maximum: schema.maximum,
      });
    }
    default:
      return problem(`Parameter '${name}' is invalid: ${rule}.`, hint(), { kind: 'brokenRule', parameter: name, rule });
  }
}

/**
 * A value as a message quotes it: as JSON, or, for what JSON cannot write (a BigInt, an object
 * whose conversions throw), by its kind; never an error of its own in place of the problem.
 */
function valueText(value: unknown): string {
  try {
    return String(JSON.stringify(value));
  } catch {
    return `a ${typeof value}`;
  }
}

function problem(message: string, suggestions: string[], refusal: Refusal): CalendarError {
  return new CalendarError('VALIDATION_ERROR', message, suggestions, refusal);
}

function rangeText(schema: ParameterSchema): string {
  if (schema.minimum !== undefined && schema.maximum !== undefined)
    return `from ${schema.minimum} to ${schema.maximum}`;
  if (schema.minimum !== undefined) return `at least ${schema.minimum}`;
  return `at most ${schema.maximum}`;
}

/** The parameters whose refusals suggest the state codes, as declared. */
const SUGGESTING_STATES: ReadonlySet<string> = new Set(
  PARAMETERS.filter((declared) => declared.suggests === 'states').map((declared) => declared.name),
);

function hintFor(name: string, schema: ParameterSchema, stateCodes: readonly string[]): string[] {
  if (SUGGESTING_STATES.has(name)) return [...stateCodes];
  if (schema.enum !== undefined) return schema.enum;
  if (schema.minimum !== undefined && schema.maximum !== undefined)
    return [String(schema.minimum), String(schema.maximum)];
  return (schema.examples ?? []).map(String);
}

/**
 * Parameters the question does not take, each with the name it most likely meant
 * (`from` → `start`); `suggestions` has those names, else every name the question takes.
 */
export function unknownParametersProblem(names: readonly string[], known: readonly string[]): CalendarError {
  // Each name named is matched against every known one: a thousand unknown names cost more than any answer.
  const named = names.slice(0, NAMED_UNKNOWN);
  const meant = named.map((name) => meantParameters(name, known));
  const described = named.map(
    (name, index) => `'${quoted(name)}'${meant[index]!.length > 0 ? ` (did you mean '${meant[index]![0]}'?)` : ''}`,
  );
  const more = names.length - named.length;
  if (more > 0) described.push(`and ${more} more`);
  const takes = `This endpoint takes: ${known.join(', ') || 'no parameters'}.`;
  const message =
    names.length === 1
      ? `Unknown parameter '${quoted(names[0]!)}'${meant[0]!.length > 0 ? `; did you mean '${meant[0]![0]}'?` : '.'} ${takes}`
      : `Unknown parameters ${described.join(', ')}. ${takes}`;
  const suggestions = [...new Set(meant.flat())];
  return problem(message, suggestions.length > 0 ? suggestions : [...known], {
    kind: 'unknownParameters',
    names: named.map((name, index) => ({ name: quoted(name), meant: meant[index]![0] })),
    more,
    known: [...known],
  });
}

/** Unknown names a message names at most, each with what it may have meant. */
const NAMED_UNKNOWN = 10;

/** The longest name quoted back: a message stays readable whatever a client sends. */
const QUOTED_NAME_LENGTH = 64;

function quoted(name: string): string {
  return name.length <= QUOTED_NAME_LENGTH ? name : `${name.slice(0, QUOTED_NAME_LENGTH - 1)}…`;
}
