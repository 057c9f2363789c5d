import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CalendarData } from '../core/calendar-data.js';
import { parseCalendarYears } from './calendar-years-file.js';
import type { CalendarYears } from './calendar-years.js';
import { CompiledDataError } from '../errors/compiled-data-error.js';

/**
 * The data as the build compiled it: the checked records of every data file in one JSON
 * document, so that loading costs a file read and a JSON parse instead of reading YAML and
 * checking it again. The first line carries the SHA-256 of the rest, so a damaged or
 * hand-edited file is refused rather than served.
 */
// Found through the package's own name, so that it is found from a bundle of the service too.
export const COMPILED_DATA = new URL(
  'compiled/calendar-data.json',
  pathToFileURL(createRequire(import.meta.url).resolve('malaysia-calendar/package.json')),
);

/**
 * The calendar's years made from the compiled data at build time (loading/calendar-years-file.ts),
 * beside it: a calendar takes them instead of making them, two thirds of its making
 * (docs/benchmarks.md), as long as they were made from the same data.
 */
export const COMPILED_YEARS = new URL('calendar-years.json', COMPILED_DATA);

interface Header {
  format: 1;
  sha256: string;
}

export function serializeCompiledData(data: CalendarData): string {
  const payload = JSON.stringify(data);
  const header: Header = { format: 1, sha256: sha256(payload) };
  return `${JSON.stringify(header)}\n${payload}\n`;
}

export function readCompiledData(location: URL = COMPILED_DATA): CalendarData {
  const path = fileURLToPath(location);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new CompiledDataError(
      `The compiled calendar data is missing (${path}): build the package first (npm run build).`,
    );
  }
  const newline = text.indexOf('\n');
  const payload = text.slice(newline + 1).trimEnd();
  let header: Partial<Header> = {};
  try {
    header = JSON.parse(text.slice(0, newline)) as Header;
  } catch {
    // Reported below as an unknown format.
  }
  if (header.format !== 1)
    throw new CompiledDataError(
      `The compiled calendar data (${path}) is not in a format this version reads: rebuild it (npm run build).`,
    );
  if (header.sha256 !== sha256(payload)) {
    throw new CompiledDataError(
      `The compiled calendar data (${path}) is damaged: its checksum does not match its content. Rebuild it (npm run build).`,
    );
  }
  return JSON.parse(payload) as CalendarData;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The years the build made beside the compiled data, or undefined when there are none (the calendar then makes them). */
export function readCompiledYears(location: URL = COMPILED_YEARS): CalendarYears | undefined {
  const path = fileURLToPath(location);
  let text: string;
  try {
    text = readFileSync(path, 'latin1');
  } catch {
    return undefined;
  }
  return parseCalendarYears(text, path);
}
