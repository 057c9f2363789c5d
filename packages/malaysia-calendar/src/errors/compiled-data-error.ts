/** A compiled data file that is missing, damaged or of another format. */
export class CompiledDataError extends Error {
  override name = 'CompiledDataError';
}
