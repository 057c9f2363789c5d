/** A dataset that breaks a rule: every problem names the file, the record and the rule. */
export class DataError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The data is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n- ${problems.join('\n- ')}`,
    );
    this.name = 'DataError';
  }
}
