import { inAllowedCase } from './allowed-value.js';
import { CalendarError } from '../errors/calendar-error.js';

/**
 * The longest integer any parameter reads: every value taken fits in 4 digits and a sign, and
 * a few leading zeros (`month=02`, `year=02026`) stay readable. A longer one (`year=` and
 * thousands of zeros, or 30 digits) is refused before it is read, kept or echoed in full.
 */
const MAX_INTEGER_CHARACTERS = 8;

/**
 * A value as a person writes it, in a query string or on the command line, read as its
 * parameter's schema takes it: an integer written in decimal digits as a number (leading zeros
 * are plain decimal: `02` is 2), an allowed value in the case its schema spells it (`FEDERAL` is
 * `federal`, `a` is `A`), anything else as written, for the calendar's checks to refuse in their
 * own words. Every interface that reads text reads it here, so that each accepts and refuses the
 * same values.
 */
export function readWritten(name: string, schema: { type?: string; enum?: readonly string[] }, text: string): unknown {
  if (schema.type !== 'integer') return inAllowedCase(schema, text);
  if (!/^-?\d+$/.test(text)) throw notDecimalInteger(name, text);
  if (text.length > MAX_INTEGER_CHARACTERS) throw overlongInteger(name, text);
  return Number(text);
}

/** `0x10`, `1e1`, `+5`, ` 7`: integers must be written in plain decimal digits. */
function notDecimalInteger(name: string, text: string): CalendarError {
  const number = Number(text.trim());
  return new CalendarError(
    'VALIDATION_ERROR',
    `Parameter '${name}' must be an integer written in decimal digits; got ${JSON.stringify(text)}.`,
    Number.isSafeInteger(number) ? [String(number)] : [],
    { kind: 'notDecimal', parameter: name, value: JSON.stringify(text) },
  );
}

function overlongInteger(name: string, text: string): CalendarError {
  const number = Number(text);
  return new CalendarError(
    'VALIDATION_ERROR',
    `Parameter '${name}' is ${text.length} characters long; no value it takes needs more than ${MAX_INTEGER_CHARACTERS}.`,
    Number.isSafeInteger(number) && String(number).length <= MAX_INTEGER_CHARACTERS ? [String(number)] : [],
    { kind: 'overlongInteger', parameter: name, length: text.length, limit: MAX_INTEGER_CHARACTERS },
  );
}
