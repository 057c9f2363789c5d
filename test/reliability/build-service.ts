import { execFileSync } from 'node:child_process';

/** Vitest global setup: `npm run build` once, so the reliability tests run the service as shipped. */
export default function setup(): void {
  execFileSync('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'inherit', 'ignore'], timeout: 60_000 });
}
