import { describe, expect, it } from 'vitest';
import { DEMO_ANSWERING_PROJECT, DEMO_PASSWORD, DEMO_SCORING_PROJECT } from '../../src/seed/index.js';
import { bellOf } from '../notifications/notifications-support.js';
import { signedInClient } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { countOf, tasksOf } from './tasks-support.js';

// Started the way `npm start` starts on an empty database: seeded with the demo data.
const testApp = useTestApp({ seedDemo: true });

describe('the demo tasks', () => {
  it('give the demo expert the RFI in review to approve, opened from the questions-to-approve notification, and the part-rated RFPs’ answers to rate', async () => {
    const expert = await signedInClient(testApp, 'expert@northwind.example', DEMO_PASSWORD);
    const { results } = await tasksOf(expert, { filter: { statuses: ['PENDING'] } });
    expect(results).toMatchObject([
      { type: 'PROJECT_QUESTION_ANSWERS_TO_REVIEW', project: { name: DEMO_ANSWERING_PROJECT }, scoringType: 'NUMBERS' },
      { type: 'PROJECT_QUESTIONS_TO_APPROVE', project: { name: 'Payroll Provider Review' } },
      // The RFP in scoring, in the expert's own branch, part-rated.
      {
        type: 'PROJECT_QUESTION_ANSWERS_TO_REVIEW',
        project: { name: DEMO_SCORING_PROJECT },
        branchId: expect.any(String),
      },
    ]);
    const [toRate, toReview] = results;
    expect(toReview?.questions.length).toBeGreaterThan(0);
    expect(toRate?.questions.flatMap((question) => question.answers).length).toBeGreaterThan(0);
    expect(await countOf(expert)).toEqual([
      { type: 'PROJECT_QUESTIONS_TO_APPROVE', count: 1 },
      { type: 'PROJECT_QUESTION_ANSWERS_TO_REVIEW', count: 2 },
    ]);

    const toApprove = (await bellOf(expert)).find((item) => item.kind === 'QUESTIONS_TO_APPROVE');
    expect(toApprove?.link).toBe(`/tasks/approve/${toReview?.project.id}`);
  });
});
