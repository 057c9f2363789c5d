/** `npm run declare -- …`: a declared holiday into the data, validated, with every answer it changes (build/declare/). */
import { DataError } from './data-error.js';
import { declareHoliday } from './declare/declare-holiday.js';
import { DECLARE_USAGE } from './declare/declaration.js';
import { bundledDataDir } from './load-dataset.js';

try {
  console.log(declareHoliday(process.argv.slice(2), bundledDataDir()));
} catch (error) {
  console.error(error instanceof DataError ? error.message : `${(error as Error).message}\n\n${DECLARE_USAGE}`);
  process.exit(1);
}
