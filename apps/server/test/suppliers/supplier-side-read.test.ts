import { describe, expect, it } from 'vitest';
import { ONE } from '../projects/projects-support.js';
import { dataOf } from '../support/graphql-results.js';
import { setProjectStatus } from '../support/project-status.js';
import { expectNotFound } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import {
  buildSupplier,
  inviteProduct,
  publishedProject,
  SUPPLIER_SIDE_OPERATIONS,
  type SupplierProjectShape,
} from './supplier-side-support.js';

const testApp = useTestApp();
const db = () => testApp.running.app.db;

type Client = ReturnType<typeof testApp.client>;

const read = (client: Client, id: string, hash?: string) =>
  client.graphql<{ supplierProject: SupplierProjectShape }>(SUPPLIER_SIDE_OPERATIONS.project, { id, hash });

/** A published project with two products of one supplier invited and one product of a competitor. */
async function scene(status: 'INVITED' | 'ACCEPTED' = 'INVITED') {
  const broker = await publishedProject(testApp);
  const supplier = await buildSupplier(testApp, ['Beta Suite', 'Alpha Suite']);
  const competitor = await buildSupplier(testApp, ['Rival Suite']);
  const [beta, alpha] = supplier.products;
  if (!alpha || !beta || !competitor.products[0]) throw new Error('no products');
  const alphaInvite = await inviteProduct(testApp, broker.project.id, alpha.id, status);
  const betaInvite = await inviteProduct(testApp, broker.project.id, beta.id, 'PENDING');
  const rival = await inviteProduct(testApp, broker.project.id, competitor.products[0].id, 'ACCEPTED');
  return { broker, supplier, competitor, alphaInvite, betaInvite, rival };
}

/**
 * The fields each supplier-side type offers: nothing of purpose, people, weights, reviews or scoring; of the result
 * only its own (supplier-result-api.test.ts).
 */
const SUPPLIER_SIDE_FIELDS = {
  SupplierProject: [
    'brokerageFirm',
    'description',
    'id',
    'intro',
    'name',
    'plannedDecisionDate',
    'products',
    'publishDate',
    'questionsClarificationDeadline',
    'questionsSubmissionDeadline',
    'sections',
    'signedIn',
    'status',
    'submissionDeadline',
    'type',
  ],
  SupplierProjectProduct: [
    'answersSubmitDeadline',
    'answersSubmittedAt',
    'answersSubmittedBy',
    'debrief',
    'feedback',
    'id',
    'invitedAt',
    'participationStatus',
    'productId',
    'productName',
    'vendorName',
    'winner',
  ],
  SupplierProjectSection: ['description', 'id', 'name', 'questions'],
  SupplierProjectQuestion: ['helperText', 'id', 'label', 'multiple', 'type'],
};

describe('the supplier side of a project', () => {
  it('offers per type only the fields a supplier may read', async () => {
    for (const [type, fields] of Object.entries(SUPPLIER_SIDE_FIELDS)) {
      const result = await testApp
        .client()
        .graphql<{ __type: { fields: Array<{ name: string }> } }>(
          'query Fields($name: String!) { __type(name: $name) { fields { name } } }',
          { name: type },
        );
      expect(
        dataOf(result)
          .__type.fields.map((field) => field.name)
          .sort(),
      ).toEqual(fields);
    }
  });

  it('shows a signed-in supplier the project and its own invited products only, without questions before accepting', async () => {
    const { broker, supplier } = await scene();
    const project = dataOf(await read(supplier.client, broker.project.id)).supplierProject;
    expect(project).toMatchObject({
      id: broker.project.id,
      name: broker.project.name,
      type: 'RFP',
      status: 'PUBLISHED',
      intro: 'Welcome, suppliers',
      brokerageFirm: broker.company.name,
      sections: [],
    });
    expect(project.products.map((product) => [product.productName, product.participationStatus])).toEqual([
      ['Alpha Suite', 'INVITED'],
      ['Beta Suite', 'PENDING'],
    ]);
  });

  it('shows an accepted supplier the approved questions only, and nothing of the broker’s notes, people or reviews', async () => {
    const { broker, supplier } = await scene('ACCEPTED');
    const result = await read(supplier.client, broker.project.id);
    const project = dataOf(result).supplierProject;
    expect(project.sections.map((section) => [section.name, section.questions.map((q) => q.label)])).toEqual([
      ['General', ['Company name']],
      ['Mixed', ['Visible question']],
    ]);
    const text = JSON.stringify(result.data);
    for (const secret of [
      'Broker-only note',
      'Reason for selection',
      'Off topic',
      'Pending question',
      'Private question',
      'Rival Suite',
      broker.owner.email,
      broker.user.email,
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('shows the questions from PUBLISHED on, in later statuses too', async () => {
    const { broker, supplier } = await scene('ACCEPTED');
    await setProjectStatus(db(), broker.project.id, 'SCORING');
    const project = dataOf(await read(supplier.client, broker.project.id)).supplierProject;
    expect(project.sections).toHaveLength(2);
  });

  it('answers not found to a supplier not invited, the broker, a visitor without a token and a project in review', async () => {
    const { broker } = await scene();
    const stranger = await buildSupplier(testApp, ['Unrelated Suite']);
    expectNotFound(await read(stranger.client, broker.project.id), 'Project');
    expectNotFound(await read(broker.client, broker.project.id), 'Project');
    expectNotFound(await read(testApp.client(), broker.project.id), 'Project');
    expectNotFound(await read(stranger.client, 'not-an-id'), 'Project');
    const { broker: inReview, supplier } = await scene();
    await setProjectStatus(db(), inReview.project.id, 'IN_REVIEW');
    expectNotFound(await read(supplier.client, inReview.project.id), 'Project');
  });

  it('hides a preselected (DRAFT) or blocked product from its supplier', async () => {
    const broker = await publishedProject(testApp);
    const supplier = await buildSupplier(testApp, ['Draft Suite', 'Blocked Suite']);
    const [draft, blocked] = supplier.products;
    if (!draft || !blocked) throw new Error('no products');
    await inviteProduct(testApp, broker.project.id, draft.id, 'DRAFT');
    await inviteProduct(testApp, broker.project.id, blocked.id, 'BLOCKED');
    expectNotFound(await read(supplier.client, broker.project.id), 'Project');
  });

  it('lets a token reach its own invitation only: that project and that product, signed out', async () => {
    const { broker, alphaInvite } = await scene();
    const visitor = testApp.client();
    const project = dataOf(await read(visitor, broker.project.id, alphaInvite.token)).supplierProject;
    expect(project.products.map((product) => product.id)).toEqual([alphaInvite.row.id]);
    const other = await publishedProject(testApp);
    expectNotFound(await read(visitor, other.project.id, alphaInvite.token), 'Project');
    expectNotFound(await read(visitor, broker.project.id, `${alphaInvite.token}x`), 'Project');
    const buySide = await visitor.graphql(ONE, { id: broker.project.id });
    expect(buySide.data?.project ?? null).toBeNull();
  });
});
