/**
 * Prints whether V8 takes the built service's code cache when the bundle is compiled as
 * dist/main.js compiles it (src/start.ts), under this process's flags: `{"taken":true}`.
 *
 *   node [flags] --import tsx test/support/code-cache-taken.ts [dist directory]
 */
import { pathToFileURL } from 'node:url';
import { readIfBuilt } from '../../src/built-file.js';
import { compileServiceBundle, serviceBundleIn } from '../../src/service-bundle.js';

const service = serviceBundleIn(pathToFileURL(`${process.argv[2] ?? 'dist'}/`));
const codeCache = readIfBuilt(service.codeCache);
const script = compileServiceBundle(service, codeCache);
console.log(JSON.stringify({ taken: codeCache !== undefined && script.cachedDataRejected === false }));
