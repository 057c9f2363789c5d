import { run } from '../../packages/malaysia-calendar-cli/src/cli/main.js';

/** A run of the command line in this process, as a person types it off a terminal: what it wrote and its exit code. */
export async function cli(args: string[], env: Record<string, string> = {}) {
  let stdout = '';
  let stderr = '';
  const status = await run(args, {
    stdout: {
      write: (text: string) => {
        stdout += text;
      },
    },
    stderr: {
      write: (text: string) => {
        stderr += text;
      },
    },
    env: { NO_COLOR: '1', ...env },
  });
  return { status, stdout, stderr };
}
