import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The layers, kept by reading every import: the model imports only itself (and TypeBox), the
 * core only itself and the model, never I/O or anything above them; each part of the library
 * imports only its own layer and those below (LIBRARY_LAYERS); no file of the house imports
 * itself back through others; the package imports nothing of the service; the service reaches
 * the package only by its name; the API's routes and the pages for people are two adapters side
 * by side that never import each other, sharing only what sits below both (src/links). The
 * service's HTTP adapter, like the package, keeps only its entry point beside its folders.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const packageDir = join(root, 'packages', 'malaysia-calendar');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? entry.name === 'node_modules'
        ? []
        : sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

/**
 * Each import of a file (types and `import()` included): the specifier, and for a relative one
 * the file it names, relative to the repository.
 */
function importsOf(file: string) {
  const text = readFileSync(file, 'utf8');
  return [
    ...text.matchAll(
      /^\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/gm,
    ),
  ].map((match) => {
    const specifier = (match[1] ?? match[2] ?? match[3])!;
    return {
      specifier,
      target: specifier.startsWith('.') ? relative(root, resolve(dirname(file), specifier)) : undefined,
    };
  });
}

function violations(
  files: string[],
  allowed: (item: { specifier: string; target: string | undefined }) => boolean,
): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter((item) => !allowed(item))
      .map((item) => `${relative(root, file)} imports ${item.specifier}`),
  );
}

describe('the layers', () => {
  it('the model imports only itself and TypeBox; the core only itself, the model and TypeBox', () => {
    const inside = (target: string | undefined, part: string) =>
      target !== undefined && target.startsWith(`packages/malaysia-calendar/src/${part}/`);
    const model = sourceFiles(join(packageDir, 'src', 'model'));
    const core = sourceFiles(join(packageDir, 'src', 'core'));
    expect(model.length).toBeGreaterThan(5);
    expect(core.length).toBeGreaterThan(5);
    const typebox = (specifier: string) => specifier.startsWith('@sinclair/typebox');
    expect(violations(model, ({ specifier, target }) => inside(target, 'model') || typebox(specifier))).toEqual([]);
    expect(
      violations(
        core,
        ({ specifier, target }) => inside(target, 'core') || inside(target, 'model') || typebox(specifier),
      ),
    ).toEqual([]);
  });

  it('the package folder shows its parts: only the entry points (Node, every other runtime, the feed writer, the change log in other languages for browsers, what the interfaces share) and what the first two export beside them', () => {
    const top = readdirSync(join(packageDir, 'src'), { withFileTypes: true });
    expect(
      top
        .filter((entry) => !entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    ).toEqual(['adapters.ts', 'browser.ts', 'change-sentences.ts', 'ical.ts', 'index.ts', 'library.ts']);
    expect(top.filter((entry) => entry.isDirectory()).map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['questions', 'core', 'model', 'present', 'feed', 'states']),
    );
  });

  it('the service folder shows its concerns: only the entry point, app.ts, beside the folders', () => {
    const top = readdirSync(join(root, 'src', 'http'), { withFileTypes: true });
    expect(top.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual(['app.ts']);
    // One folder per concern (a concern's plugin sits in its folder): a new one is named here.
    expect(
      top
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    ).toEqual([
      'caching',
      'change-feed',
      'csv',
      'edge',
      'errors',
      'openapi',
      'rate-limit',
      'routes',
      'schemas',
      'validation',
    ]);
  });

  it('the routes never import the web pages, nor the pages the API: both stand on the library and src/links', () => {
    // app.ts builds the service from both, and so is neither.
    const routes = sourceFiles(join(root, 'src', 'http')).filter(
      (file) => relative(root, file) !== join('src', 'http', 'app.ts'),
    );
    const pages = sourceFiles(join(root, 'src', 'web'));
    expect(routes.length).toBeGreaterThan(5);
    expect(pages.length).toBeGreaterThan(5);
    expect(
      violations(
        routes,
        ({ target }) => target === undefined || target.startsWith('src/http/') || target.startsWith('src/links/'),
      ),
    ).toEqual([]);
    expect(
      violations(
        pages,
        ({ target }) => target === undefined || target.startsWith('src/web/') || target.startsWith('src/links/'),
      ),
    ).toEqual([]);
  });

  it('what the routes and the pages share imports neither', () => {
    const links = sourceFiles(join(root, 'src', 'links'));
    expect(links.length).toBeGreaterThan(0);
    expect(violations(links, ({ target }) => target === undefined || target.startsWith('src/links/'))).toEqual([]);
  });

  it('the questions are declared in the library: no route, tool or command imports a parameter schema to declare one of its own', () => {
    const adapters = [
      ...sourceFiles(join(root, 'src', 'http', 'routes')),
      ...sourceFiles(join(root, 'packages', 'malaysia-calendar-cli', 'src')),
    ];
    const parameterSchemas = adapters.filter((file) => /\b(DATE|STATE|YEAR)\b/.test(readFileSync(file, 'utf8')));
    expect(parameterSchemas.map((file) => relative(root, file))).toEqual([]);
  });

  it('the package imports nothing from the service, nor an HTTP framework or Redis client', () => {
    const files = [...sourceFiles(join(packageDir, 'src')), ...sourceFiles(join(packageDir, 'build'))];
    const forbidden = /^(fastify|@fastify\/|ioredis|find-my-way|autocannon)/;
    expect(
      violations(files, ({ specifier, target }) =>
        target === undefined ? !forbidden.test(specifier) : target.startsWith('packages/malaysia-calendar/'),
      ),
    ).toEqual([]);
  });

  it("the library's code builds schemas from TypeBox's type module as a namespace, never from the Type object, which keeps every builder in every bundle", () => {
    const files = sourceFiles(join(packageDir, 'src'));
    const typeObject = files.filter((file) =>
      /^\s*import\s*\{[^}]*\bType\b[^}]*\}\s*from\s*'@sinclair\/typebox(\/type)?'/m.test(readFileSync(file, 'utf8')),
    );
    expect(typeObject.map((file) => relative(root, file))).toEqual([]);
  });

  it('the service uses the package only through its published entry points', () => {
    const files = sourceFiles(join(root, 'src'));
    expect(violations(files, ({ target }) => target === undefined || target.startsWith('src/'))).toEqual([]);
  });

  it('each part of the library imports only its own layer and those below: model < core < feed, present, states < errors < arguments < loading < questions < calendar < the entry points', () => {
    const src = join(packageDir, 'src');
    const layerOf = (file: string) => {
      const [part, ...rest] = relative(src, file).split('/');
      return rest.length === 0 ? LIBRARY_LAYERS.length : LIBRARY_LAYERS.findIndex((layer) => layer.includes(part!));
    };
    const files = sourceFiles(src);
    // A new folder is given its layer here.
    expect(files.filter((file) => layerOf(file) === -1).map((file) => relative(root, file))).toEqual([]);
    const upward = files.flatMap((file) =>
      importsOf(file)
        .filter(({ target }) => target?.startsWith('packages/malaysia-calendar/src/') === true)
        .filter(({ target }) => layerOf(join(root, target!).replace(/\.js$/, '.ts')) > layerOf(file))
        .map(({ specifier }) => `${relative(root, file)} imports ${specifier}`),
    );
    expect(upward).toEqual([]);
  });

  it('the command line and the MCP server stand on the library by its name: the server never imports the commands, only the words both speak', () => {
    const cliDir = join(root, 'packages', 'malaysia-calendar-cli', 'src');
    const inside = (target: string | undefined, part: string) =>
      target?.startsWith(`packages/malaysia-calendar-cli/src/${part}`) === true;
    expect(violations(sourceFiles(cliDir), ({ target }) => target === undefined || inside(target, ''))).toEqual([]);
    expect(
      violations(
        sourceFiles(join(cliDir, 'mcp')),
        ({ target }) => target === undefined || inside(target, 'mcp/') || inside(target, 'words/'),
      ),
    ).toEqual([]);
  });

  it('no import circle anywhere in the house: no file imports itself back through others, types included', () => {
    const files = [
      ...['malaysia-calendar', 'malaysia-calendar-cli'].flatMap((name) =>
        ['src', 'build', 'test'].flatMap((part) => sourceFiles(join(root, 'packages', name, part))),
      ),
      ...sourceFiles(join(root, 'src')),
      ...sourceFiles(join(root, 'scripts')),
      ...sourceFiles(join(root, 'test')),
    ].map((file) => relative(root, file));
    expect(files.length).toBeGreaterThan(300);
    const graph = new Map(
      files.map((file) => [
        file,
        importsOf(join(root, file)).flatMap(({ target }) =>
          target === undefined ? [] : [target.replace(/\.js$/, '.ts')].filter((named) => named !== file),
        ),
      ]),
    );
    expect(circles(graph)).toEqual([]);
  });
});

/**
 * The library's parts, lowest first: a file imports only files of its own layer or a lower one
 * (the files beside the folders, the entry points, sit above every layer). Within a layer, the
 * circle test below keeps the order.
 */
const LIBRARY_LAYERS = [
  ['model'],
  ['core'],
  ['feed', 'present', 'states'],
  ['errors'],
  ['arguments'],
  ['loading'],
  ['questions'],
  ['calendar'],
];

/**
 * The import circles of a graph of files: each strongly connected part of more than one file
 * (Tarjan's algorithm), its files in order. A file's import of itself is no circle worth a test.
 */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    lowest.set(file, order.get(file)!);
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!order.has(target)) {
        visit(target);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(target)!));
      } else if (stack.includes(target)) lowest.set(file, Math.min(lowest.get(file)!, order.get(target)!));
    }
    if (lowest.get(file) !== order.get(file)) return;
    const part = stack.splice(stack.indexOf(file));
    if (part.length > 1) found.push(part.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return found;
}
