import { INVITATION_TEXTS, type ParticipationStatus } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectProducts } from '../../src/db/schema/index.js';
import { dataOf } from '../support/graphql-results.js';
import { setProjectStatus } from '../support/project-status.js';
import { expectBadInput, expectNotFound } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { notificationsOf } from './supplier-invites-support.js';
import { buildSupplier, inviteProduct, publishedProject, SUPPLIER_SIDE_OPERATIONS } from './supplier-side-support.js';

const testApp = useTestApp();
const db = () => testApp.running.app.db;

type Client = ReturnType<typeof testApp.client>;
type Answer = 'accept' | 'decline';
const FIELD = { accept: 'acceptProjectInvitation', decline: 'declineProjectInvitation' } as const;

async function answer(client: Client, kind: Answer, projectId: string, productId: string, hash?: string) {
  return client.graphql<Record<string, { participationStatus: ParticipationStatus }>>(SUPPLIER_SIDE_OPERATIONS[kind], {
    projectId,
    productId,
    hash,
  });
}

const storedStatus = async (id: string) =>
  (await db().select().from(projectProducts).where(eq(projectProducts.id, id)))[0]?.participationStatus;

const declinedNotificationsOf = async (userId: string) =>
  (await notificationsOf(testApp, userId)).filter((row) => row.kind === 'PRODUCT_DECLINED');

/** A project in the status given with one product of a new supplier invited with the participation given. */
async function scene(participation: ParticipationStatus, status: 'PUBLISHED' | 'AWAITING' = 'PUBLISHED') {
  const broker = await publishedProject(testApp, status);
  const supplier = await buildSupplier(testApp, ['Answer Suite', 'Second Suite']);
  const invitation = await inviteProduct(testApp, broker.project.id, supplier.products[0]?.id ?? '', participation);
  return { broker, supplier, invitation };
}

describe('accepting an invitation', () => {
  it.each([
    ['INVITED', 'PUBLISHED'],
    ['PENDING', 'AWAITING'],
  ] as const)('turns %s into ACCEPTED while the project is %s', async (participation, status) => {
    const { broker, supplier, invitation } = await scene(participation, status);
    const result = await answer(supplier.client, 'accept', broker.project.id, invitation.row.id);
    expect(dataOf(result)[FIELD.accept]).toMatchObject({ id: invitation.row.id, participationStatus: 'ACCEPTED' });
    expect(await storedStatus(invitation.row.id)).toBe('ACCEPTED');
  });

  it.each(['ACCEPTED', 'DECLINED', 'BP_REGISTERED'] as const)('refuses an invitation that is %s', async (from) => {
    const { broker, supplier, invitation } = await scene(from);
    const result = await answer(supplier.client, 'accept', broker.project.id, invitation.row.id);
    expectBadInput(result, INVITATION_TEXTS.cannotAccept);
    expect(await storedStatus(invitation.row.id)).toBe(from);
  });

  it.each(['SCORING', 'COMPLETED'] as const)('refuses while the project is %s', async (status) => {
    const { broker, supplier, invitation } = await scene('INVITED');
    await setProjectStatus(db(), broker.project.id, status);
    const result = await answer(supplier.client, 'accept', broker.project.id, invitation.row.id);
    expectBadInput(result, INVITATION_TEXTS.cannotAccept);
    expect(await storedStatus(invitation.row.id)).toBe('INVITED');
  });
});

describe('declining an invitation', () => {
  it.each(['INVITED', 'PENDING', 'ACCEPTED'] as const)('turns %s into DECLINED for good', async (from) => {
    const { broker, supplier, invitation } = await scene(from);
    const result = await answer(supplier.client, 'decline', broker.project.id, invitation.row.id);
    expect(dataOf(result)[FIELD.decline]).toMatchObject({ participationStatus: 'DECLINED' });
    expectBadInput(
      await answer(supplier.client, 'decline', broker.project.id, invitation.row.id),
      INVITATION_TEXTS.cannotDecline,
    );
    expectBadInput(
      await answer(supplier.client, 'accept', broker.project.id, invitation.row.id),
      INVITATION_TEXTS.cannotAccept,
    );
    expect(await storedStatus(invitation.row.id)).toBe('DECLINED');
  });

  it('refuses once the project is scoring', async () => {
    const { broker, supplier, invitation } = await scene('ACCEPTED');
    await setProjectStatus(db(), broker.project.id, 'SCORING');
    const result = await answer(supplier.client, 'decline', broker.project.id, invitation.row.id);
    expectBadInput(result, INVITATION_TEXTS.cannotDecline);
  });

  it('tells the project’s owners, and not the other people of the project', async () => {
    const { broker, supplier, invitation } = await scene('INVITED');
    dataOf(await answer(supplier.client, 'decline', broker.project.id, invitation.row.id));
    const [notification, ...more] = await declinedNotificationsOf(broker.owner.id);
    expect(more).toEqual([]);
    expect(notification).toMatchObject({
      kind: 'PRODUCT_DECLINED',
      projectId: broker.project.id,
      productId: invitation.row.id,
      payload: {
        role: 'BUY_SIDE',
        isProductOwner: true,
        product: { vendorName: supplier.company.name, productName: 'Answer Suite' },
      },
    });
    expect(await declinedNotificationsOf(broker.user.id)).toEqual([]);
  });
});

describe('who may answer', () => {
  it('lets a signed-out visitor answer with the invitation’s token, and only that invitation', async () => {
    const { broker, supplier, invitation } = await scene('INVITED');
    const second = await inviteProduct(testApp, broker.project.id, supplier.products[1]?.id ?? '', 'INVITED');
    const visitor = testApp.client();
    expectNotFound(await answer(visitor, 'accept', broker.project.id, second.row.id, invitation.token), 'Project');
    expectNotFound(await answer(visitor, 'decline', broker.project.id, invitation.row.id), 'Project');
    const accepted = await answer(visitor, 'accept', broker.project.id, invitation.row.id, invitation.token);
    expect(dataOf(accepted)[FIELD.accept]).toMatchObject({ participationStatus: 'ACCEPTED' });
    expect(await storedStatus(second.row.id)).toBe('INVITED');
  });

  it('refuses another supplier and the broker as not found', async () => {
    const { broker, invitation } = await scene('INVITED');
    const stranger = await buildSupplier(testApp, ['Stranger Suite']);
    for (const client of [stranger.client, broker.client]) {
      expectNotFound(await answer(client, 'accept', broker.project.id, invitation.row.id), 'Project');
      expectNotFound(await answer(client, 'decline', broker.project.id, invitation.row.id), 'Project');
    }
    expect(await storedStatus(invitation.row.id)).toBe('INVITED');
  });
});
