import { INVITATION_TEXTS } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectProducts } from '../../src/db/schema/index.js';
import { dataOf } from '../support/graphql-results.js';
import { expectBadInput } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { buildSupplier, inviteProduct, publishedProject, SUPPLIER_SIDE_OPERATIONS } from './supplier-side-support.js';

const testApp = useTestApp();
const db = () => testApp.running.app.db;

type Client = ReturnType<typeof testApp.client>;

/** A published project with an invitation sent by e-mail only, and a registered supplier holding its link. */
async function scene() {
  const broker = await publishedProject(testApp);
  const supplier = await buildSupplier(testApp, ['Own Suite', 'Second Suite']);
  const invitation = await inviteProduct(testApp, broker.project.id, null);
  return { broker, supplier, invitation };
}

const accept = (client: Client, projectId: string, productId: string, hash: string, ownProductId?: string) =>
  client.graphql<{ acceptProjectInvitation: { productId: string | null; participationStatus: string } }>(
    SUPPLIER_SIDE_OPERATIONS.acceptWith,
    { projectId, productId, hash, ownProductId },
  );

const participation = async (id: string) =>
  (await db().select().from(projectProducts).where(eq(projectProducts.id, id)))[0];

describe('accepting an invitation sent by e-mail only', () => {
  it('takes it up with the product the signed-in supplier chooses, and lists the project for that supplier', async () => {
    const { broker, supplier, invitation } = await scene();
    const own = supplier.products[0]?.id ?? '';
    const accepted = dataOf(await accept(supplier.client, broker.project.id, invitation.row.id, invitation.token, own));
    expect(accepted.acceptProjectInvitation).toMatchObject({ productId: own, participationStatus: 'ACCEPTED' });
    expect(await participation(invitation.row.id)).toMatchObject({ productId: own, participationStatus: 'ACCEPTED' });
    const list = dataOf(
      await supplier.client.graphql<{ projects: { results: Array<{ id: string }> } }>(
        SUPPLIER_SIDE_OPERATIONS.list,
        {},
      ),
    );
    expect(list.projects.results.map((project) => project.id)).toEqual([broker.project.id]);
  });

  it('refuses without a product, with another company’s product or one already in the project, and changes nothing', async () => {
    const { broker, supplier, invitation } = await scene();
    const rival = await buildSupplier(testApp, ['Rival Suite']);
    const [own, second] = supplier.products;
    if (!own || !second) throw new Error('no products');
    await inviteProduct(testApp, broker.project.id, second.id, 'INVITED');
    const refused = (ownProductId?: string) =>
      accept(supplier.client, broker.project.id, invitation.row.id, invitation.token, ownProductId);
    const choose = { productId: INVITATION_TEXTS.chooseProduct };
    expectBadInput(await refused(), INVITATION_TEXTS.chooseProduct, choose);
    expectBadInput(await refused(rival.products[0]?.id), INVITATION_TEXTS.chooseProduct, choose);
    expectBadInput(await refused(second.id), INVITATION_TEXTS.productAlreadyInProject);
    expect(await participation(invitation.row.id)).toMatchObject({ productId: null, participationStatus: 'INVITED' });
  });

  it('asks a visitor holding only the link to sign in first', async () => {
    const { broker, invitation } = await scene();
    const visitor = testApp.client();
    expectBadInput(
      await accept(visitor, broker.project.id, invitation.row.id, invitation.token),
      INVITATION_TEXTS.signInToAccept,
    );
    expect(await participation(invitation.row.id)).toMatchObject({ participationStatus: 'INVITED' });
  });
});
