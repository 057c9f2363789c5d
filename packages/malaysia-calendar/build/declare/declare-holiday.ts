/**
 * The data desk's path for a declared holiday: parse the declaration, write it into the data,
 * validate the data (every check of the build), derive the replacement days and report every
 * answer that changes, so the day can be reviewed and committed within the hour. Invalid data
 * puts the files back and throws the validator's problems; a dry run puts them back after the report.
 */
import type { CalendarData } from '../../src/core/calendar-data.js';
import { loadDataset } from '../load-dataset.js';
import { declarationEffects } from './declaration-effects.js';
import { parseDeclaration } from './declaration.js';
import { restore, writeDeclaration } from './declaration-files.js';
import { relative } from 'node:path';

export function declareHoliday(argv: readonly string[], dataDir: string, now: Date = new Date()): string {
  const before = loadDataset(dataDir);
  const names = new Map(before.states.map((state) => [state.code as string, state.name.en]));
  const { records, entry, translations, dryRun } = parseDeclaration(argv, (code) => names.get(code) ?? code, now);
  const files = writeDeclaration(dataDir, before.coverage.firstYear, records, entry, translations);
  let after: CalendarData;
  try {
    after = loadDataset(dataDir);
  } catch (error) {
    restore(files);
    throw error;
  }
  const effects = declarationEffects(before, after, records);
  if (dryRun) restore(files);

  const lines = [
    `Declared: ${records.map((record) => `${record.id} (${record.date})`).join(', ')}: ${records[0]!.name.en}; ${records[0]!.type}, ${records[0]!.status}; states ${records[0]!.states.join(', ')}`,
    `${dryRun ? 'Would write' : 'Wrote'}: ${files.map((file) => relative(dataDir, file.path)).join(', ')} (change-log entry ${entry.id})`,
    `Data validation: OK (data version ${before.dataVersion} -> ${after.dataVersion}, release date ${after.releaseDate})`,
    'Replacement days (Holidays Act s.3, derived):',
    ...(effects.replacementDays.length === 0
      ? ['  none added or removed']
      : effects.replacementDays.map((day) => `  ${day.change} ${day.date} in ${day.state}, for ${day.replaces}`)),
    'Answers that change:',
    ...effects.answers.map(
      (answer) => `  ${answer.request}\n    before: ${answer.before}\n    after:  ${answer.after}`,
    ),
    'Feeds that change:',
    ...effects.feeds.map((feed) => `  ${feed}`),
    `  the change feeds' new entry: "${effects.changeFeedTitle}"`,
    dryRun
      ? 'Dry run: the data files are as they were.'
      : 'Not committed: review `git diff data/`, run `npm test`, then commit; CI builds the image and the rolling restart serves it (docs/deployment.md).',
  ];
  return lines.join('\n');
}
