import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reports } from '../../src/db/schema/index.js';
import { expireReports, REPORT_KEPT_DAYS } from '../../src/modules/reports/index.js';
import { scoringScene } from '../scoring/scoring-support.js';
import { dataOf } from '../support/graphql-results.js';
import { useTestApp } from '../support/test-app.js';
import { askReport, readReport, reportInput, settledReport } from './reports-support.js';

const testApp = useTestApp();
const DAY_MS = 86_400_000;

describe('report files are kept for a week', () => {
  it('removes a report and its file once older than the week, and keeps a younger one downloadable', async () => {
    const scene = await scoringScene(testApp);
    const { client } = scene.broker;
    const input = reportInput(scene.broker.project.id, [scene.invitation.row.id]);
    const old = await settledReport(client, dataOf(await askReport(client, input)).generateProjectReport.id);
    const recent = await settledReport(client, dataOf(await askReport(client, input)).generateProjectReport.id);
    const { app } = testApp.running;
    const aged = new Date(Date.now() - (REPORT_KEPT_DAYS * DAY_MS + 60_000));
    await app.db.update(reports).set({ createdAt: aged }).where(eq(reports.id, old.id));

    expect(await expireReports(app, new Date())).toBeGreaterThanOrEqual(1);

    expect((await client.download(old.url ?? '')).status).toBe(404);
    expect((await readReport(client, old.id)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await expect(streamEnd(app.storage.read(`${scene.broker.company.id}/reports/${old.id}`))).rejects.toThrow(/ENOENT/);
    expect((await client.download(recent.url ?? '')).status).toBe(200);
    expect(await expireReports(app, new Date())).toBe(0);
  });
});

function streamEnd(stream: NodeJS.ReadableStream): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.on('error', reject);
    stream.on('end', resolve);
    stream.resume();
  });
}
