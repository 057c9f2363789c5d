import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What each step of the service's build read, recorded beside what it wrote
 * (dist/build-record.json): every input file's SHA-256, and the facts that are not files (the
 * Node that made the code cache, the start command's flags). A step whose inputs all digest as
 * recorded, and whose outputs are all there, is not run again. Contents rather than timestamps,
 * so that a checkout, a copy or `touch` that changes nothing rebuilds nothing.
 */
export interface StepRecord {
  /** An input file's path (from the repository root) or a fact's name, and its digest or value. */
  inputs: Record<string, string>;
  outputs: string[];
}

export type BuildRecord = Record<string, StepRecord>;

export function readBuildRecord(file: string): BuildRecord {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildRecord;
  } catch {
    return {};
  }
}

/** The record written whole or not at all: a build stopped midway leaves the one before it. */
export function writeBuildRecord(file: string, record: BuildRecord): void {
  writeAtomically(file, `${JSON.stringify(record, null, 1)}\n`);
}

/** The files' and folders' (every file inside, recursively) digests, by path. */
export function digests(paths: readonly string[]): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const path of paths) {
    if (!existsSync(path)) continue;
    if (statSync(path).isDirectory())
      Object.assign(
        inputs,
        digests(
          readdirSync(path)
            .sort()
            .map((name) => join(path, name)),
        ),
      );
    else inputs[path] = digestOf(path);
  }
  return inputs;
}

/**
 * Whether a step need not run: it ran before, every input it read then digests the same, every
 * input it reads now (a new file in one of its folders, a new fact) was read then, and its
 * outputs are there.
 */
export function isUpToDate(
  recorded: StepRecord | undefined,
  inputs: Record<string, string>,
  facts: Record<string, string>,
): boolean {
  if (recorded === undefined) return false;
  const now = { ...inputs, ...facts };
  if (Object.entries(now).some(([key, value]) => recorded.inputs[key] !== value)) return false;
  for (const [key, value] of Object.entries(recorded.inputs)) {
    if (key in now) continue;
    if (!existsSync(key) || digestOf(key) !== value) return false;
  }
  return recorded.outputs.every((output) => existsSync(output));
}

/** A file replaced in one step (written beside it, then renamed over it): a reader sees the old bytes or the new, never half. */
export function writeAtomically(file: string, contents: string | Uint8Array): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

function digestOf(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}
