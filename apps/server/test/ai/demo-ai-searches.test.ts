import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/index.js';
import { LIST } from '../projects/projects-support.js';
import { dataOf } from '../support/graphql-results.js';
import { signedInClient } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { AI_OPS, readSearch } from './ai-support.js';

// Started the way `npm start` starts on an empty database: seeded with the demo data.
const testApp = useTestApp({ seedDemo: true });

describe('demo AI searches', () => {
  it('gives the draft RFP a finished supplier search, one suggestion already added, and its counter', async () => {
    const pm = await signedInClient(testApp, 'pm@northwind.example', DEMO_PASSWORD);
    const listed = dataOf(await pm.graphql<{ projects: { results: Array<{ id: string; name: string }> } }>(LIST, {}))
      .projects.results;
    const projectId = listed.find((row) => row.name === 'Benefits Administration RFP 2026')?.id ?? '';
    const search = dataOf(await readSearch(pm, projectId, 'PRODUCTS')).aiSearch;
    expect(search).toMatchObject({ status: 'SUCCESS', keyword: 'benefits enrolment' });
    expect(search?.products.map((row) => [row.name, row.status, row.isAdded])).toEqual([
      ['Globex Enrol', 'PRESELECTED', true],
      ['Acme People HRIS', 'NEW', false],
      ['Globex Flex Spending', 'NEW', false],
    ]);
    const project = dataOf(
      await pm.graphql<{ project: { aiAllowances: unknown[] } }>(AI_OPS.allowances, { id: projectId }),
    ).project;
    expect(project.aiAllowances[0]).toEqual({ type: 'PRODUCTS', used: 1, max: 50, remaining: 49 });
  });
});
