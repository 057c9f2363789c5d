/**
 * Where the service's log lines go: standard output, written in batches. pino hands every
 * line to `write`, which only appends it to what this turn of the event loop has gathered;
 * the batch is written once, as the loop turns (setImmediate), so a thousand answered requests
 * cost one write to stdout instead of a thousand. Measured against pino's own destinations
 * (docs/benchmarks.md): the synchronous one pays a system call per line, and its buffered
 * mode (sonic-boom with `minLength`) costs more per line than the call it saves.
 *
 * Nothing is lost on an orderly exit: the batch is written synchronously when the process
 * exits, whether by shutdown (SIGTERM, SIGINT) or after an uncaught error (Node emits
 * 'exit' for both; process.stdout is synchronous for files and pipes on Linux). A SIGKILL,
 * or a crash of Node itself, loses at most the lines gathered since the loop last turned:
 * those of the requests answered in that one turn, and never more than MAX_BATCH_CHARACTERS (64 Ki characters).
 */
const MAX_BATCH_CHARACTERS = 64 * 1024;

export class BatchedStdout {
  #batch = '';
  #scheduled = false;

  constructor(private readonly out: { write(text: string): unknown } = process.stdout) {
    process.on('exit', () => this.flush());
  }

  /** pino's destination interface: one serialised line, newline included. */
  write(line: string): void {
    this.#batch += line;
    if (this.#batch.length >= MAX_BATCH_CHARACTERS) this.flush();
    else if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(this.#flushScheduled);
    }
  }

  /** Writes what has been gathered, now. */
  flush(): void {
    if (this.#batch === '') return;
    const batch = this.#batch;
    this.#batch = '';
    this.out.write(batch);
  }

  readonly #flushScheduled = (): void => {
    this.#scheduled = false;
    this.flush();
  };
}
