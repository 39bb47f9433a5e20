import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reports } from '../../src/db/schema/index.js';
import { workReportJobs } from '../../src/modules/reports/index.js';
import { createPgBossQueue } from '../../src/platform/jobs/index.js';
import { readWorkbook } from '../../src/platform/xlsx/index.js';
import { scoringScene } from '../scoring/scoring-support.js';
import { useTestApp } from '../support/test-app.js';
import { CRASH_EXIT_CODE, CRASH_JOB_OPTIONS } from './crash-options.js';
import { insertPendingReport, settledReport, workbookText } from './reports-support.js';

const testApp = useTestApp();
const silent = { error: () => undefined };

// Two processes share a database only on a PostgreSQL server (CI's PostgreSQL pass); PGlite's case is in
// reports-api.test.ts (a report left PENDING is made after a restart).
describe.skipIf(!process.env.TEST_DATABASE_URL)('a report job killed halfway (pg-boss)', () => {
  it('is retried by another instance after its expiry, and leaves one file, whole', async () => {
    const scene = await scoringScene(testApp);
    const { db, config } = testApp.running.app;
    // This instance's own worker stops, so that the dying one takes the job.
    await testApp.running.app.jobs.stop();
    const report = await insertPendingReport(db, scene);

    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(import.meta.dirname, 'dying-report-worker.ts'),
        config.databaseUrl ?? '',
        config.dataDir,
        report.id,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    const [exitCode] = await once(child, 'exit');
    expect(exitCode).toBe(CRASH_EXIT_CODE);
    const folder = path.join(config.dataDir, 'files', scene.broker.company.id, 'reports');
    await expect(readWorkbook(await readFile(path.join(folder, report.id)))).rejects.toThrow();
    const [halfway] = await db.select().from(reports).where(eq(reports.id, report.id));
    expect(halfway).toMatchObject({ status: 'PENDING', fileName: null, size: null });

    const second = await createPgBossQueue(config.databaseUrl ?? '', silent, {
      maintenanceIntervalSeconds: 1,
      pollingIntervalSeconds: 0.5,
    });
    try {
      await workReportJobs(testApp.running.app, second, CRASH_JOB_OPTIONS);
      const done = await settledReport(scene.broker.client, report.id, 30_000);
      expect(done.status).toBe('SUCCESS');
      const download = await scene.broker.client.download(done.url ?? '');
      expect((await workbookText(download.body)).flat()).toContain(scene.broker.project.name);
      expect(await readdir(folder)).toEqual([report.id]);
      const [stored] = await db.select().from(reports).where(eq(reports.id, report.id));
      expect(stored?.size).toBe(download.body.length);
    } finally {
      await second.stop();
    }
  }, 60_000);
});
