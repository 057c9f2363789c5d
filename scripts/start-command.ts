import { readFileSync } from 'node:fs';

/**
 * Node's flags in the start command, as package.json's start script declares them: `npm start`,
 * the Dockerfile's CMD (held to the same flags by test/reliability/container-image.test.ts), the
 * benchmark and the code cache's maker, which must run under them since V8 takes a code cache
 * only under the flags that made it (src/service-bundle.ts).
 */
export const START_FLAGS: readonly string[] = startFlags(
  (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } })
    .scripts.start,
);

function startFlags(start: string): string[] {
  const flags = start.match(/^exec node ((?:--[\w-]+=\S+ )*)dist\/main\.js$/)?.[1];
  if (flags === undefined)
    throw new Error(`package.json's start script is not \`exec node [--flag=value …] dist/main.js\`: ${start}`);
  return flags.split(' ').filter(Boolean);
}
