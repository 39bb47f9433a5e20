import { describe, expect, it } from 'vitest';
import { dataOf } from '../support/graphql-results.js';
import { useTestApp } from '../support/test-app.js';
import { buildSupplier, inviteProduct, publishedProject, SUPPLIER_SIDE_OPERATIONS } from './supplier-side-support.js';

const testApp = useTestApp();

/** A published project with one product of a supplier invited. */
async function scene() {
  const broker = await publishedProject(testApp);
  const supplier = await buildSupplier(testApp, ['Alpha Suite']);
  const alphaInvite = await inviteProduct(testApp, broker.project.id, supplier.products[0]?.id ?? '', 'INVITED');
  return { broker, supplier, alphaInvite };
}

describe('the supplier’s project list', () => {
  it('lists the projects the supplier is invited to, as SUPPLIER, with nothing of the broker’s people or client', async () => {
    const { broker, supplier } = await scene();
    const hidden = await publishedProject(testApp);
    const draftProduct = await buildSupplier(testApp, ['Another']);
    await inviteProduct(testApp, hidden.project.id, draftProduct.products[0]?.id ?? '', 'DRAFT');
    const list = (filter: Record<string, unknown> = {}) =>
      supplier.client.graphql<{ projects: { total: number; results: Array<Record<string, unknown>> } }>(
        SUPPLIER_SIDE_OPERATIONS.list,
        { filter },
      );
    const page = dataOf(await list()).projects;
    expect(page.total).toBe(1);
    expect(page.results).toEqual([
      {
        id: broker.project.id,
        name: broker.project.name,
        role: 'SUPPLIER',
        isNew: true,
        status: 'PUBLISHED',
        brokerageFirm: broker.company.name,
        productOwners: [],
        client: null,
        brokerageContacts: [],
      },
    ]);
    expect(dataOf(await list({ role: 'SUPPLIER' })).projects.total).toBe(1);
    expect(dataOf(await list({ role: 'BUY_SIDE' })).projects.total).toBe(0);
    expect(dataOf(await draftProduct.client.graphql(SUPPLIER_SIDE_OPERATIONS.list, {})).projects).toMatchObject({
      total: 0,
    });
  });

  it('takes the New badge away once the invitation is answered', async () => {
    const { broker, supplier, alphaInvite } = await scene();
    const isNew = async () =>
      dataOf(
        await supplier.client.graphql<{ projects: { results: Array<{ isNew: boolean }> } }>(
          SUPPLIER_SIDE_OPERATIONS.list,
          {},
        ),
      ).projects.results.map((project) => project.isNew);
    expect(await isNew()).toEqual([true]);
    dataOf(
      await supplier.client.graphql(SUPPLIER_SIDE_OPERATIONS.accept, {
        projectId: broker.project.id,
        productId: alphaInvite.row.id,
      }),
    );
    expect(await isNew()).toEqual([false]);
  });
});

describe('the supplier’s deadline calendar', () => {
  const DEADLINES = `query Deadlines($from: DateTime!, $to: DateTime!) {
    projectDeadlines(from: $from, to: $to) { projectId deadlines { kind } } }`;
  const range = { from: new Date().toISOString(), to: new Date(Date.now() + 90 * 86_400_000).toISOString() };

  it('shows the dates of the projects the supplier is invited to, and of no other', async () => {
    const { broker, supplier } = await scene();
    await publishedProject(testApp);
    type Answer = { projectDeadlines: Array<{ projectId: string; deadlines: Array<{ kind: string }> }> };
    const projects = dataOf(await supplier.client.graphql<Answer>(DEADLINES, range)).projectDeadlines;
    expect(projects.map((project) => project.projectId)).toEqual([broker.project.id]);
    expect(projects[0]?.deadlines.map((deadline) => deadline.kind)).toContain('DECISION_DATE');
  });
});
