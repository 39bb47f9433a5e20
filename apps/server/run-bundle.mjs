// Runs a bundle that scripts/build-server.mjs wrote: `node apps/server/run-bundle.mjs` starts the server,
// `… bench-server` the bench's server. The bundle is compiled from V8's code cache when one matches it, which saves
// parsing and compiling megabytes of JavaScript at each start; the first start writes the cache.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';

// Both read by V8 as it runs, so they take effect when set here, for `npm start` and the bench alike:
// - the old generation grows by 30% between full collections, where V8's own factor (up to 4x under a high rate of
//   allocation) let garbage double the server's memory during load at no gain in speed;
// - a WebAssembly function (PGlite's PostgreSQL) is optimised after about 50 times more work than by default, so the
//   code that only PostgreSQL's start-up runs is not compiled twice, while the functions queries use still are.
v8.setFlagsFromString('--heap-growing-percent=30');
v8.setFlagsFromString('--wasm-tiering-budget=100000000');

const dist = path.join(import.meta.dirname, 'dist');
const file = path.join(dist, `${process.argv[2] ?? 'server'}.cjs`);
/**
 * The bundle compiled, from the code cache when one matches. The file's bytes and the cache are dropped once compiled
 * (V8 keeps its own copy of the source); the script stays reachable only until the cache is written.
 */
function compile() {
  const source = readFileSync(file);
  // V8 checks a cache only against the length of the source, so the cache is named after the source's content.
  const cacheFile = `${file}.${createHash('sha256').update(source).digest('hex').slice(0, 16)}.code-cache`;
  const cachedData = readCache(cacheFile);
  const script = new vm.Script(Module.wrap(source.toString()), {
    filename: file,
    cachedData,
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  if (cachedData === undefined || script.cachedDataRejected) writeCacheLater(script, cacheFile);
  return script;
}

function readCache(cacheFile) {
  try {
    return readFileSync(cacheFile);
  } catch {
    return undefined;
  }
}

// Written late, so that it holds the functions that start-up and the first requests compiled.
function writeCacheLater(script, cacheFile) {
  let written = false;
  const writeCache = () => {
    if (written) return;
    written = true;
    try {
      const temporary = `${cacheFile}.${process.pid}`;
      writeFileSync(temporary, script.createCachedData());
      renameSync(temporary, cacheFile);
    } catch {
      // A read-only or rebuilt folder: the next start compiles again.
    }
  };
  process.once('exit', writeCache);
  setTimeout(writeCache, 10_000).unref();
}

const module = { exports: {} };
compile().runInThisContext()(module.exports, createRequire(file), module, file, dist);
