import { spawnSync } from 'node:child_process';

/** Each server the system tests start, with the flag that prints its version and the script that installs it for `npm test`. */
const SERVERS = {
  'redis-server': { versionFlag: '--version', installer: 'scripts/with-redis.sh' },
  haproxy: { versionFlag: '-v', installer: 'scripts/with-haproxy.sh' },
} as const;

/**
 * Fails the tests that need these servers when one is missing, rather than skipping them green:
 * `npm test` installs both, so a missing one means the run did not test what it claims to.
 */
export function requireServers(...names: (keyof typeof SERVERS)[]) {
  for (const name of names) {
    const { versionFlag, installer } = SERVERS[name];
    if (spawnSync(name, [versionFlag]).status !== 0)
      throw new Error(`${name} is not installed: npm test installs it (${installer}), or install it yourself`);
  }
}
