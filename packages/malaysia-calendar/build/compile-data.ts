/**
 * The data step of the package's build: reads and checks every file of the repository's
 * data/ folder (the checks of validate-data, listing every problem) and writes the compiled
 * data the calendar loads at run time: the checksummed JSON file Node's entry point reads, the
 * calendar's years made from it (which Node's entry point reads instead of making them), and
 * the same data as a module for the entry point of every other runtime (and the change log's
 * translated sentences as a module of their own, which that entry point leaves out). A broken data file
 * stops the build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';
import { calendarYearsFile } from '../src/loading/calendar-years-file.js';
import {
  COMPILED_DATA,
  COMPILED_YEARS,
  readCompiledData,
  serializeCompiledData,
} from '../src/loading/compiled-data.js';
import {
  CHANGE_SENTENCES_MODULE,
  DATA_MODULE,
  DATA_MODULE_TYPES,
  changeSentencesModule,
  dataModule,
} from './data-module.js';
import { DataError } from './data-error.js';
import { loadDataset } from './load-dataset.js';

try {
  const data = loadDataset();
  const path = fileURLToPath(COMPILED_DATA);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, serializeCompiledData(data));
  // The years as a calendar makes them, from the data as it is read back (loading/compiled-data.ts).
  writeFileSync(COMPILED_YEARS, calendarYearsFile(readCompiledData()));
  writeFileSync(DATA_MODULE, dataModule(data));
  writeFileSync(new URL(DATA_MODULE.href.replace(/\.js$/, '.d.ts')), DATA_MODULE_TYPES);
  writeFileSync(CHANGE_SENTENCES_MODULE, changeSentencesModule(data));
  writeFileSync(new URL(CHANGE_SENTENCES_MODULE.href.replace(/\.js$/, '.d.ts')), DATA_MODULE_TYPES);
  console.log(
    `compiled data ${data.dataVersion} (${data.holidays.length} holiday records, ${data.coverage.firstYear}-${data.coverage.lastYear}) to ${path} and ${fileURLToPath(DATA_MODULE)}`,
  );
} catch (error) {
  if (!(error instanceof DataError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
