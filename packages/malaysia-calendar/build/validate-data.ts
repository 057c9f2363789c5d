/** Runs the data checks on the repository's data/ (or a folder given as argument) and reports every problem. */
import { MalaysiaCalendar } from '../src/calendar/malaysia-calendar.js';
import { DataError } from './data-error.js';
import { bundledDataDir, loadDataset } from './load-dataset.js';

const dataDir = process.argv[2] ?? bundledDataDir();
try {
  const data = loadDataset(dataDir);
  const calendar = new MalaysiaCalendar(data);
  const coverage = calendar.coverage();
  console.log(
    `data OK: ${data.states.length} states, ${data.holidays.length} holiday records, ${coverage.holidays.firstYear}-${coverage.holidays.lastYear}; ` +
      `school calendars ${coverage.school.join(', ')}; ${data.exams.length} exam(s); ${data.changelog.length} change-log entries; version ${data.dataVersion}`,
  );
} catch (error) {
  console.error(error instanceof DataError ? error.message : error);
  process.exit(1);
}
