import { describe, expect, it } from 'vitest';
import { answeringScene } from '../answers/answers-support.js';
import { BROKER_OPERATIONS, extendAnswersDeadline } from '../answers/broker-answers-support.js';
import { STATUS } from '../projects/projects-support.js';
import {
  inviteByEmail,
  inviteScene,
  resendInvites,
  type Scene,
  storedSupplier,
} from '../suppliers/supplier-invites-support.js';
import { insertVendor, SUPPLIER_OPERATIONS } from '../suppliers/suppliers-support.js';
import { dataOf } from '../support/graphql-results.js';
import { MANY_SIGN_INS, useTestApp } from '../support/test-app.js';
import { auditProbe, expectEntry } from './audit-events-support.js';

/** Issue 38 item 6: each supplier decision taken over HTTP writes exactly one entry per supplier. */
const testApp = useTestApp(MANY_SIGN_INS);
const db = () => testApp.running.app.db;
const { entriesOf, oneEntryOf } = auditProbe(testApp);

/** A vendor's product, for the scene's project to add. */
async function vendorProduct(name: string) {
  const vendor = await insertVendor(db(), { name: `${name} Inc`, products: [{ name }] });
  return { id: vendor.products[0]?.id ?? '' };
}

const supplierCall = (scene: Scene, operation: keyof typeof SUPPLIER_OPERATIONS, ids: string[]) =>
  scene.client.graphql(SUPPLIER_OPERATIONS[operation], {
    projectId: scene.project.id,
    products: ids.map((id) => ({ id })),
  });

describe('The audit trail records, over HTTP, one entry per supplier for', () => {
  it('a supplier invited (added past review, by e-mail, again), blocked, unblocked and excluded', async () => {
    const scene = await inviteScene(testApp, 'PUBLISHED');
    const { user, company, project } = scene;
    const entry = { actor: user, companyId: company.id, project: { id: project.id, name: project.name } };
    const product = await vendorProduct('Payroll Cloud');

    const added = await oneEntryOf(async () =>
      dataOf(
        await scene.client.graphql(SUPPLIER_OPERATIONS.add, {
          projectId: project.id,
          products: [{ id: product.id, purpose: 'Strong references' }],
        }),
      ),
    );
    const row = await storedSupplier(testApp, project.id, { productId: product.id });
    expectEntry(added, { ...entry, kind: 'supplier.invited', target: { type: 'supplier', id: row.id } });
    expect(added.targetLabel).toContain('Payroll Cloud');

    const address = scene.address('sales');
    const mailed = await oneEntryOf(async () =>
      dataOf(await inviteByEmail(scene.client, project.id, [{ email: address, productName: 'Mailed Suite' }])),
    );
    const byMail = await storedSupplier(testApp, project.id, { email: address });
    expectEntry(mailed, {
      ...entry,
      kind: 'supplier.invited',
      target: { type: 'supplier', id: byMail.id, label: 'Mailed Suite' },
    });
    const resent = await oneEntryOf(async () => dataOf(await resendInvites(scene.client, project.id, [byMail.id])));
    expectEntry(resent, {
      ...entry,
      kind: 'supplier.invited',
      target: { type: 'supplier', id: byMail.id, label: 'Mailed Suite' },
      after: { resent: true },
    });

    const blocked = await oneEntryOf(async () => dataOf(await supplierCall(scene, 'block', [row.id])));
    expectEntry(blocked, {
      ...entry,
      kind: 'supplier.blocked',
      target: { type: 'supplier', id: row.id },
      after: { status: 'BLOCKED' },
    });
    const unblocked = await oneEntryOf(async () => dataOf(await supplierCall(scene, 'unblock', [row.id])));
    expectEntry(unblocked, {
      ...entry,
      kind: 'supplier.unblocked',
      target: { type: 'supplier', id: row.id },
      before: { status: 'BLOCKED' },
      after: { status: 'INVITED' },
    });

    const excluded = await oneEntryOf(async () => dataOf(await supplierCall(scene, 'remove', [row.id])));
    expectEntry(excluded, { ...entry, kind: 'supplier.excluded', target: { type: 'supplier', id: row.id } });
    // The label is read before the row goes.
    expect(excluded.targetLabel).toContain('Payroll Cloud');
  });

  it('the project published, and each supplier preselected before it invited with it', async () => {
    const scene = await inviteScene(testApp, 'IN_REVIEW');
    const { user, company, project } = scene;
    const product = await vendorProduct('Benefits Hub');
    const preselected = await entriesOf(async () =>
      dataOf(
        await scene.client.graphql(SUPPLIER_OPERATIONS.add, { projectId: project.id, products: [{ id: product.id }] }),
      ),
    );
    // Preselected only: nobody is invited yet.
    expect(preselected).toEqual([]);
    const row = await storedSupplier(testApp, project.id, { productId: product.id });

    const entries = await entriesOf(async () =>
      dataOf(await scene.client.graphql(STATUS, { id: project.id, status: 'PUBLISHED' })),
    );
    expect(entries.map((written) => written.kind)).toEqual(['project.status_changed', 'supplier.invited']);
    const [published, invited] = entries;
    if (!published || !invited) throw new Error('two entries expected');
    const ofProject = { id: project.id, name: project.name };
    expectEntry(published, {
      kind: 'project.status_changed',
      actor: user,
      companyId: company.id,
      project: ofProject,
      target: { type: 'project', id: project.id, label: project.name },
      before: { status: 'IN_REVIEW' },
      after: { status: 'PUBLISHED' },
    });
    expectEntry(invited, {
      kind: 'supplier.invited',
      actor: user,
      companyId: company.id,
      project: ofProject,
      target: { type: 'supplier', id: row.id },
    });
  });

  it("a product's answers deadline extended, from none to the date given", async () => {
    const scene = await answeringScene(testApp);
    const { client, user, company, project } = scene.broker;
    await extendAnswersDeadline(testApp, project.id);
    const deadline = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    const extended = await oneEntryOf(async () =>
      dataOf(
        await client.graphql(BROKER_OPERATIONS.submitProducts, {
          projectId: project.id,
          products: [{ id: scene.invitation.row.id, deadline: deadline.toISOString() }],
        }),
      ),
    );
    expectEntry(extended, {
      kind: 'supplier.deadline_extended',
      actor: user,
      companyId: company.id,
      project: { id: project.id, name: project.name },
      target: { type: 'supplier', id: scene.invitation.row.id },
      before: { deadline: null },
      after: { deadline: deadline.toISOString() },
    });
    expect(extended.targetLabel).toContain('Answer Suite');
  });
});
