import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { START_FLAGS } from '../../scripts/start-command.js';
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
    // Both stages on one base, Node 24, an LTS line in support (Node 20's ended on 30 April
    // 2026: nodejs.org/en/about/previous-releases), pinned by a digest rather than a moving tag.
    expect(dockerfile.match(/^ARG NODE_IMAGE=(\S+)$/m)?.[1]).toMatch(/^node:24[.-][\w.-]*@sha256:[0-9a-f]{64}$/);
    for (const base of dockerfile.match(/^FROM (\S+)/gm)!) expect(base).toMatch(/^FROM \$\{NODE_IMAGE\}$/);
    expect(finalStage).toMatch(/npm ci --omit=dev/);
    expect(instruction('USER')).toMatch(/^(?!root$|0$)\w+$/);
    expect(instruction('HEALTHCHECK')).toContain('/healthz');
  });

  it("copies into its build stage every file of the repository that the service's build imports", async () => {
    const buildStage = dockerfile.split(/^FROM /m)[1]!;
    // COPY's sources: all but its last word, the destination.
    const copied = [...buildStage.matchAll(/^COPY (?!--from)(.*) \S+$/gm)].flatMap((match) => match[1]!.split(' '));
    const imported = await build({
      entryPoints: ['scripts/build-service.ts', 'scripts/make-code-cache.ts'],
      absWorkingDir: ROOT,
      outdir: 'not-written',
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const files = Object.keys(imported.metafile.inputs);
    expect(files).toEqual(
      expect.arrayContaining(['scripts/bundle-service.ts', 'scripts/make-code-cache.ts', 'src/service-bundle.ts']),
    );
    for (const file of files)
      expect(
        copied.some((source) => file === source || file.startsWith(`${source.replace(/\/$/, '')}/`)),
        file,
      ).toBe(true);
  });

  it("starts the service with the image's CMD and environment, and its health check passes", async () => {
    const env = Object.fromEntries(
      [...instruction('ENV')!.matchAll(/(\w+)=(\S+)/g)].map((match) => [match[1]!, match[2]!]),
    );
    expect(env).toMatchObject({ NODE_ENV: 'production', PORT: expect.any(String) });
    const command = JSON.parse(instruction('CMD')!) as string[];
    // `npm start`'s command: the flags under which the build made the code cache.
    expect(command).toEqual(['node', ...START_FLAGS, 'dist/main.js']);
    // The image's environment, but on a free loopback port for the test.
    const service = await startService({ ...env, HOST: '127.0.0.1', PORT: '0' }, [
      process.execPath,
      ...command.slice(1),
    ]);
    expect((await fetch(`${service.origin}/readyz`, { signal: AbortSignal.timeout(2000) })).status).toBe(200);
    const healthcheck = JSON.parse(instruction('HEALTHCHECK')!.replace(/^.*?CMD /, '')) as string[];
    expect(() =>
      execFileSync(process.execPath, healthcheck.slice(1), { env: { PORT: String(service.port) }, timeout: 5000 }),
    ).not.toThrow();
  });

  it('compose runs replicas of the image sharing one Redis, behind HAProxy with the tested configuration', () => {
    type Service = {
      build?: string;
      image?: string;
      command?: string[];
      deploy?: { replicas?: number; resources?: { limits?: { cpus?: string; memory?: string } } };
      environment?: Record<string, string>;
      volumes?: string[];
      read_only?: boolean;
      cap_drop?: string[];
      security_opt?: string[];
      restart?: string;
      networks?: { default?: { ipv4_address?: string } };
    };
    const compose = parse(readFileSync(join(ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as {
      services: Record<string, Service>;
    };
    // Every container: read-only, no capabilities, no privilege gain, limited memory and CPU,
    // started again when it exits on its own.
    for (const service of Object.values(compose.services)) {
      expect(service).toMatchObject({
        read_only: true,
        cap_drop: ['ALL'],
        security_opt: ['no-new-privileges:true'],
        restart: 'unless-stopped',
      });
      expect(service.deploy?.resources?.limits).toEqual({
        cpus: expect.any(String),
        memory: expect.stringMatching(/^\d+M$/),
      });
    }
    // The instances trust X-Forwarded-For from the proxy's own address, nothing wider.
    expect(compose.services.api!.environment!.TRUST_PROXY).toBe(
      compose.services.proxy!.networks!.default!.ipv4_address,
    );
    const api = compose.services.api!;
    expect(api.build).toBe('.');
    expect(api.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(api.environment).toMatchObject({ REDIS_URL: 'redis://redis:6379', TRUST_PROXY: expect.any(String) });
    const redis = compose.services.redis!;
    expect(redis.image).toMatch(/^redis:/);
    // Redis forgets counts before its container's limit is reached, and never refuses a count for want of memory.
    const option = (name: string) => redis.command![redis.command!.indexOf(name) + 1];
    expect(Number.parseInt(option('--maxmemory')!, 10)).toBeLessThan(
      0.8 * Number.parseInt(redis.deploy!.resources!.limits!.memory!, 10),
    );
    expect(option('--maxmemory-policy')).toBe('volatile-ttl');
    const proxy = compose.services.proxy!;
    expect(proxy.image).toMatch(/^haproxy:/);
    // The file test/reliability/scaled-out.test.ts runs, and the list of replicas of `api`.
    expect(proxy.volumes).toEqual([
      './deploy/haproxy.cfg:/etc/haproxy/haproxy.cfg:ro',
      './deploy/haproxy-compose.cfg:/etc/haproxy/instances.cfg:ro',
    ]);
    expect(proxy.command).toEqual(['haproxy', '-f', '/etc/haproxy/haproxy.cfg', '-f', '/etc/haproxy/instances.cfg']);
    expect(readFileSync(join(ROOT, 'deploy/haproxy-compose.cfg'), 'utf8')).toMatch(
      /server-template api- \d+ api:3000 /,
    );
  });
});
