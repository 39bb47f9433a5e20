import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { freePort } from '../apps/server/test/support/free-port.js';

export type DatabaseKind = 'PostgreSQL' | 'PGlite';

/** A page bench's database: PostgreSQL, as issues 33 and 34 measure it, unless the command names PGlite. */
export const commandDatabase = (): DatabaseKind => (process.argv[2] === 'PGlite' ? 'PGlite' : 'PostgreSQL');

/** A throw-away database for one bench pass: the server's environment for it, and what the bench does to it. */
export interface BenchDatabase {
  kind: DatabaseKind;
  environment: Record<string, string>;
  /** Runs SQL while the server is stopped (PGlite serves one process at a time). */
  execute(sql: string): Promise<void>;
  drop(): Promise<void>;
}

function pglite(dataDir: string): BenchDatabase {
  return {
    kind: 'PGlite',
    environment: { DATA_DIR: dataDir },
    async execute(sql) {
      // The library's trigram index needs the extension loaded to take new rows.
      const client = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
      try {
        await client.exec(sql);
      } finally {
        await client.close();
      }
    },
    drop: async () => undefined,
  };
}

const postgresBin = () => {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  return path.join('/usr/lib/postgresql', versions.at(-1) ?? '15', 'bin');
};

/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user (as scripts/postgres.sh does). */
function asPostgres(command: string, args: string[]) {
  const root = process.getuid?.() === 0;
  execFileSync(root ? 'runuser' : command, root ? ['-u', 'postgres', '--', command, ...args] : args, {
    stdio: 'ignore',
  });
}

/** A PostgreSQL server of its own (Debian's postgresql package), the way the test run starts one. */
async function postgres(): Promise<BenchDatabase> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shortlist-bench-pg-'));
  if (process.getuid?.() === 0) chownSync(folder, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const bin = postgresBin();
  const port = await freePort();
  asPostgres(path.join(bin, 'initdb'), ['-D', path.join(folder, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync']);
  asPostgres(path.join(bin, 'pg_ctl'), [
    '-D',
    path.join(folder, 'data'),
    '-l',
    path.join(folder, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`,
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    kind: 'PostgreSQL',
    environment: { DATABASE_URL: url },
    async execute(sql) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    },
    async drop() {
      asPostgres(path.join(bin, 'pg_ctl'), ['-D', path.join(folder, 'data'), '-m', 'immediate', 'stop']);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The database of one pass, with a data directory for the server's files either way. */
export async function openBenchDatabase(kind: DatabaseKind, dataDir: string): Promise<BenchDatabase> {
  if (kind === 'PGlite') return pglite(dataDir);
  const database = await postgres();
  return { ...database, environment: { ...database.environment, DATA_DIR: dataDir } };
}
