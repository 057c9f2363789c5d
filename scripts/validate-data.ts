/** Runs the start-up data checks on `data/` (or a folder given as argument) and reports every problem. */
import { Calendar } from '../src/core/calendar.js';
import { DataError } from '../src/data/data-error.js';
import { bundledDataDir, loadDataset } from '../src/data/load-dataset.js';

const dataDir = process.argv[2] ?? bundledDataDir();
try {
  const dataset = loadDataset(dataDir);
  const calendar = new Calendar(dataset.states, dataset.holidays, dataset.coverage);
  const replacements = calendar.holidays.length - dataset.holidays.length;
  console.log(
    `data OK: ${dataset.states.length} states, ${dataset.holidays.length} holiday records and ${replacements} derived replacement days, ` +
      `${dataset.coverage.firstYear}-${dataset.coverage.lastYear}; school calendars ${dataset.school.map((year) => year.year).join(', ')}; ` +
      `${dataset.exams.length} exam(s); ${dataset.changelog.length} change-log entries; version ${dataset.dataVersion}`,
  );
} catch (error) {
  console.error(error instanceof DataError ? error.message : error);
  process.exit(1);
}
