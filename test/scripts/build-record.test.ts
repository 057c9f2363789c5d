import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type StepRecord, digests, isUpToDate, readBuildRecord, writeBuildRecord } from '../../scripts/build-record.js';

describe("a build step's record (scripts/build-record.ts)", () => {
  const folder = mkdtempSync(join(tmpdir(), 'build-record-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const input = join(folder, 'inputs');
  const found = join(folder, 'found.ts');
  const output = join(folder, 'output.js');
  const facts = { 'node version': 'v20.0.0' };
  mkdirSync(input);
  writeFileSync(join(input, 'a.ts'), 'a');
  writeFileSync(found, 'found');
  writeFileSync(output, 'built');
  const ran = (): StepRecord => ({ inputs: { ...digests([input, found]), ...facts }, outputs: [output] });

  it('is up to date while every input, fact and output is as the step left them', () => {
    const recorded = ran();
    expect(isUpToDate(recorded, digests([input]), facts)).toBe(true);
    // Written back the same: a touch that changes no byte is no change.
    writeFileSync(join(input, 'a.ts'), 'a');
    expect(isUpToDate(recorded, digests([input]), facts)).toBe(true);
  });

  it('is not after a change to a declared input, a file found while running, a new file, a fact or an output', () => {
    const recorded = ran();
    writeFileSync(join(input, 'a.ts'), 'b');
    expect(isUpToDate(recorded, digests([input]), facts)).toBe(false);
    writeFileSync(join(input, 'a.ts'), 'a');
    writeFileSync(found, 'changed');
    expect(isUpToDate(recorded, digests([input]), facts)).toBe(false);
    writeFileSync(found, 'found');
    writeFileSync(join(input, 'new.ts'), 'new');
    expect(isUpToDate(recorded, digests([input]), facts)).toBe(false);
    rmSync(join(input, 'new.ts'));
    expect(isUpToDate(recorded, digests([input]), { 'node version': 'v24.0.0' })).toBe(false);
    rmSync(output);
    expect(isUpToDate(recorded, digests([input]), facts)).toBe(false);
    expect(isUpToDate(undefined, digests([input]), facts)).toBe(false);
  });

  it('reads back as written, and as nothing when missing or damaged', () => {
    const file = join(folder, 'build-record.json');
    expect(readBuildRecord(file)).toEqual({});
    writeBuildRecord(file, { step: ran() });
    expect(readBuildRecord(file)).toEqual({ step: ran() });
    writeFileSync(file, '{"step":');
    expect(readBuildRecord(file)).toEqual({});
  });
});
