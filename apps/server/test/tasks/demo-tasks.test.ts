import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.js';
import { bellOf } from '../notifications/notifications-support.js';
import { signedInClient } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { countOf, tasksOf } from './tasks-support.js';

// Started the way `npm start` starts on an empty database: seeded with the demo data.
const testApp = useTestApp({ seedDemo: true });

describe('the demo tasks', () => {
  it('give the demo expert the RFI in review to approve, opened from the questions-to-approve notification', async () => {
    const expert = await signedInClient(testApp, 'expert@northwind.example', DEMO_PASSWORD);
    const { results } = await tasksOf(expert, { filter: { statuses: ['PENDING'] } });
    expect(results).toMatchObject([
      { type: 'PROJECT_QUESTIONS_TO_APPROVE', project: { name: 'Payroll Provider Review' } },
    ]);
    expect(results[0]?.questions.length).toBeGreaterThan(0);
    expect(await countOf(expert)).toEqual([{ type: 'PROJECT_QUESTIONS_TO_APPROVE', count: 1 }]);

    const toApprove = (await bellOf(expert)).find((item) => item.kind === 'QUESTIONS_TO_APPROVE');
    expect(toApprove?.link).toBe(`/tasks/approve/${results[0]?.project.id}`);
  });
});
