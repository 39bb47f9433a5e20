// A report worker in its own process that dies halfway through writing a report's file (report-crash.test.ts):
// node --import tsx dying-report-worker.ts <database url> <data dir> <report id>
import path from 'node:path';
import { Readable } from 'node:stream';
import type { AppContext } from '../../src/app-context.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/client.js';
import { sendReportJob, workReportJobs } from '../../src/modules/reports/index.js';
import { createDiskStorage, type FileStorage } from '../../src/platform/files/index.js';
import { createPgBossQueue } from '../../src/platform/jobs/index.js';
import { CRASH_EXIT_CODE, CRASH_JOB_OPTIONS } from './crash-options.js';

const [databaseUrl = '', dataDir = '', reportId = ''] = process.argv.slice(2);
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_DEMO: 'false' });
const database = await openDatabase({ url: databaseUrl, directory: null });
const disk = createDiskStorage(path.join(dataDir, 'files'));

/** Writes the first half of the file's first bytes to the key, then the process dies. */
const dying: FileStorage = {
  ...disk,
  async put(key: string, content: Readable) {
    const [first] = (await content.take(1).toArray()) as Buffer[];
    const half = (first ?? Buffer.alloc(0)).subarray(0, Math.ceil((first?.length ?? 0) / 2));
    await disk.put(key, Readable.from([half]));
    process.exit(CRASH_EXIT_CODE);
  },
};

const queue = await createPgBossQueue(databaseUrl, console, { pollingIntervalSeconds: 0.5 });
// Only what the report job uses: the database, the storage and the queue.
const app = { config, db: database.db, storage: dying, jobs: queue } as AppContext;
await workReportJobs(app, queue, CRASH_JOB_OPTIONS);
await sendReportJob(queue, reportId);
