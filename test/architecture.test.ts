import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The layers, kept by reading every import: the model imports only itself (and TypeBox), the
 * core only itself and the model, never I/O or anything above them; no route imports another route; the
 * package imports nothing of the service; the service reaches the package only by its name. The
 * service's HTTP adapter, like the package, keeps only its entry point beside its folders.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const packageDir = join(root, 'packages', 'malaysia-calendar');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

/** Each import of a file: the specifier, and for a relative one the file it names, relative to the repository. */
function importsOf(file: string) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm)].map((match) => {
    const specifier = (match[1] ?? match[2])!;
    return { specifier, target: specifier.startsWith('.') ? relative(root, resolve(dirname(file), specifier)) : undefined };
  });
}

function violations(files: string[], allowed: (item: { specifier: string; target: string | undefined }) => boolean): string[] {
  return files.flatMap((file) => importsOf(file).filter((item) => !allowed(item)).map((item) => `${relative(root, file)} imports ${item.specifier}`));
}

describe('the layers', () => {
  it('the model imports only itself and TypeBox; the core only itself, the model and TypeBox', () => {
    const inside = (target: string | undefined, part: string) => target !== undefined && target.startsWith(`packages/malaysia-calendar/src/${part}/`);
    const model = sourceFiles(join(packageDir, 'src', 'model'));
    const core = sourceFiles(join(packageDir, 'src', 'core'));
    expect(model.length).toBeGreaterThan(5);
    expect(core.length).toBeGreaterThan(5);
    const typebox = (specifier: string) => specifier.startsWith('@sinclair/typebox');
    expect(violations(model, ({ specifier, target }) => inside(target, 'model') || typebox(specifier))).toEqual([]);
    expect(violations(core, ({ specifier, target }) => inside(target, 'core') || inside(target, 'model') || typebox(specifier))).toEqual([]);
  });

  it('the package folder shows its parts: only the entry points (Node, every other runtime) and what both export beside them', () => {
    const top = readdirSync(join(packageDir, 'src'), { withFileTypes: true });
    expect(top.filter((entry) => !entry.isDirectory()).map((entry) => entry.name).sort()).toEqual(['browser.ts', 'index.ts', 'library.ts']);
    expect(top.filter((entry) => entry.isDirectory()).map((entry) => entry.name)).toEqual(expect.arrayContaining(['questions', 'core', 'model', 'present', 'feed', 'states']));
  });

  it('the service folder shows its concerns: only the entry point, app.ts, beside the folders', () => {
    const top = readdirSync(join(root, 'src', 'http'), { withFileTypes: true });
    expect(top.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual(['app.ts']);
    // One folder per concern (a concern's plugin sits in its folder): a new one is named here.
    expect(top.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort()).toEqual(['caching', 'change-feed', 'csv', 'edge', 'errors', 'openapi', 'rate-limit', 'routes', 'schemas', 'validation']);
  });

  it('no route imports another route (the service context beside them is none)', () => {
    const context = 'src/http/routes/service-context';
    const files = sourceFiles(join(root, 'src', 'http', 'routes')).filter((file) => relative(root, file) !== `${context}.ts`);
    expect(files.length).toBeGreaterThan(5);
    expect(violations(files, ({ target }) => target === undefined || target === `${context}.js` || !target.startsWith('src/http/routes/'))).toEqual([]);
  });

  it('the web pages call the library, never the API adapter', () => {
    const files = sourceFiles(join(root, 'src', 'web'));
    expect(files.length).toBeGreaterThan(5);
    expect(violations(files, ({ target }) => target === undefined || target.startsWith('src/web/'))).toEqual([]);
  });

  it('the package imports nothing from the service, nor an HTTP framework or Redis client', () => {
    const files = [...sourceFiles(join(packageDir, 'src')), ...sourceFiles(join(packageDir, 'build'))];
    const forbidden = /^(fastify|@fastify\/|ioredis|find-my-way|autocannon)/;
    expect(violations(files, ({ specifier, target }) => (target === undefined ? !forbidden.test(specifier) : target.startsWith('packages/malaysia-calendar/')))).toEqual([]);
  });

  it('the service uses the package only through its published entry points', () => {
    const files = sourceFiles(join(root, 'src'));
    expect(violations(files, ({ target }) => target === undefined || target.startsWith('src/'))).toEqual([]);
  });
});
