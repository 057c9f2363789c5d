import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A file the service's build wrote beside the bundle, or undefined when there was no such build. */
export function readIfBuilt(location: URL): Buffer | undefined;
export function readIfBuilt(location: URL, encoding: 'utf8'): string | undefined;
export function readIfBuilt(location: URL, encoding?: 'utf8'): Buffer | string | undefined {
  try {
    return encoding === undefined
      ? readFileSync(fileURLToPath(location))
      : readFileSync(fileURLToPath(location), encoding);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
