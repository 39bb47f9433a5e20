// Compares the CPU time a start of the server bundle takes to its first answer: from V8's code cache
// (apps/server/run-bundle.mjs, as `npm start` runs it) against the plain bundle (`node dist/server.cjs`, same V8 flags).
// CPU time (utime + stime from /proc) rather than wall-clock, which a busy machine blurs. Needs a built bundle and an
// existing database: `node bench/start-cpu.mjs [runs] [data dir]` after one `npm start` (default ./data).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? 9);
const dataDir = path.resolve(process.argv[3] ?? path.join(root, 'data'));
const port = 3499;
const starts = {
  'code cache (run-bundle.mjs)': ['apps/server/run-bundle.mjs'],
  'plain bundle (dist/server.cjs)': [
    '--heap-growing-percent=30',
    '--wasm-tiering-budget=100000000',
    'apps/server/dist/server.cjs',
  ],
};

const answers = () =>
  fetch(`http://127.0.0.1:${port}/api/graphql?query=%7B__typename%7D`).then(
    (response) => response.ok,
    () => false,
  );

/** CPU milliseconds the server spent until its first answer; `linger` keeps it up (the first start writes the cache). */
async function start(args, linger = 0) {
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'production', LOG_LEVEL: 'warn' };
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'ignore' });
  while (!(await answers())) await new Promise((resolve) => setTimeout(resolve, 5));
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const cpuMs = (Number(fields[11]) + Number(fields[12])) * 10;
  await new Promise((resolve) => setTimeout(resolve, linger));
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return cpuMs;
}

await start(starts['code cache (run-bundle.mjs)'], 11_000);
const times = Object.fromEntries(Object.keys(starts).map((name) => [name, []]));
for (let run = 0; run < runs; run += 1) {
  for (const [name, args] of Object.entries(starts)) times[name].push(await start(args));
}
for (const [name, list] of Object.entries(times)) {
  list.sort((a, b) => a - b);
  console.log(`${name}: median ${list[Math.floor(list.length / 2)]} ms CPU to the first answer (${list.join(', ')})`);
}
