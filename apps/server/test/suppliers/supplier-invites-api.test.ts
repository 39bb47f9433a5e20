import { INVITE_MESSAGES } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { buildProjectManager, STATUS } from '../projects/projects-support.js';
import { buildUser } from '../support/factories.js';
import { dataOf, firstError } from '../support/graphql-results.js';
import { setProjectStatus } from '../support/project-status.js';
import {
  buildSignedInUser,
  expectBadInput,
  expectForbidden,
  expectNotFound,
  expectUnauthenticated,
} from '../support/sessions.js';
import { linkParameter } from '../support/smtp-capture.js';
import { useTestApp } from '../support/test-app.js';
import {
  expectHashedToken,
  INVITE_OPERATIONS,
  inviteByEmail,
  inviteScene,
  notificationsOf,
  outboxTo,
  resendInvites,
  type Scene,
  setVendorContact,
  storedSupplier,
} from './supplier-invites-support.js';
import { insertVendor, type ProjectProductShape, projectProductsOf, SUPPLIER_OPERATIONS } from './suppliers-support.js';

const testApp = useTestApp();
const db = () => testApp.running.app.db;

const list = async (scene: Scene, filter: Record<string, unknown> = {}) =>
  dataOf(
    await scene.client.graphql<{ projectProducts: ProjectProductShape[] }>(SUPPLIER_OPERATIONS.list, {
      projectId: scene.project.id,
      filter,
    }),
  ).projectProducts;

const invite = (scene: Scene, products: Array<{ email: string; productName: string }>, client = scene.client) =>
  inviteByEmail(client, scene.project.id, products);

const INVITATION_SUBJECT = /invites you to the project/;

describe('invite by e-mail', () => {
  it('preselects e-mail invitations in review: product name and e-mail, no vendor, nothing mailed yet', async () => {
    const scene = await inviteScene(testApp);
    const email = scene.address('sales');
    dataOf(await invite(scene, [{ email: `  ${email.toUpperCase()} `, productName: '  Payroll Cloud  ' }]));
    const [row] = await list(scene);
    expect(row).toMatchObject({
      productId: null,
      name: 'Payroll Cloud',
      productName: 'Payroll Cloud',
      email,
      participationStatus: 'DRAFT',
      displayStatus: 'PRESELECTED',
      invitedAt: null,
      vendor: { id: null, name: '' },
    });
    expect((await storedSupplier(testApp, scene.project.id, { email })).invitationTokenHash).toBeNull();
    expect(testApp.smtp.mailsTo(email)).toEqual([]);
  });

  it('refuses a bad row, a repeated or already invited address, and stores nothing of the call', async () => {
    const scene = await inviteScene(testApp);
    const good = { email: scene.address('good'), productName: 'Good Product' };
    expectBadInput(
      await invite(scene, [good, { email: 'not-an-address', productName: 'Bad' }]),
      'Must be a valid email',
      {
        'products.1.email': 'Must be a valid email',
      },
    );
    expectBadInput(await invite(scene, [good, { email: scene.address('x'), productName: '   ' }]), 'Required');
    expectBadInput(
      await invite(scene, [{ email: scene.address('long'), productName: 'x'.repeat(101) }]),
      'Must be less than or equal to 100 characters',
    );
    expectBadInput(await invite(scene, [good, { ...good, productName: 'Again' }]), INVITE_MESSAGES.emailInvited);
    expectBadInput(await invite(scene, []), 'Required');
    expect(await projectProductsOf(db(), scene.project.id)).toEqual([]);

    dataOf(await invite(scene, [good]));
    expectBadInput(
      await invite(scene, [
        { email: scene.address('new'), productName: 'New' },
        { ...good, email: good.email.toUpperCase() },
      ]),
      INVITE_MESSAGES.emailInvited,
      { 'products.1.email': INVITE_MESSAGES.emailInvited },
    );
    expect((await projectProductsOf(db(), scene.project.id)).map((row) => row.email)).toEqual([good.email]);
  });

  it('refuses a registered vendor’s domain with DOMAIN_IS_ALREADY_EXISTED and the vendor’s products', async () => {
    const scene = await inviteScene(testApp);
    const vendor = await insertVendor(db(), { name: 'Acme', products: [{ name: 'Beta Pay' }, { name: 'Alpha HR' }] });
    await setVendorContact(testApp, vendor.company.id, { website: `https://www.${scene.domain}/about` });
    const [beta, alpha] = vendor.products;
    dataOf(
      await scene.client.graphql(SUPPLIER_OPERATIONS.add, {
        projectId: scene.project.id,
        products: [{ id: beta?.id }],
      }),
    );

    const email = scene.address('sales');
    const refused = await invite(scene, [
      { email: 'someone@elsewhere.example.org', productName: 'Elsewhere' },
      { email, productName: 'Acme Payroll' },
    ]);
    expect(firstError(refused)?.message).toBe(INVITE_MESSAGES.domainExists);
    expect(firstError(refused)?.extensions).toEqual({
      code: 'DOMAIN_IS_ALREADY_EXISTED',
      details: {
        email,
        vendor: { id: vendor.company.id, name: 'Acme' },
        products: [
          { id: alpha?.id, name: 'Alpha HR', isAdded: false },
          { id: beta?.id, name: 'Beta Pay', isAdded: true },
        ],
      },
    });
    expect((await projectProductsOf(db(), scene.project.id)).map((row) => row.productId)).toEqual([beta?.id]);
  });

  it('does not take a supplier user’s address as the company’s domain (a free-mail provider stays open)', async () => {
    const scene = await inviteScene(testApp);
    const vendor = await insertVendor(db(), { name: 'Globex', products: [{ name: 'Globex Benefits' }] });
    await buildUser(db(), { companyId: vendor.company.id, type: 'SUPPLIER', email: scene.address('owner') });
    dataOf(await invite(scene, [{ email: scene.address('sales'), productName: 'Initech Payroll' }]));
    expect(await projectProductsOf(db(), scene.project.id)).toMatchObject([{ email: scene.address('sales') }]);
  });

  it('invites at once past review: a registration link whose token is stored only hashed', async () => {
    const scene = await inviteScene(testApp, 'PUBLISHED');
    const email = scene.address('bids');
    dataOf(await invite(scene, [{ email, productName: 'Payroll Cloud' }]));
    const mail = await testApp.smtp.waitForMail(email, INVITATION_SUBJECT);
    expect(mail.text).toContain(scene.project.name);
    expect(mail.text).toContain(scene.company.name);
    expect(mail.text).toContain('Payroll Cloud');
    expect(mail.text).toContain(`${testApp.running.app.config.publicUrl}/register?token=`);
    const row = await storedSupplier(testApp, scene.project.id, { email });
    expect(row).toMatchObject({ participationStatus: 'INVITED', invitedAt: expect.any(Date) });
    expectHashedToken(row, linkParameter(mail, 'token'));
  });

  it('refuses a visitor, a user without the privilege, another company and a locked status', async () => {
    const scene = await inviteScene(testApp);
    const products = [{ email: scene.address('a'), productName: 'A' }];
    expectUnauthenticated(await invite(scene, products, testApp.client()));
    const reader = await buildSignedInUser(testApp, { companyId: scene.company.id, privileges: ['VIEW_DASHBOARD'] });
    expectForbidden(await invite(scene, products, reader.client));
    expectForbidden(await resendInvites(reader.client, scene.project.id, [scene.project.id]));
    const other = await buildProjectManager(testApp);
    expectNotFound(await invite(scene, products, other.client), 'Project');
    expectNotFound(await resendInvites(other.client, scene.project.id, [scene.project.id]), 'Project');
    await setProjectStatus(db(), scene.project.id, 'SCORING');
    expectBadInput(
      await invite(scene, products),
      'Suppliers can be changed only in Draft, In Review, Published and Awaiting',
    );
    expect(await projectProductsOf(db(), scene.project.id)).toEqual([]);
  });
});

describe('invitations of existing vendors', () => {
  it('mails an added product’s vendor the preview link with its hash and notifies the vendor’s users', async () => {
    const scene = await inviteScene(testApp, 'AWAITING');
    const vendor = await insertVendor(db(), { name: 'Initech', products: [{ name: 'Initech Pay' }] });
    const vendorEmail = scene.address('vendor');
    await setVendorContact(testApp, vendor.company.id, { email: vendorEmail });
    const { user: vendorUser } = await buildUser(db(), { companyId: vendor.company.id, type: 'SUPPLIER' });
    const productId = vendor.products[0]?.id ?? '';
    dataOf(
      await scene.client.graphql(SUPPLIER_OPERATIONS.add, {
        projectId: scene.project.id,
        products: [{ id: productId }],
      }),
    );

    const mail = await testApp.smtp.waitForMail(vendorEmail, INVITATION_SUBJECT);
    expect(mail.text).toContain(`/invite-to-project/${scene.project.id}/preview?hash=`);
    expect(mail.text).toContain('Initech Pay');
    const row = await storedSupplier(testApp, scene.project.id, { productId });
    expectHashedToken(row, linkParameter(mail, 'hash'));
    const [notification] = await notificationsOf(testApp, vendorUser.id);
    expect(notification).toMatchObject({ kind: 'PRODUCT_INVITED', projectId: scene.project.id, productId: row.id });
    expect(notification?.payload).toMatchObject({ role: 'SUPPLIER', product: { productName: 'Initech Pay' } });
  });
});

describe('invitations go out when the project is published', () => {
  it('invites the preselected suppliers, not the blocked ones until unblocked, and counts the suppliers', async () => {
    const scene = await inviteScene(testApp, 'IN_REVIEW');
    const email = scene.address('invitee');
    const vendor = await insertVendor(db(), { name: 'Hooli', products: [{ name: 'Hooli HR' }, { name: 'Hooli Pay' }] });
    const vendorEmail = scene.address('hooli');
    await setVendorContact(testApp, vendor.company.id, { email: vendorEmail });
    const [hr, pay] = vendor.products;
    const supplierCount = async () =>
      dataOf(
        await scene.client.graphql<{ project: { supplierCount: number } }>(INVITE_OPERATIONS.supplierCount, {
          id: scene.project.id,
        }),
      ).project.supplierCount;
    expect(await supplierCount()).toBe(0);
    dataOf(await invite(scene, [{ email, productName: 'Invitee Suite' }]));
    dataOf(
      await scene.client.graphql(SUPPLIER_OPERATIONS.add, {
        projectId: scene.project.id,
        products: [{ id: hr?.id }, { id: pay?.id }],
      }),
    );
    const blocked = await storedSupplier(testApp, scene.project.id, { productId: pay?.id ?? '' });
    dataOf(
      await scene.client.graphql(SUPPLIER_OPERATIONS.block, {
        projectId: scene.project.id,
        products: [{ id: blocked.id }],
      }),
    );
    expect(await supplierCount()).toBe(2);
    expect(testApp.smtp.mailsTo(email)).toEqual([]);

    const published = await scene.client.graphql(STATUS, { id: scene.project.id, status: 'PUBLISHED' });
    expect(published.errors).toBeUndefined();
    const invitation = await testApp.smtp.waitForMail(email, INVITATION_SUBJECT);
    expectHashedToken(await storedSupplier(testApp, scene.project.id, { email }), linkParameter(invitation, 'token'));
    const vendorMail = await testApp.smtp.waitForMail(vendorEmail, INVITATION_SUBJECT);
    expect(testApp.smtp.mailsTo(vendorEmail)).toHaveLength(1);
    expect(vendorMail.text).toContain('Hooli HR');
    const rows = await list(scene, { statuses: ['INVITED', 'BLOCKED'] });
    expect(rows.map((row) => [row.name, row.participationStatus])).toEqual([
      ['Hooli — Hooli HR', 'INVITED'],
      ['Invitee Suite', 'INVITED'],
      ['Hooli — Hooli Pay', 'BLOCKED'],
    ]);
    expect(rows.every((row) => row.participationStatus === 'BLOCKED' || row.invitedAt)).toBe(true);

    // Blocked while preselected, it was never invited: unblocking it now invites it.
    dataOf(
      await scene.client.graphql(SUPPLIER_OPERATIONS.unblock, {
        projectId: scene.project.id,
        products: [{ id: blocked.id }],
      }),
    );
    await expect.poll(() => testApp.smtp.mailsTo(vendorEmail).length).toBe(2);
    const unblocked = await storedSupplier(testApp, scene.project.id, { productId: pay?.id ?? '' });
    expect(unblocked).toMatchObject({ participationStatus: 'INVITED', invitedAt: expect.any(Date) });
    expectHashedToken(unblocked, linkParameter(testApp.smtp.mailsTo(vendorEmail)[1] ?? vendorMail, 'hash'));
  });
});

describe('resend invite', () => {
  it('replaces the token and mails the new link; the old one no longer matches', async () => {
    const scene = await inviteScene(testApp, 'PUBLISHED');
    const email = scene.address('resend');
    dataOf(await invite(scene, [{ email, productName: 'Resend Suite' }]));
    const first = linkParameter(await testApp.smtp.waitForMail(email, INVITATION_SUBJECT), 'token');
    const row = await storedSupplier(testApp, scene.project.id, { email });

    dataOf(await resendInvites(scene.client, scene.project.id, [row.id]));
    await expect.poll(() => testApp.smtp.mailsTo(email).length).toBe(2);
    const second = linkParameter(testApp.smtp.mailsTo(email)[1] ?? { to: [], raw: '', subject: '', text: '' }, 'token');
    expect(second).not.toBe(first);
    const resent = await storedSupplier(testApp, scene.project.id, { email });
    expectHashedToken(resent, second);
    expect(() => expectHashedToken(resent, first)).toThrow();
    expect(resent.invitedAt).toEqual(row.invitedAt);
  });

  it('refuses suppliers that are not invited and ids of another project', async () => {
    const scene = await inviteScene(testApp, 'IN_REVIEW');
    dataOf(await invite(scene, [{ email: scene.address('draft'), productName: 'Draft Suite' }]));
    const draft = await storedSupplier(testApp, scene.project.id, { email: scene.address('draft') });
    expectBadInput(await resendInvites(scene.client, scene.project.id, [draft.id]), INVITE_MESSAGES.resendInvitedOnly);
    const elsewhere = await inviteScene(testApp, 'PUBLISHED');
    dataOf(await invite(elsewhere, [{ email: elsewhere.address('x'), productName: 'X' }]));
    const foreign = await storedSupplier(testApp, elsewhere.project.id, { email: elsewhere.address('x') });
    expectBadInput(
      await resendInvites(scene.client, scene.project.id, [foreign.id]),
      'The supplier is not in the project',
    );
    expect(
      (await storedSupplier(testApp, scene.project.id, { email: scene.address('draft') })).invitationTokenHash,
    ).toBeNull();
  });
});

describe('when the invitation e-mail cannot be sent', () => {
  // Nothing listens on port 1: every delivery is refused.
  const failing = useTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });

  it('answers Unable to send the invite, keeps the invitation and records the failure', async () => {
    const scene = await inviteScene(failing, 'PUBLISHED');
    const email = scene.address('unreachable');
    const refused = await inviteByEmail(scene.client, scene.project.id, [{ email, productName: 'Offline Suite' }]);
    expect(firstError(refused)?.message).toBe(INVITE_MESSAGES.failed);
    expect(firstError(refused)?.extensions?.code).toBe('INVITE_NOT_SENT');
    const row = await storedSupplier(failing, scene.project.id, { email });
    expect(row).toMatchObject({ participationStatus: 'INVITED', invitationTokenHash: expect.any(String) });
    const [outbox] = await outboxTo(failing, email);
    expect(outbox).toMatchObject({ sentAt: null, error: expect.any(String) });

    const resent = await resendInvites(scene.client, scene.project.id, [row.id]);
    expect(firstError(resent)?.message).toBe(INVITE_MESSAGES.failed);
    expect(await outboxTo(failing, email)).toHaveLength(2);
  });
});
