import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** test/: the tests' own package (test/package.json), whose tools scripts/test-tools.sh installs in test/node_modules. */
export const testTools = fileURLToPath(new URL('..', import.meta.url));

/** The command a tool of the tests' package installs (workerd, mcp-inspector-cli, openapi-typescript). */
export function toolCommand(name: string) {
  return join(testTools, 'node_modules', '.bin', name);
}
