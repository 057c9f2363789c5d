import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMPILED_DATA, readCompiledData, serializeCompiledData } from '../../src/loading/compiled-data.js';
import { CompiledDataError } from '../../src/errors/compiled-data-error.js';
import { data } from '../support/fixtures.js';

function written(text: string): URL {
  const path = join(mkdtempSync(join(tmpdir(), 'mycal-compiled-')), 'calendar-data.json');
  writeFileSync(path, text);
  return pathToFileURL(path);
}

describe('the compiled data', () => {
  it('holds exactly the checked records of the data files', () => {
    expect(readCompiledData()).toEqual(JSON.parse(JSON.stringify(data)));
  });

  it('reads back what was written', () => {
    expect(readCompiledData(written(serializeCompiledData(data)))).toEqual(JSON.parse(JSON.stringify(data)));
  });

  it('is refused, with a message saying so, when one byte of it changed', () => {
    const text = readFileSync(COMPILED_DATA, 'utf8').replace('"2026-08-31"', '"2026-08-30"');
    expect(() => readCompiledData(written(text))).toThrow(CompiledDataError);
    expect(() => readCompiledData(written(text))).toThrow(/damaged: its checksum does not match/);
  });

  it('is refused when missing or not in the compiled format', () => {
    expect(() => readCompiledData(new URL('file:///nonexistent/calendar-data.json'))).toThrow(/missing/);
    expect(() => readCompiledData(written(JSON.stringify(data)))).toThrow(/not in a format this version reads/);
  });
});
