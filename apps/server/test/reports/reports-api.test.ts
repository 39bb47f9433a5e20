import { PDF_REPORT_MAX_ANSWERS, REPORT_MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { branchMembers, projectProducts, reports } from '../../src/db/schema/index.js';
import { workReportJobs } from '../../src/modules/reports/index.js';
import { createInProcessQueue } from '../../src/platform/jobs/index.js';
import { projectViewer } from '../answers/broker-answers-support.js';
import { comparisonInput, createComparison } from '../comparisons/comparisons-support.js';
import { buildProjectManager } from '../projects/projects-support.js';
import { insertBranch } from '../scoring/ratings-support.js';
import { changeSettings, scoringScene } from '../scoring/scoring-support.js';
import { inviteProduct } from '../suppliers/supplier-side-support.js';
import { dataOf } from '../support/graphql-results.js';
import { expectBadInput, expectForbidden, expectNotFound, expectUnauthenticated } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import {
  askReport,
  insertApprovedQuestions,
  insertPendingReport,
  readReport,
  reportInput,
  settledReport,
  workbookText,
} from './reports-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

async function reportScene() {
  const scene = await scoringScene(testApp);
  const input = (extra: Record<string, unknown> = {}) =>
    reportInput(scene.broker.project.id, [scene.invitation.row.id], extra);
  return { scene, input };
}

const reportCount = async (projectId: string) =>
  (await testApp.running.app.db.select().from(reports).where(eq(reports.projectId, projectId))).length;

describe('a project report is a background job (spec 2 §7 Reports)', () => {
  it('answers PENDING at once, then SUCCESS with a file the asker downloads', async () => {
    const { scene, input } = await reportScene();
    const asked = dataOf(await askReport(scene.broker.client, input())).generateProjectReport;
    expect(asked).toMatchObject({ status: 'PENDING', format: 'XLSX', fileName: null, url: null });

    const done = await settledReport(scene.broker.client, asked.id);
    expect(done).toMatchObject({ status: 'SUCCESS', url: `/api/reports/${asked.id}/file` });
    expect(done.fileName).toMatch(/\.xlsx$/);
    const download = await scene.broker.client.download(done.url ?? '');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(encodeURIComponent(done.fileName ?? ''));
    expect((await workbookText(download.body)).flat()).toContain(scene.broker.project.name);
  });

  it('makes a PDF, and lets a colleague with READ_SCORING download it', async () => {
    const { scene, input } = await reportScene();
    const asked = dataOf(await askReport(scene.broker.client, input({ format: 'PDF' }))).generateProjectReport;
    const done = await settledReport(scene.broker.client, asked.id);
    expect(done.fileName).toMatch(/\.pdf$/);
    const reader = await projectViewer(testApp, scene, ['READ_SCORING']);
    const download = await reader.client.download(done.url ?? '');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('follows a comparison the asker sees, and refuses a colleague’s private one as not found', async () => {
    const { scene, input } = await reportScene();
    const colleague = await projectViewer(testApp, scene, ['READ_SCORING']);
    const privateOne = dataOf(
      await createComparison(colleague.client, comparisonInput(scene, { isPrivate: true })),
    ).createComparison;
    const publicOne = dataOf(await createComparison(colleague.client, comparisonInput(scene))).createComparison;
    const before = await reportCount(scene.broker.project.id);
    expectNotFound(await askReport(scene.broker.client, input({ projectComparisonId: privateOne })), 'Comparison');
    expect(await reportCount(scene.broker.project.id)).toBe(before);
    const asked = dataOf(
      await askReport(scene.broker.client, input({ projectComparisonId: publicOne })),
    ).generateProjectReport;
    expect((await settledReport(scene.broker.client, asked.id)).status).toBe('SUCCESS');
    const [row] = await testApp.running.app.db.select().from(reports).where(eq(reports.id, asked.id));
    expect(row?.options.comparisonId).toBe(publicOne);
  });

  it('keeps only the flags the format offers', async () => {
    const { scene, input } = await reportScene();
    const all = {
      includeNotes: true,
      includeQuestionWeight: true,
      includeClientTables: true,
      includeAnswerScore: true,
    };
    const asked = dataOf(await askReport(scene.broker.client, input({ format: 'PDF', ...all }))).generateProjectReport;
    await settledReport(scene.broker.client, asked.id);
    const [row] = await testApp.running.app.db.select().from(reports).where(eq(reports.id, asked.id));
    expect(row?.options).toMatchObject({
      productIds: [scene.invitation.row.id],
      includeAnswerScore: true,
      includeQuestionWeight: true,
      includeNotes: false,
      includeClientTables: false,
    });
  });

  it('ends FAILED, with no file, when the file cannot be made on any attempt', async () => {
    const { scene, input } = await reportScene();
    const put = vi.spyOn(testApp.running.app.storage, 'put').mockRejectedValue(new Error('Disk full'));
    try {
      const asked = dataOf(await askReport(scene.broker.client, input())).generateProjectReport;
      const done = await settledReport(scene.broker.client, asked.id);
      expect(done).toMatchObject({ status: 'FAILED', url: null, fileName: null });
      expect(put).toHaveBeenCalledTimes(3);
      expect((await scene.broker.client.download(`/api/reports/${asked.id}/file`)).status).toBe(404);
    } finally {
      put.mockRestore();
    }
  });
});

describe('who may ask for a report (spec 2 §6) — a refusal records nothing', () => {
  it('asks for a session, hides another company’s project and refuses a supplier', async () => {
    const { scene, input } = await reportScene();
    expectUnauthenticated(await askReport(testApp.client(), input()));
    const stranger = await buildProjectManager(testApp, ['READ_SCORING']);
    expectNotFound(await askReport(stranger.client, input()), 'Project');
    expectForbidden(await askReport(scene.supplier.client, input()));
    const withoutScoring = await projectViewer(testApp, scene, ['VIEW_DASHBOARD']);
    expectForbidden(await askReport(withoutScoring.client, input()));
    expect(await reportCount(scene.broker.project.id)).toBe(0);
  });

  it('asks for at least one product, each accepted with its answers submitted', async () => {
    const { scene, input } = await reportScene();
    const projectId = scene.broker.project.id;
    const ask = (productIds: string[]) => askReport(scene.broker.client, { ...input(), productIds });
    expectBadInput(await ask([]), REPORT_MESSAGES.noProduct, { productIds: REPORT_MESSAGES.noProduct });
    const invited = await inviteProduct(testApp, projectId, null, 'INVITED');
    expectBadInput(await ask([scene.invitation.row.id, invited.row.id]), REPORT_MESSAGES.productNotReady);
    await testApp.running.app.db
      .update(projectProducts)
      .set({ answersSubmittedAt: null })
      .where(eq(projectProducts.id, scene.invitation.row.id));
    expectBadInput(await ask([scene.invitation.row.id]), REPORT_MESSAGES.productNotReady);
    expectNotFound(await ask(['00000000-0000-4000-8000-000000000000']), 'Product');
    expect(await reportCount(projectId)).toBe(0);
  });

  it('refuses a PDF of more than 5,000 answers, unless a comparison makes it smaller; a spreadsheet of any size', async () => {
    const { scene, input } = await reportScene();
    const projectId = scene.broker.project.id;
    await insertApprovedQuestions(testApp.running.app.db, scene.section, PDF_REPORT_MAX_ANSWERS);
    expectBadInput(await askReport(scene.broker.client, input({ format: 'PDF' })), REPORT_MESSAGES.pdfTooLarge);
    expect(await reportCount(projectId)).toBe(0);
    const comparison = dataOf(await createComparison(scene.broker.client, comparisonInput(scene))).createComparison;
    dataOf(await askReport(scene.broker.client, input({ format: 'PDF', projectComparisonId: comparison })));
    dataOf(await askReport(scene.broker.client, input({ format: 'XLSX' })));
    expect(await reportCount(projectId)).toBe(2);
  });

  it('with branches on, asks for a branch of the viewer’s', async () => {
    const { scene, input } = await reportScene();
    await changeSettings(testApp, scene, { enableBranches: true });
    const colleague = await projectViewer(testApp, scene, ['MANAGE_ALL_SCORING']);
    const theirs = await insertBranch(testApp, scene.broker.project.id, colleague.user.id);
    expectBadInput(
      await askReport(scene.broker.client, input()),
      'Choose a branch: this project is scored in branches',
    );
    expectNotFound(await askReport(scene.broker.client, input({ branchId: theirs })), 'Branch');
    expect(await reportCount(scene.broker.project.id)).toBe(0);
    dataOf(await askReport(colleague.client, input({ branchId: theirs })));
  });
});

describe('who may read and download a report', () => {
  it('refuses another company, a supplier and, for a branch’s report, a non-member (404 each)', async () => {
    const { scene, input } = await reportScene();
    await changeSettings(testApp, scene, { enableBranches: true });
    const mine = await insertBranch(testApp, scene.broker.project.id, scene.broker.user.id);
    const asked = dataOf(await askReport(scene.broker.client, input({ branchId: mine }))).generateProjectReport;
    const done = await settledReport(scene.broker.client, asked.id);
    const url = done.url ?? '';
    const stranger = await buildProjectManager(testApp, ['READ_SCORING', 'MANAGE_ALL_SCORING']);
    const outsider = await projectViewer(testApp, scene, ['MANAGE_ALL_SCORING']);
    for (const other of [stranger, scene.supplier, outsider]) {
      expect((await other.client.download(url)).status).toBe(404);
      expectNotFound(await readReport(other.client, asked.id), 'Report');
    }
    expect((await testApp.client().download(url)).status).toBe(401);
    await testApp.running.app.db.insert(branchMembers).values({ branchId: mine, userId: outsider.user.id });
    expect((await outsider.client.download(url)).status).toBe(200);
  });
});

describe('the report of a restart', () => {
  it('is made when the worker starts again while it is still PENDING (PGlite’s queue keeps no jobs)', async () => {
    const { scene } = await reportScene();
    const db = testApp.running.app.db;
    const left = await insertPendingReport(db, scene);
    const restarted = createInProcessQueue({ error: () => undefined });
    await workReportJobs(testApp.running.app, restarted);
    const done = await settledReport(scene.broker.client, left.id);
    expect(done.status).toBe('SUCCESS');
    await restarted.stop();
    const download = await scene.broker.client.download(done.url ?? '');
    expect((await workbookText(download.body)).flat()).toContain(scene.broker.project.name);
  });
});
