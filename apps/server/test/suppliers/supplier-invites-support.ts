import { eq } from 'drizzle-orm';
import { companies, mailOutbox, notifications, vendorProfiles } from '../../src/db/schema/index.js';
import { hashToken } from '../../src/platform/security/index.js';
import { buildColleague, buildProjectManager, createProject, projectInput } from '../projects/projects-support.js';
import { insertApprovedQuestionnaire } from '../questions/questions-support.js';
import type { HttpClient } from '../support/http-client.js';
import { setProjectStatus } from '../support/project-status.js';
import type { TestApp } from '../support/test-app.js';
import { projectProductsOf } from './suppliers-support.js';

export const INVITE_OPERATIONS = {
  inviteByEmail: `mutation Invite($projectId: ID!, $products: [InvitedProductInput!]!) {
    inviteProjectSuppliersByEmail(projectId: $projectId, products: $products) }`,
  resend: `mutation Resend($projectId: ID!, $products: [SupplierProductInput!]!) {
    resendProjectSupplierInvites(projectId: $projectId, products: $products) }`,
  supplierCount: 'query SupplierCount($id: ID!) { project(id: $id) { id supplierCount } }',
} as const;

export const inviteByEmail = (
  client: HttpClient,
  projectId: string,
  products: Array<{ email: string; productName: string }>,
) => client.graphql(INVITE_OPERATIONS.inviteByEmail, { projectId, products });

export const resendInvites = (client: HttpClient, projectId: string, ids: string[]) =>
  client.graphql(INVITE_OPERATIONS.resend, { projectId, products: ids.map((id) => ({ id })) });

/** A vendor's website and the e-mail of its vendor profile (where its invitations go). */
export async function setVendorContact(
  testApp: TestApp,
  companyId: string,
  contact: { website?: string; email?: string },
) {
  const db = testApp.running.app.db;
  if (contact.website) await db.update(companies).set({ website: contact.website }).where(eq(companies.id, companyId));
  if (contact.email) {
    await db.update(vendorProfiles).set({ email: contact.email }).where(eq(vendorProfiles.companyId, companyId));
  }
}

/** The project's supplier stored for `email` (an e-mail invitation) or `productId`. */
export async function storedSupplier(
  testApp: TestApp,
  projectId: string,
  match: { email?: string; productId?: string },
) {
  const rows = await projectProductsOf(testApp.running.app.db, projectId);
  const row = rows.find((candidate) =>
    match.email ? candidate.email === match.email : candidate.productId === match.productId,
  );
  if (!row) throw new Error('supplier not stored');
  return row;
}

/** The stored hash matches the mailed token, and the token itself is nowhere in the row. */
export function expectHashedToken(row: { invitationTokenHash: string | null }, token: string) {
  if (row.invitationTokenHash !== hashToken(token)) throw new Error('the stored hash is not the mailed token’s');
  if (Object.values(row).some((value) => value === token)) throw new Error('the token is stored in clear');
}

export const outboxTo = (testApp: TestApp, to: string) =>
  testApp.running.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

export const notificationsOf = (testApp: TestApp, userId: string) =>
  testApp.running.app.db.select().from(notifications).where(eq(notifications.userId, userId));

export type SceneStatus = 'IN_REVIEW' | 'PUBLISHED' | 'AWAITING';

/**
 * A project that passes the publish check (an owner, an approved questionnaire, experts off) in the status given,
 * with a domain of its own for the addresses it invites.
 */
export async function inviteScene(app: TestApp, status: SceneStatus = 'IN_REVIEW') {
  const manager = await buildProjectManager(app, ['MANAGE_PROJECT_STATE'], {}, { enableExperts: false });
  const owner = await buildColleague(app.running.app.db, manager.company.id, ['MANAGE_PROJECT_STATE']);
  const project = await createProject(manager.client, projectInput(manager.user.id, { productOwnerIds: [owner.id] }));
  await insertApprovedQuestionnaire(app.running.app.db, project.id, owner.id);
  await setProjectStatus(app.running.app.db, project.id, status);
  const domain = `d${Date.now()}${Math.random().toString(36).slice(2, 8)}.example.org`;
  return { ...manager, project, domain, address: (local: string) => `${local}@${domain}` };
}
export type Scene = Awaited<ReturnType<typeof inviteScene>>;

export const INVITE_BY_FILE = `mutation InviteByFile($projectId: ID!, $fileId: ID!) {
  inviteProjectSuppliersByFile(projectId: $projectId, fileId: $fileId) { invited rejected { row column reason } } }`;

export type FileInvitationShape = {
  inviteProjectSuppliersByFile: {
    invited: number;
    rejected: Array<{ row: number; column: string | null; reason: string }>;
  };
};

export const inviteByFile = (client: HttpClient, projectId: string, fileId: string) =>
  client.graphql<FileInvitationShape>(INVITE_BY_FILE, { projectId, fileId });
