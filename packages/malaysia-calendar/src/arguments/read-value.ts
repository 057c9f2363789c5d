import { formatIsoDate, parseIsoDate } from '../core/civil-date.js';
import type { Reading } from '../model/parameter.js';

/**
 * A checked value as its parameter's declaration reads it for the answer: a date (checked a
 * real one) as its day number, a list as its entries, anything else as it is.
 */
export function readValue(reading: Reading | undefined, checked: unknown): unknown {
  if (reading === 'day') return parseIsoDate(checked as string);
  if (reading === 'list') return (checked as string).split(',');
  return checked;
}

/** A value read for the answer as an answer's inputs echo it: a date as its text again, anything else as it is. */
export function echoedValue(reading: Reading, read: unknown): unknown {
  return reading === 'day' ? formatIsoDate(read as number) : read;
}
