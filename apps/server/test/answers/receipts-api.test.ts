import { createHash } from 'node:crypto';
import { formatDateTime, RECEIPT_NONE, receiptVerdictText } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers, files, projectProducts, submissionReceipts } from '../../src/db/schema/index.js';
import { submitOverdueAnswers } from '../../src/modules/answers/index.js';
import { mailsTo } from '../notifications/notifications-support.js';
import { uploadedFileId } from '../suppliers/invite-file-support.js';
import { dataOf } from '../support/graphql-results.js';
import { setProjectStatus } from '../support/project-status.js';
import { expectNotFound } from '../support/sessions.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { ANSWER_OPERATIONS, type AnsweringScene, answeringScene, save } from './answers-support.js';
import { BROKER_OPERATIONS, extendAnswersDeadline, sceneIds } from './broker-answers-support.js';
import { RECEIPT_OPERATIONS, receiptsOf, verify } from './receipts-support.js';

const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;
const CERTIFICATE = Buffer.from('ISO 27001 certificate');

/** Everything not applicable but the text ('Acme') and a file of the supplier's own upload; the file's id. */
async function answerAll(scene: AnsweringScene): Promise<string> {
  for (const id of scene.visibleQuestionIds) {
    await save(scene.supplier.client, scene, id, { notApplicable: true, notApplicableDescription: 'Not for us' });
  }
  const saved = dataOf(await save(scene.supplier.client, scene, scene.questions.text, { value: 'Acme' }, 1));
  expect(saved.saveAnswer.conflict).toBe(false);
  const fileId = await uploadedFileId(scene.supplier.client, CERTIFICATE, { filename: 'iso.txt', types: '' });
  const file = await save(
    scene.supplier.client,
    scene,
    scene.questions.file,
    { value: [{ id: fileId, filename: 'x' }] },
    1,
  );
  expect(dataOf(file).saveAnswer.conflict).toBe(false);
  return fileId;
}

const submit = async (scene: AnsweringScene) =>
  dataOf(await scene.supplier.client.graphql<{ submitAnswers: string }>(ANSWER_OPERATIONS.submit, sceneIds(scene)))
    .submitAnswers;

const verdictOf = async (receiptId: string, digest: string) =>
  dataOf(await verify(testApp.client(), receiptId, digest)).verifyReceipt;

describe('a submission’s receipt', () => {
  it('is recorded at the submission’s server time, mailed with its digest and link, and listed for the supplier', async () => {
    const scene = await answeringScene(testApp);
    const fileId = await answerAll(scene);
    await db().update(files).set({ sha256: null }).where(eq(files.id, fileId));
    const submittedAt = await submit(scene);

    const rows = await db()
      .select()
      .from(submissionReceipts)
      .where(eq(submissionReceipts.projectProductId, scene.invitation.row.id));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.submittedAt.toISOString()).toBe(submittedAt);
    expect(row?.submittedBy).toBe(scene.supplier.user.id);
    expect(row?.digest).toMatch(/^[0-9a-f]{64}$/);
    const [file] = await db().select().from(files).where(eq(files.id, fileId));
    expect(file?.sha256).toBe(createHash('sha256').update(CERTIFICATE).digest('hex'));

    const [receipt] = await receiptsOf(scene);
    expect(receipt).toEqual({
      id: row?.id,
      code: `R-${row?.id.slice(0, 8)}`,
      digest: row?.digest,
      submittedAt,
      verifyPath: `/verify-receipt?id=${row?.id}&digest=${row?.digest}`,
    });
    const [mail] = await mailsTo(testApp, scene.supplier.user.email);
    expect(mail).toContain(`Submitted on ${formatDateTime(submittedAt)}`);
    expect(mail).toContain(`Receipt ${receipt?.code}, SHA-256 digest of your answers and files: ${receipt?.digest}`);
    expect(mail).toContain(`${testApp.running.app.config.publicUrl}${receipt?.verifyPath}`);
  });

  it('verifies, signed out, by id or code; a wrong digest or id matches nothing and names nothing', async () => {
    const scene = await answeringScene(testApp);
    await answerAll(scene);
    const submittedAt = await submit(scene);
    const [receipt] = await receiptsOf(scene);
    if (!receipt) throw new Error('no receipt');
    const matches = { verdict: 'MATCHES', message: receiptVerdictText({ kind: 'MATCHES', submittedAt }) };
    expect(await verdictOf(receipt.id, receipt.digest)).toEqual(matches);
    expect(await verdictOf(receipt.code.toLowerCase(), ` ${receipt.digest.toUpperCase()} `)).toEqual(matches);
    const none = { verdict: 'NONE', message: RECEIPT_NONE };
    const wrong = `${receipt.digest.slice(0, 63)}${receipt.digest.endsWith('0') ? '1' : '0'}`;
    expect(await verdictOf(receipt.id, wrong)).toEqual(none);
    expect(await verdictOf('R-00000000', receipt.digest)).toEqual(none);
    expect(await verdictOf('anything', 'else')).toEqual(none);
  });

  it('says “changed” for the old receipt once a requested update is resubmitted, and the new one matches', async () => {
    const scene = await answeringScene(testApp);
    await answerAll(scene);
    await submit(scene);
    const [first] = await receiptsOf(scene);
    await setProjectStatus(db(), scene.broker.project.id, 'SCORING');
    await db().update(answers).set({ status: 'REQUESTED' }).where(eq(answers.questionId, scene.questions.text));
    const updated = await save(scene.supplier.client, scene, scene.questions.text, { value: 'Acme Ltd' }, 2);
    expect(dataOf(updated).saveAnswer.conflict).toBe(false);
    expect((await verdictOf(first?.id ?? '', first?.digest ?? '')).verdict).toBe('CHANGED');
    const resubmittedAt = await submit(scene);

    const [latest, earlier] = await receiptsOf(scene);
    expect(earlier).toEqual(first);
    expect(latest?.digest).not.toBe(first?.digest);
    expect(await verdictOf(first?.id ?? '', first?.digest ?? '')).toEqual({
      verdict: 'CHANGED',
      message: receiptVerdictText({ kind: 'CHANGED', resubmittedAt }),
    });
    expect((await verdictOf(latest?.id ?? '', latest?.digest ?? '')).verdict).toBe('MATCHES');
  });

  it('is recorded and mailed to the supplier for a broker’s force-submit and for answers closed at their deadline', async () => {
    const forced = await answeringScene(testApp);
    const result = await forced.broker.client.graphql(BROKER_OPERATIONS.submitProducts, {
      projectId: forced.broker.project.id,
      products: [{ id: forced.invitation.row.id }],
    });
    expect(result.errors).toBeUndefined();
    const [byBroker] = await receiptsOf(forced);
    expect((await verdictOf(byBroker?.id ?? '', byBroker?.digest ?? '')).verdict).toBe('MATCHES');
    const [stored] = await db()
      .select()
      .from(submissionReceipts)
      .where(eq(submissionReceipts.projectProductId, forced.invitation.row.id));
    expect(stored?.submittedBy).toBe(forced.broker.user.id);
    const [forcedMail] = await mailsTo(testApp, forced.supplier.user.email);
    expect(forcedMail).toContain(
      `Receipt ${byBroker?.code}, SHA-256 digest of your answers and files: ${byBroker?.digest}`,
    );
    expect(forcedMail).toContain(`${testApp.running.app.config.publicUrl}${byBroker?.verifyPath}`);

    const overdue = await answeringScene(testApp);
    await extendAnswersDeadline(testApp, overdue.broker.project.id);
    const deadline = new Date(Date.now() - 60_000);
    await db()
      .update(projectProducts)
      .set({ answersSubmitDeadline: deadline })
      .where(eq(projectProducts.id, overdue.invitation.row.id));
    await submitOverdueAnswers(testApp.running.app);
    const [closed] = await db()
      .select()
      .from(submissionReceipts)
      .where(eq(submissionReceipts.projectProductId, overdue.invitation.row.id));
    expect(closed).toMatchObject({ submittedAt: deadline, submittedBy: null });
    expect((await receiptsOf(overdue)).map((receipt) => receipt.id)).toEqual([closed?.id]);
    const [closedMail] = await mailsTo(testApp, overdue.supplier.user.email);
    expect(closedMail).toContain(`Submitted on ${formatDateTime(deadline)}.`);
    expect(closedMail).toContain(`SHA-256 digest of your answers and files: ${closed?.digest}`);
  });

  it('lists receipts only to the product’s own supplier', async () => {
    const scene = await answeringScene(testApp);
    await answerAll(scene);
    await submit(scene);
    expectNotFound(await scene.broker.client.graphql(RECEIPT_OPERATIONS.receipts, sceneIds(scene)), 'Project');
  });
});
