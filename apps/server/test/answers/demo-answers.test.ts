import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/index.js';
import { LIST } from '../projects/projects-support.js';
import { SUPPLIER_SIDE_OPERATIONS } from '../suppliers/supplier-side-support.js';
import { type ProjectProductShape, SUPPLIER_OPERATIONS } from '../suppliers/suppliers-support.js';
import { dataOf } from '../support/graphql-results.js';
import { signedInClient } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { ANSWER_OPERATIONS, type AnswerShape } from './answers-support.js';
import { BROKER_OPERATIONS } from './broker-answers-support.js';
import { RECEIPT_OPERATIONS, verify } from './receipts-support.js';

const testApp = useTestApp({ seedDemo: true });

const RECEIPT_PROJECT = SUPPLIER_SIDE_OPERATIONS.project.replace(
  'answersSubmittedAt',
  'answersSubmittedAt answersSubmittedBy',
);

interface DemoProduct {
  id: string;
  productName: string;
  participationStatus: string;
  answersSubmittedAt: string | null;
  answersSubmittedBy: string | null;
}

interface DemoQuestionnaire {
  supplierQuestionnaire: {
    mayAnswer: boolean;
    progress: { answered: number; total: number; percent: number };
    sections: Array<{ name: string; questions: Array<{ answer: AnswerShape | null }> }>;
  };
}

describe('the demo answers', () => {
  it('show the demo supplier most of the way through the RFP awaiting answers, its last section as drafts', async () => {
    const supplier = await signedInClient(testApp, 'supplier@acme.example', DEMO_PASSWORD);
    const listed = dataOf(
      await supplier.graphql<{ projects: { results: Array<{ id: string; name: string }> } }>(
        SUPPLIER_SIDE_OPERATIONS.list,
        {},
      ),
    ).projects.results;
    const project = listed.find((row) => row.name === 'HR Platform RFP 2026 — Awaiting Answers');
    const products = dataOf(
      await supplier.graphql<{ supplierProject: { products: DemoProduct[] } }>(RECEIPT_PROJECT, { id: project?.id }),
    ).supplierProject.products;
    expect(products.map((row) => [row.productName, row.participationStatus])).toEqual([
      ['Acme People HRIS', 'ACCEPTED'],
      ['Acme Talent Suite', 'ACCEPTED'],
    ]);
    // The second product's answers are submitted, with their receipt (issue 31).
    expect(products[1]?.answersSubmittedAt).not.toBeNull();
    expect(products[1]?.answersSubmittedBy).toBe('Sam Supplier');
    expect(products[0]?.answersSubmittedAt).toBeNull();
    // Issue 37: its receipt, which verifies against the answers seeded.
    const ids = { projectId: project?.id, productId: products[1]?.id };
    const receipts = dataOf(
      await supplier.graphql<{ submissionReceipts: Array<{ id: string; digest: string }> }>(
        RECEIPT_OPERATIONS.receipts,
        ids,
      ),
    ).submissionReceipts;
    expect(receipts).toHaveLength(1);
    const checked = await verify(testApp.client(), receipts[0]?.id ?? '', receipts[0]?.digest ?? '');
    expect(dataOf(checked).verifyReceipt.verdict).toBe('MATCHES');
    const view = dataOf(
      await supplier.graphql<DemoQuestionnaire>(ANSWER_OPERATIONS.questionnaire, {
        projectId: project?.id,
        productId: products[0]?.id,
      }),
    ).supplierQuestionnaire;
    expect(view.mayAnswer).toBe(true);
    expect(view.progress.answered).toBe(8);
    expect(view.progress.percent).toBeLessThan(100);
    const last = view.sections.at(-1);
    expect(last?.name).toBe('Service and pricing');
    expect(last?.questions.filter((question) => question.answer?.isDraft)).toHaveLength(2);
  });

  it('give the buy side a PDF that Globex uploaded, to download from its answers', async () => {
    const pm = await signedInClient(testApp, 'pm@northwind.example', DEMO_PASSWORD);
    const listed = dataOf(await pm.graphql<{ projects: { results: Array<{ id: string; name: string }> } }>(LIST, {}))
      .projects.results;
    const projectId = listed.find((row) => row.name === 'HR Platform RFP 2026 — Awaiting Answers')?.id;
    const products = dataOf(
      await pm.graphql<{ projectProducts: Array<ProjectProductShape & { productName: string }> }>(
        SUPPLIER_OPERATIONS.list,
        { projectId },
      ),
    ).projectProducts;
    const globex = products.find((row) => row.productName === 'Globex Enrol');
    type View = { productAnswers: { sections: Array<{ questions: Array<{ answer: AnswerShape | null }> }> } };
    const view = dataOf(await pm.graphql<View>(BROKER_OPERATIONS.productAnswers, { projectId, productId: globex?.id }));
    const values = view.productAnswers.sections.flatMap((section) =>
      section.questions.map((question) => question.answer?.value),
    );
    const isFile = (value: unknown): value is { id: string; filename: string } =>
      typeof value === 'object' && value !== null && 'filename' in value;
    const file = values.flat().find(isFile);
    expect(file?.filename).toBe('globex-service-level-agreement.pdf');
    const download = await pm.download(`/api/file/${file?.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.body.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
