import { describe, expect, it } from 'vitest';
import { projectProducts } from '../../src/db/schema/index.js';
import { dataOf } from '../support/graphql-results.js';
import { buildSignedInUser } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { notificationsOf } from './supplier-invites-support.js';
import { buildSupplier, inviteProduct, publishedProject } from './supplier-side-support.js';
import { SUPPLIER_OPERATIONS as OPS } from './suppliers-support.js';

const testApp = useTestApp();
const db = () => testApp.running.app.db;

const BELL = `query Bell { notifications { results { message link role product { id productName } } } }`;

/** A published project with one supplier invited (two users) and one preselected but never invited. */
async function scene() {
  const broker = await publishedProject(testApp);
  const invited = await buildSupplier(testApp, ['Excluded Suite']);
  const colleague = await buildSignedInUser(testApp, { companyId: invited.company.id, type: 'SUPPLIER' });
  const invitation = await inviteProduct(testApp, broker.project.id, invited.products[0]?.id ?? '', 'ACCEPTED');
  const preselected = await buildSupplier(testApp, ['Quiet Suite']);
  const [never] = await db()
    .insert(projectProducts)
    .values({ projectId: broker.project.id, productId: preselected.products[0]?.id, participationStatus: 'DRAFT' })
    .returning();
  if (!never) throw new Error('not built');
  const change = (operation: 'block' | 'remove', ids: string[]) =>
    broker.client.graphql(OPS[operation], { projectId: broker.project.id, products: ids.map((id) => ({ id })) });
  return { broker, invited, colleague, invitation, preselected, never, change };
}

const excludedOf = async (userId: string) =>
  (await notificationsOf(testApp, userId)).filter((row) => row.kind === 'PRODUCT_EXCLUDED');

describe('product excluded (spec 1 §3)', () => {
  it('tells every user of an invited supplier that is blocked, worded for a supplier, on its bell', async () => {
    const s = await scene();
    dataOf(await s.change('block', [s.invitation.row.id, s.never.id]));
    for (const user of [s.invited.user, s.colleague.user]) {
      expect(await excludedOf(user.id)).toMatchObject([
        { projectId: s.broker.project.id, productId: s.invitation.row.id, payload: { role: 'SUPPLIER' } },
      ]);
    }
    const bell = dataOf(await s.invited.client.graphql<{ notifications: { results: unknown[] } }>(BELL, {}))
      .notifications.results;
    expect(bell).toEqual([
      {
        message: `Your product 'Excluded Suite' was excluded from '${s.broker.project.name}'`,
        link: null,
        role: 'SUPPLIER',
        product: { id: s.invitation.row.id, productName: 'Excluded Suite' },
      },
    ]);
    expect(await excludedOf(s.preselected.user.id)).toEqual([]);

    // Blocking again tells no one twice.
    dataOf(await s.change('block', [s.invitation.row.id]));
    expect(await excludedOf(s.invited.user.id)).toHaveLength(1);
  });

  it('tells an invited supplier that is deleted, never one that was not invited', async () => {
    const s = await scene();
    dataOf(await s.change('remove', [s.invitation.row.id, s.never.id]));
    expect(await excludedOf(s.invited.user.id)).toHaveLength(1);
    expect(await excludedOf(s.preselected.user.id)).toEqual([]);
  });

  it('writes nothing when the change is refused', async () => {
    const s = await scene();
    const stranger = await buildSupplier(testApp, ['Stranger Suite']);
    const outsider = await inviteProduct(
      testApp,
      (await publishedProject(testApp)).project.id,
      stranger.products[0]?.id ?? '',
    );
    const refused = await s.change('block', [s.invitation.row.id, outsider.row.id]);
    expect(refused.errors?.[0]?.message).toBe('The supplier is not in the project');
    expect(await excludedOf(s.invited.user.id)).toEqual([]);
  });
});
