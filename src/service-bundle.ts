import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Module, createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

/**
 * The service as the build bundles it, one CommonJS file, and the code cache the build makes for
 * it (scripts/make-code-cache.ts): compiled with it, V8 neither parses the bundle's 2 MB nor
 * compiles again the functions that a start and its first answers run. Node's loader of ES
 * modules takes no code cache, and Node's own compile cache (22.1 and later) keeps only what V8
 * compiles before a module runs, not the functions compiled on their first call
 * (docs/architecture.md, "Fast start").
 */
export interface ServiceBundle {
  bundle: URL;
  codeCache: URL;
}

/** The built service's files in a directory (dist/). */
export function serviceBundleIn(directory: URL): ServiceBundle {
  return { bundle: new URL('service.cjs', directory), codeCache: new URL('service.code-cache', directory) };
}

/** Bytes of the digest before V8's data in the code cache's file. */
const DIGEST_BYTES = 32;

/**
 * The code cache's file: the SHA-256 of the bundle's bytes and V8's data, then the data. V8
 * itself refuses data from another V8, other flags or a source of another length, but checks
 * nothing more in a release build: data damaged, cut short or made for another bundle of the same
 * length stops the process on a fatal error. The digest keeps any such file from reaching V8.
 */
export function codeCacheFile(bundleBytes: Buffer, cachedData: Buffer): Buffer {
  return Buffer.concat([digestOf(bundleBytes, cachedData), cachedData]);
}

/**
 * The bundle compiled, with the code cache's file if there is one and it was made for these
 * bytes. V8 may still refuse its data (`cachedDataRejected`: another Node, other flags): the
 * bundle is then compiled as it would be without one.
 */
export function compileServiceBundle({ bundle }: ServiceBundle, codeCache?: Buffer): Script {
  const filename = fileURLToPath(bundle);
  const bytes = readFileSync(filename);
  const cachedData = codeCache?.subarray(DIGEST_BYTES);
  const intact = cachedData !== undefined && digestOf(bytes, cachedData).equals(codeCache!.subarray(0, DIGEST_BYTES));
  // One byte a character when the bundle is ASCII (the build's is), as V8 holds it.
  return new Script(Module.wrap(bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8')), {
    filename,
    ...(intact ? { cachedData } : {}),
  });
}

/** Runs the compiled bundle as Node runs a CommonJS module, which starts the service (main.ts). */
export function runServiceBundle(script: Script, { bundle }: ServiceBundle): void {
  const filename = fileURLToPath(bundle);
  const module = { exports: {} };
  (script.runInThisContext() as (...moduleScope: unknown[]) => void)(
    module.exports,
    createRequire(filename),
    module,
    filename,
    dirname(filename),
  );
}

function digestOf(bundleBytes: Buffer, cachedData: Buffer): Buffer {
  return createHash('sha256').update(bundleBytes).update(cachedData).digest();
}
