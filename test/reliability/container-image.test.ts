import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT, killAll, startService } from './service.js';

// No base image can be pulled where the tests run, so the image is not built: these check
// what it would run, by running the same command with the same environment here.
describe('container image and compose file', { timeout: 10_000 }, () => {
  afterEach(killAll);
  const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
  const finalStage = dockerfile.split(/^FROM /m).at(-1)!;
  const instruction = (name: string) => finalStage.match(new RegExp(`^${name} (.*)$`, 'm'))?.[1];

  it('is multi-stage, production dependencies only, not root, with a health check', () => {
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    expect(finalStage).toMatch(/npm ci --omit=dev/);
    expect(instruction('USER')).toMatch(/^(?!root$|0$)\w+$/);
    expect(instruction('HEALTHCHECK')).toContain('/healthz');
  });

  it("starts the service with the image's CMD and environment, and its health check passes", async () => {
    const env = Object.fromEntries([...instruction('ENV')!.matchAll(/(\w+)=(\S+)/g)].map((match) => [match[1]!, match[2]!]));
    expect(env).toMatchObject({ NODE_ENV: 'production', PORT: expect.any(String) });
    const command = JSON.parse(instruction('CMD')!) as string[];
    expect(command[0]).toBe('node');
    // The image's environment, but on a free loopback port for the test.
    const service = await startService({ ...env, HOST: '127.0.0.1', PORT: '0' }, [process.execPath, ...command.slice(1)]);
    expect((await fetch(`${service.origin}/readyz`, { signal: AbortSignal.timeout(2000) })).status).toBe(200);
    const healthcheck = JSON.parse(instruction('HEALTHCHECK')!.replace(/^.*?CMD /, '')) as string[];
    expect(() => execFileSync(process.execPath, healthcheck.slice(1), { env: { PORT: String(service.port) }, timeout: 5000 })).not.toThrow();
  });

  it('compose runs two instances of the image sharing one Redis', () => {
    const compose = parse(readFileSync(join(ROOT, 'compose.yaml'), 'utf8')) as { services: Record<string, { build?: string; image?: string; environment?: Record<string, string> }> };
    const instances = Object.values(compose.services).filter((service) => service.build === '.');
    expect(instances).toHaveLength(2);
    for (const instance of instances) expect(instance.environment?.REDIS_URL).toBe('redis://redis:6379');
    expect(compose.services.redis?.image).toMatch(/^redis:/);
  });
});
