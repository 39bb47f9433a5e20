import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.js';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../questions/questions-support.js';
import { signedInClient } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { SUPPLIER_SIDE_OPERATIONS } from '../suppliers/supplier-side-support.js';
import { ANSWER_OPERATIONS, type AnswerShape } from './answers-support.js';

const testApp = useTestApp({ seedDemo: true });

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
      await supplier.graphql<{ supplierProject: { products: Array<{ id: string; participationStatus: string }> } }>(
        SUPPLIER_SIDE_OPERATIONS.project,
        { id: project?.id },
      ),
    ).supplierProject.products;
    expect(products.map((row) => row.participationStatus)).toEqual(['ACCEPTED']);
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
});
