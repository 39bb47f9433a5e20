import { SCORING_CHOICE_MESSAGES } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_SCORING_CHOICE_PROJECT } from '../../src/seed/index.js';
import { LIST, STATUS } from '../projects/projects-support.js';
import { dataOf } from '../support/graphql-results.js';
import { expectBadInput, signedInClient } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const testApp = useTestApp({ seedDemo: true });

const SUPPLIERS = `query Suppliers($projectId: ID!) {
  projectProducts(projectId: $projectId) { name participationStatus answersSubmittedAt answersSubmitDeadline } }`;

describe('the demo Choice Products for Scoring', () => {
  it('has an RFP in AWAITING with the extended deadline on, one accepted product submitted and one not', async () => {
    const pm = await signedInClient(testApp, 'pm@northwind.example', DEMO_PASSWORD);
    const listed = dataOf(
      await pm.graphql<{ projects: { results: Array<{ id: string; name: string; status: string }> } }>(LIST, {
        pagination: { page: 1, pageSize: 50 },
      }),
    );
    const project = listed.projects.results.find((row) => row.name === DEMO_SCORING_CHOICE_PROJECT);
    expect(project?.status).toBe('AWAITING');
    const suppliers = dataOf(
      await pm.graphql<{ projectProducts: Array<{ name: string; answersSubmittedAt: string | null }> }>(SUPPLIERS, {
        projectId: project?.id,
      }),
    ).projectProducts;
    expect(suppliers.map((row) => [row.name, row.answersSubmittedAt !== null])).toEqual(
      expect.arrayContaining([
        [expect.stringContaining('Globex Flex Spending'), true],
        [expect.stringContaining('Acme Payroll Cloud'), false],
      ]),
    );
    // Scoring waits for the choice.
    expectBadInput(await pm.graphql(STATUS, { id: project?.id, status: 'SCORING' }), SCORING_CHOICE_MESSAGES.undecided);
  });
});
