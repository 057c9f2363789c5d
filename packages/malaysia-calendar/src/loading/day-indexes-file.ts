import { CompiledDataError } from '../errors/compiled-data-error.js';
import { LOADED_CALENDARS } from './loaded-calendar.js';
import type { DayNumber } from '../core/civil-date.js';
import type { DayIndexes } from './calendar-years.js';
import type { DayIndexArrays } from '../core/day-index.js';

/**
 * The file of every state's day index (loading/calendar-years.ts, DayIndexes): a JSON header
 * line (its format, the data version, the first and last day, the byte order, each state and its
 * count of business days), padded to 8 bytes, then each state's arrays in the header's order,
 * each starting on a 4-byte boundary, as the machine lays them out: read back as views of the
 * file's bytes, not copied or parsed.
 */
interface Header {
  format: 1;
  dataVersion: string;
  first: DayNumber;
  last: DayNumber;
  littleEndian: boolean;
  states: [code: string, businessDays: number][];
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** The file of a calendar's (a MalaysiaCalendar's) day indexes, every state's built now. */
export function dayIndexesFile(calendar: { readonly dataVersion: string }): Uint8Array {
  const { calendar: days } = LOADED_CALENDARS.get(calendar)!;
  const states = days.states.map((state) => [state.code, days.indexOf(state.code).arrays()] as const);
  const header: Header = {
    format: 1,
    dataVersion: calendar.dataVersion,
    first: days.firstDay,
    last: days.lastDay,
    littleEndian: LITTLE_ENDIAN,
    states: states.map(([code, arrays]) => [code, arrays.businessDays.length]),
  };
  const parts: Uint8Array[] = [padded(new TextEncoder().encode(`${JSON.stringify(header)}\n`), 8, 0x20)];
  for (const [, arrays] of states) {
    parts.push(padded(arrays.kinds, 4, 0));
    for (const numbers of [arrays.businessBefore, arrays.holidaysBefore, arrays.businessDays])
      parts.push(new Uint8Array(numbers.buffer, numbers.byteOffset, numbers.byteLength));
  }
  const file = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    file.set(part, at);
    at += part.length;
  }
  return file;
}

/** The day indexes of a file `dayIndexesFile` wrote, as views of its bytes; `where` names the file in the error. */
export function parseDayIndexes(file: Uint8Array, where: string): DayIndexes {
  const newline = file.indexOf(0x0a);
  let header: Partial<Header> = {};
  try {
    header = JSON.parse(new TextDecoder().decode(file.subarray(0, newline))) as Header;
  } catch {
    // Reported below as an unknown format.
  }
  if (header.format !== 1 || header.littleEndian !== LITTLE_ENDIAN)
    throw new CompiledDataError(
      `The day indexes made at build time (${where}) are not in a format this version reads on this machine: rebuild them (npm run build).`,
    );
  const { dataVersion, first, last, states: counts } = header as Header;
  const length = last - first + 1;
  const size = counts.reduce(
    (total, [, businessDays]) => total + roundedUp(length, 4) + 8 * (length + 1) + 4 * businessDays,
    roundedUp(newline + 1, 8),
  );
  if (size !== file.length)
    throw new CompiledDataError(
      `The day indexes made at build time (${where}) are damaged: rebuild them (npm run build).`,
    );
  // The arrays are views of the file: an Int32Array starts on a multiple of 4 of its buffer.
  const bytes = file.byteOffset % 4 === 0 ? file : file.slice();
  let at = bytes.byteOffset + roundedUp(newline + 1, 8);
  const take = <T>(
    make: (buffer: ArrayBufferLike, offset: number, count: number) => T,
    count: number,
    size: number,
  ) => {
    const view = make(bytes.buffer, at, count);
    at += roundedUp(count * size, 4);
    return view;
  };
  const bytesOf = (buffer: ArrayBufferLike, offset: number, count: number) => new Uint8Array(buffer, offset, count);
  const numbersOf = (buffer: ArrayBufferLike, offset: number, count: number) => new Int32Array(buffer, offset, count);
  const states = new Map<string, DayIndexArrays>();
  for (const [code, businessDays] of counts) {
    states.set(code, {
      kinds: take(bytesOf, length, 1),
      businessBefore: take(numbersOf, length + 1, 4),
      holidaysBefore: take(numbersOf, length + 1, 4),
      businessDays: take(numbersOf, businessDays, 4),
    });
  }
  return { dataVersion, first, last, states };
}

function roundedUp(size: number, multiple: number): number {
  return Math.ceil(size / multiple) * multiple;
}

/** The bytes followed by `fill` up to a multiple of `multiple`. */
function padded(bytes: Uint8Array, multiple: number, fill: number): Uint8Array {
  const out = new Uint8Array(roundedUp(bytes.length, multiple)).fill(fill);
  out.set(bytes);
  return out;
}
