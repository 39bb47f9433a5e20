import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { DEMO_PASSWORD, DEMO_TEMPLATE } from '../../src/seed/index.js';
import { questionnaireOf } from '../questions/questions-support.js';
import { signedInClient } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { createProject, ISSUES, LIST, projectInput } from './projects-support.js';
import { TEMPLATES } from './templates-support.js';

// Started the way `npm start` starts on an empty database: seeded with the demo data.
const testApp = useTestApp({ seedDemo: true });

describe('demo templates', () => {
  it("offers Northwind's published templates to the project form and keeps their drafts out of the projects", async () => {
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
      { name: 'Payroll Services RFP Template', status: 'PUBLISHED', serviceTypes: [{ label: 'Payroll' }] },
    ]);
    const owner = await signedInClient(testApp, 'owner@northwind.example', DEMO_PASSWORD);
    const listed = await owner.graphql<{ projects: { results: Array<{ name: string }> } }>(LIST, {
      filter: { archived: true },
    });
    expect(listed.data?.projects.results.map((row) => row.name)).not.toContain('Employee Benefits RFP Template');
    expect(listed.data?.projects.results).toHaveLength(9);
  });

  it('gives a project created with the benefits template its read-only sections, owned and ready for review', async () => {
    const pm = await signedInClient(testApp, 'pm@northwind.example', DEMO_PASSWORD);
    const db = testApp.running.app.db;
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, ['pm@northwind.example', 'owner@northwind.example']));
    const idOf = (email: string) => people.find((person) => person.email === email)?.id ?? '';
    const templates = await pm.graphql<{ projectTemplates: { results: Array<{ id: string; name: string }> } }>(
      TEMPLATES,
      { filter: { status: ['PUBLISHED'] }, pagination: { page: 1, pageSize: 10000 } },
    );
    const benefits = templates.data?.projectTemplates.results.find((row) => row.name === DEMO_TEMPLATE.name);
    const pmId = idOf('pm@northwind.example');
    const created = await createProject(
      pm,
      projectInput(pmId, {
        templateIds: [benefits?.id],
        productOwnerIds: [pmId],
        domainExpertIds: [idOf('owner@northwind.example')],
      }),
    );
    const questionnaire = await questionnaireOf(pm, created.id);
    expect(
      questionnaire.sections.map((section) => [section.name, section.isReadonly, section.questions.length]),
    ).toEqual([
      ['Plan administration', true, 3],
      ['Member experience', true, 3],
    ]);
    const issues = await pm.graphql<{ projectStatusIssues: unknown[] }>(ISSUES, {
      id: created.id,
      status: 'IN_REVIEW',
    });
    expect(issues.data?.projectStatusIssues).toEqual([]);
  });
});
