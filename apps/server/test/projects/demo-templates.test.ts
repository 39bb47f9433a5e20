import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.js';
import { signedInClient } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { LIST } from './projects-support.js';
import { TEMPLATES } from './templates-support.js';

// Started the way `npm start` starts on an empty database: seeded with the demo data.
const testApp = useTestApp({ seedDemo: true });

describe('demo templates', () => {
  it("offers Northwind's published template to the project form and keeps its draft out of the projects", async () => {
    const pm = await signedInClient(testApp, 'pm@northwind.example', DEMO_PASSWORD);
    const templates = await pm.graphql<{
      projectTemplates: { results: Array<{ name: string; status: string; company: { name: string } }> };
    }>(TEMPLATES, { filter: { status: ['PUBLISHED'] }, pagination: { page: 1, pageSize: 10000 } });
    expect(templates.errors).toBeUndefined();
    expect(templates.data?.projectTemplates.results).toMatchObject([
      {
        name: 'Employee Benefits RFP Template',
        status: 'PUBLISHED',
        company: { name: 'Northwind Brokerage' },
        serviceTypes: [{ label: 'Benefits Enrolment' }],
      },
    ]);
    const owner = await signedInClient(testApp, 'owner@northwind.example', DEMO_PASSWORD);
    const listed = await owner.graphql<{ projects: { results: Array<{ name: string }> } }>(LIST, {
      filter: { archived: true },
    });
    expect(listed.data?.projects.results.map((row) => row.name)).not.toContain('Employee Benefits RFP Template');
    expect(listed.data?.projects.results).toHaveLength(3);
  });
});
