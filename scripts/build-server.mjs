// Bundles the server, and the bench's server and report entries, into apps/server/dist for apps/server/run-bundle.mjs: Node then
// reads one file instead of transpiling hundreds of TypeScript modules at each start. `npm start` and the bench run
// this when the sources are newer than the bundle; `npm run dev` and the tests keep running the sources.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.join(import.meta.dirname, '..');
const dist = path.join(root, 'apps/server/dist');

// A fresh folder, so that no code cache of an older bundle survives (run-bundle.mjs).
rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: {
    server: path.join(root, 'apps/server/src/main.ts'),
    'bench-server': path.join(root, 'bench/bench-server.ts'),
  },
  outdir: dist,
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  // CommonJS, because V8's code cache (run-bundle.mjs) applies to scripts, not to ES modules.
  format: 'cjs',
  // import() becomes require(): run-bundle.mjs's code cache drops the callback a vm.Script needs for import().
  supported: { 'dynamic-import': false },
  // The bundle sits at the same depth as src/, so paths relative to a module's folder still resolve.
  define: { 'import.meta.dirname': '__dirname' },
  // Packages that load their own files at run time (WebAssembly, native addons; pdfmake's fonts, found beside it)
  // stay in node_modules, and so do exceljs, pdfmake and openai, which only a spreadsheet, a report or an AI search
  // with AI_BASE_URL set loads (platform/xlsx, modules/reports/render, modules/ai/engine/remote): in the bundle every
  // server would parse them.
  external: ['@electric-sql/pglite', '@node-rs/argon2', 'pg-native', 'exceljs', 'pdfmake', 'openai'],
  sourcemap: true,
  // Without comments (licences go to a .LEGAL.txt beside the bundle) the bundle is ASCII, as esbuild escapes strings:
  // V8 keeps a script's source in memory, and one non-ASCII character stores all of it as UTF-16, twice the bytes.
  minifyWhitespace: true,
  legalComments: 'external',
  logLevel: 'warning',
});
for (const bundle of ['server.cjs', 'bench-server.cjs']) {
  const at = readFileSync(path.join(dist, bundle)).findIndex((byte) => byte > 0x7f);
  if (at >= 0) throw new Error(`${bundle} holds a non-ASCII character at ${at}: write it as a \\u escape`);
}
// db/client.ts reads the migrations beside itself: in the bundle, that is dist/migrations.
cpSync(path.join(root, 'apps/server/src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
