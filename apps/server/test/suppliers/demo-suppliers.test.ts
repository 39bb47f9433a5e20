import { describe, expect, it } from 'vitest';
import {
  AI_DEMO_DOMAINS,
  DEMO_COMPLETED_PROJECT,
  DEMO_PASSWORD,
  DEMO_PRODUCTS,
  DEMO_SCORING_PROJECT,
} from '../../src/seed/index.js';
import { ANSWER_OPERATIONS } from '../answers/answers-support.js';
import { LIST } from '../projects/projects-support.js';
import { dataOf } from '../support/graphql-results.js';
import { signedInClient } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { SUPPLIER_SIDE_OPERATIONS, type SupplierProjectShape } from './supplier-side-support.js';
import { SUPPLIER_OPERATIONS as OPS, type ProjectProductShape } from './suppliers-support.js';

// Started the way `npm start` starts on an empty database: seeded with the demo data.
const testApp = useTestApp({ seedDemo: true });

describe('demo suppliers', () => {
  it('gives the RFI in review preselected suppliers and a blocked one, and the directory the vendors’ products', async () => {
    const pm = await signedInClient(testApp, 'pm@northwind.example', DEMO_PASSWORD);
    const listed = dataOf(await pm.graphql<{ projects: { results: Array<{ id: string; name: string }> } }>(LIST, {}))
      .projects.results;
    const projectId = listed.find((row) => row.name === 'Payroll Provider Review')?.id ?? '';
    const suppliers = async (filter: Record<string, unknown> = {}) =>
      dataOf(await pm.graphql<{ projectProducts: ProjectProductShape[] }>(OPS.list, { projectId, filter }))
        .projectProducts;
    expect((await suppliers()).map((row) => [row.name, row.displayStatus, row.vendor.industry])).toEqual([
      ['Acme Software — Acme People HRIS', 'PRESELECTED', 'HR Software'],
      ['Globex Benefits — Globex Enrol', 'PRESELECTED', 'Benefits'],
    ]);
    expect((await suppliers({ statuses: ['BLOCKED'] })).map((row) => row.name)).toEqual([
      'Initech Payroll — Initech Payroll Pro',
    ]);
    // The RFI requires HRIS: Globex Enrol (benefits enrolment only) is a supplier with issues (spec 2 §8).
    expect((await suppliers({ withIssues: true })).map((row) => row.name)).toEqual(['Globex Benefits — Globex Enrol']);

    const directory = dataOf(
      await pm.graphql<{ vendorDirectory: Array<{ name: string; isAdded: boolean; serviceTypes: unknown[] }> }>(
        OPS.directory,
        { projectId },
      ),
    ).vendorDirectory;
    const aiDirectoryProducts = AI_DEMO_DOMAINS.flatMap((domain) =>
      domain.vendors.flatMap((vendor) => vendor.products),
    );
    expect(directory).toHaveLength(Object.values(DEMO_PRODUCTS).flat().length + aiDirectoryProducts.length);
    expect(directory.filter((row) => row.isAdded).map((row) => row.name)).toEqual([
      'Acme People HRIS',
      'Globex Enrol',
      'Initech Payroll Pro',
    ]);
    // The AI evaluation's directory has products described only (no service type) on purpose.
    const described = new Set(
      aiDirectoryProducts.filter((product) => product.serviceTypes.length === 0).map((p) => p.name),
    );
    expect(directory.every((row) => row.serviceTypes.length > 0 || described.has(row.name))).toBe(true);
  });
});

describe('the demo supplier', () => {
  it('is invited with two products to the published demo RFP and has accepted a third, beside a competitor', async () => {
    const supplier = await signedInClient(testApp, 'supplier@acme.example', DEMO_PASSWORD);
    const listed = dataOf(
      await supplier.graphql<{ projects: { results: Array<{ id: string; name: string; role: string }> } }>(
        SUPPLIER_SIDE_OPERATIONS.list,
        {},
      ),
    ).projects.results;
    expect(listed.map((row) => [row.name, row.role])).toEqual([
      ['HR Platform RFP 2026 — Awaiting Answers', 'SUPPLIER'],
      ['Benefits Broker RFP 2026 — Published', 'SUPPLIER'],
      ['Time Tracking RFP 2026 — Extended Deadline', 'SUPPLIER'],
      [DEMO_SCORING_PROJECT, 'SUPPLIER'],
      [DEMO_COMPLETED_PROJECT, 'SUPPLIER'],
    ]);
    const project = dataOf(
      await supplier.graphql<{ supplierProject: SupplierProjectShape }>(SUPPLIER_SIDE_OPERATIONS.project, {
        id: listed[1]?.id,
      }),
    ).supplierProject;
    expect(project.products.map((row) => [row.productName, row.participationStatus])).toEqual([
      ['Acme Payroll Cloud', 'INVITED'],
      ['Acme People HRIS', 'INVITED'],
      ['Acme Wellbeing', 'ACCEPTED'],
    ]);
    // The accepted product reads the questions, read-only until the project moves to Awaiting Answers.
    const accepted = project.products.find((row) => row.participationStatus === 'ACCEPTED');
    const { supplierQuestionnaire } = dataOf(
      await supplier.graphql<{
        supplierQuestionnaire: { questionsReadOnly: boolean; mayAnswer: boolean; sections: unknown[] };
      }>(ANSWER_OPERATIONS.questionnaire, { projectId: project.id, productId: accepted?.id }),
    );
    expect(supplierQuestionnaire).toMatchObject({ questionsReadOnly: true, mayAnswer: false });
    expect(supplierQuestionnaire.sections.length).toBeGreaterThan(0);
  });
});

describe('the demo broker notes', () => {
  it('are kept on the accepted competitor of the published demo RFP, unshared', async () => {
    const pm = await signedInClient(testApp, 'pm@northwind.example', DEMO_PASSWORD);
    const listed = dataOf(await pm.graphql<{ projects: { results: Array<{ id: string; name: string }> } }>(LIST, {}))
      .projects.results;
    const projectId = listed.find((row) => row.name === 'Benefits Broker RFP 2026 — Published')?.id ?? '';
    const rows = dataOf(
      await pm.graphql<{ projectProducts: Array<{ productName: string; notes: string; shareNotes: boolean }> }>(
        'query Notes($projectId: ID!) { projectProducts(projectId: $projectId) { productName notes shareNotes } }',
        { projectId },
      ),
    ).projectProducts;
    expect(rows.filter((row) => row.notes)).toEqual([
      { productName: 'Globex Enrol', notes: expect.stringContaining('references'), shareNotes: false },
    ]);
  });
});
