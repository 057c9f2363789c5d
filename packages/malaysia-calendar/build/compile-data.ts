/**
 * The data step of the package's build: reads and checks every file of the repository's
 * data/ folder (the checks of validate-data, listing every problem) and writes the compiled
 * data the calendar loads at run time. A broken data file stops the build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';
import { COMPILED_DATA, serializeCompiledData } from '../src/questions/compiled-data.js';
import { DataError } from './data-error.js';
import { loadDataset } from './load-dataset.js';

try {
  const data = loadDataset();
  const path = fileURLToPath(COMPILED_DATA);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, serializeCompiledData(data));
  console.log(`compiled data ${data.dataVersion} (${data.holidays.length} holiday records, ${data.coverage.firstYear}-${data.coverage.lastYear}) to ${path}`);
} catch (error) {
  if (!(error instanceof DataError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
