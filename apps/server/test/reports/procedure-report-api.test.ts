import { PROCEDURE_REPORT_TEXTS } from '@shortlist/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/core/audit/index.js';
import {
  conflictAdmissions,
  conflictDeclarations,
  projectMembers,
  projectProducts,
  projects,
  unsealApprovals,
} from '../../src/db/schema/index.js';
import { projectViewer } from '../answers/broker-answers-support.js';
import { buildProjectManager } from '../projects/projects-support.js';
import { scoringScene } from '../scoring/scoring-support.js';
import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import { expectBadInput, expectForbidden, expectNotFound } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { flatText } from './render-support.js';
import { type ReportShape, readReport, settledReport } from './reports-support.js';

const testApp = useTestApp(MANY_SIGN_INS);

const GENERATE = `mutation GenerateProcedureReport($projectId: ID!) {
  generateProcedureReport(projectId: $projectId) { id status format fileName url } }`;

const askProcedure = (client: HttpClient, projectId: string) =>
  client.graphql<{ generateProcedureReport: ReportShape }>(GENERATE, { projectId });

/** The PDF's text, its whitespace runs made single spaces. */
async function downloadedText(client: HttpClient, url: string) {
  const { execFileSync } = await import('node:child_process');
  const download = await client.download(url);
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toBe('application/pdf');
  return flatText(execFileSync('pdftotext', ['-', '-'], { input: download.body }).toString('utf8'));
}

/** The scoring scene with its broker user one of the project's owners. */
async function ownedScene() {
  const scene = await scoringScene(testApp);
  await testApp.running.app.db
    .insert(projectMembers)
    .values({ projectId: scene.broker.project.id, userId: scene.broker.user.id, role: 'PROJECT_MANAGER' });
  return scene;
}

/** The scoring scene with integrity on, a declared conflict let in, an early opening and a winner, all on record. */
async function procedureScene() {
  const scene = await ownedScene();
  const db = testApp.running.app.db;
  const projectId = scene.broker.project.id;
  const productId = scene.invitation.row.id;
  await db
    .update(projects)
    .set({
      settings: sql`${projects.settings} || '{"integrity": {"conflictDeclarations": true, "consensus": true, "sealedAnswers": true, "blindScoring": false}}'::jsonb`,
      answersUnsealedAt: new Date(),
    })
    .where(eq(projects.id, projectId));
  const viewer = await projectViewer(testApp, scene, ['READ_SCORING']);
  const viewerName = `${viewer.user.firstName} ${viewer.user.lastName}`;
  await db.insert(conflictDeclarations).values([
    {
      projectId,
      projectProductId: productId,
      userId: scene.broker.user.id,
      userName: 'Olive Owner',
      userEmail: scene.broker.user.email,
      hasConflict: false,
    },
    {
      projectId,
      projectProductId: productId,
      userId: viewer.user.id,
      userName: viewerName,
      userEmail: viewer.user.email,
      hasConflict: true,
      description: 'Brother works there',
    },
  ]);
  await db.insert(conflictAdmissions).values({
    projectId,
    projectProductId: productId,
    userId: viewer.user.id,
    admittedBy: scene.broker.user.id,
    admittedByName: 'Olive Owner',
    reason: 'He left in 2019',
  });
  await db.insert(unsealApprovals).values({
    projectId,
    userId: scene.broker.user.id,
    userName: 'Olive Owner',
    reason: 'Committee meets early',
  });
  await db.update(projectProducts).set({ winner: true }).where(eq(projectProducts.id, productId));
  const actor = {
    userId: scene.broker.user.id,
    email: scene.broker.user.email,
    companyId: scene.broker.company.id,
    actorCompanyId: null,
    address: '127.0.0.1',
  };
  const project = { id: projectId, name: scene.broker.project.name };
  await recordAudit(db, actor, {
    kind: 'project.status_changed',
    project,
    before: { status: 'AWAITING' },
    after: { status: 'SCORING' },
  });
  await recordAudit(db, actor, {
    kind: 'winners.selected',
    project,
    target: { type: 'project_product', id: productId, label: 'Answer Suite' },
    after: { reason: 'Best coverage' },
  });
  return { scene, viewer, viewerName, projectId };
}

describe('the procedure report (issue 38 item 2)', () => {
  it('is made for an owner and holds the timeline, the people, the overrides and the winner', async () => {
    const { scene, viewer, viewerName, projectId } = await procedureScene();
    const asked = dataOf(await askProcedure(scene.broker.client, projectId)).generateProcedureReport;
    expect(asked).toMatchObject({ status: 'PENDING', format: 'PDF' });
    const done = await settledReport(scene.broker.client, asked.id);
    expect(done.status).toBe('SUCCESS');
    expect(done.fileName).toContain('procedure report.pdf');
    const text = await downloadedText(scene.broker.client, done.url ?? '');
    for (const section of Object.values(PROCEDURE_REPORT_TEXTS.sections)) expect(text).toContain(section);
    expect(text).toContain(scene.broker.project.name);
    // The timeline: the project's creation and the recorded decisions, with who took them.
    expect(text).toContain('Project created');
    expect(text).toContain('Project status changed: status: AWAITING to SCORING');
    expect(text).toContain('Winners selected');
    expect(text).toContain(scene.broker.user.email);
    // The people: the viewer's declaration and the owner's admission with its reason.
    expect(text).toContain(viewerName);
    expect(text).toContain(viewer.user.email);
    expect(text).toContain('Brother works there');
    expect(text).toContain('Let in by Olive Owner');
    expect(text).toContain('He left in 2019');
    // The early opening, the winner and its reason, the scores (the answers are open).
    expect(text).toContain('Committee meets early');
    expect(text).toContain('Answer Suite');
    expect(text).toContain('Reason: Best coverage');
    expect(text).toContain('Consensus items');
    expect(text).not.toContain('left out');
    expect(text).not.toContain('Answers sealed until');
  });

  it('says until when the answers are sealed instead of scores, and "No reason recorded" without one', async () => {
    const scene = await ownedScene();
    const db = testApp.running.app.db;
    const projectId = scene.broker.project.id;
    await db
      .update(projects)
      .set({
        settings: sql`${projects.settings} || '{"integrity": {"sealedAnswers": true}}'::jsonb`,
        questionsSubmissionDeadline: new Date(Date.now() + 7 * 86_400_000),
      })
      .where(eq(projects.id, projectId));
    await db.update(projectProducts).set({ winner: true }).where(eq(projectProducts.id, scene.invitation.row.id));
    const asked = dataOf(await askProcedure(scene.broker.client, projectId)).generateProcedureReport;
    const done = await settledReport(scene.broker.client, asked.id);
    const text = await downloadedText(scene.broker.client, done.url ?? '');
    expect(text).toContain('Answers sealed until');
    expect(text).not.toContain('Consensus items');
    expect(text).toContain(`Reason: ${PROCEDURE_REPORT_TEXTS.noReason}`);
  });

  it('refuses a non-owner and another company, and keeps the file from them', async () => {
    const { scene, viewer, projectId } = await procedureScene();
    expectForbidden(await askProcedure(viewer.client, projectId), PROCEDURE_REPORT_TEXTS.ownersOnly);
    const stranger = await buildProjectManager(testApp, ['READ_SCORING', 'MANAGE_ALL_SCORING']);
    expectNotFound(await askProcedure(stranger.client, projectId), 'Project');
    const asked = dataOf(await askProcedure(scene.broker.client, projectId)).generateProcedureReport;
    const done = await settledReport(scene.broker.client, asked.id);
    for (const other of [viewer, stranger]) {
      expect((await other.client.download(done.url ?? '')).status).toBe(404);
      expectNotFound(await readReport(other.client, asked.id), 'Report');
    }
  });

  it('refuses a panel with the reason', async () => {
    const scene = await ownedScene();
    const db = testApp.running.app.db;
    await db.update(projects).set({ type: 'PANEL' }).where(eq(projects.id, scene.broker.project.id));
    expectBadInput(
      await askProcedure(scene.broker.client, scene.broker.project.id),
      PROCEDURE_REPORT_TEXTS.panelRefused,
    );
  });
});
