import type { Privilege } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { projectMembers, projects } from '../../src/db/schema/index.js';
import { insertSection } from '../questions/questions-support.js';
import { buildSupplier, inviteProduct, publishedProject } from '../suppliers/supplier-side-support.js';
import type { HttpClient } from '../support/http-client.js';
import { buildSignedInUser } from '../support/sessions.js';
import type { TestApp } from '../support/test-app.js';

const ITEM = `id parentId text status rejectReason isPublic version companyName isAddedByMe isAddedByBroker
  isAssignedToMe tags question { id label } section { id name } abilities { reply publish reject edit clarify }`;

export const FAQ_OPERATIONS = {
  faq: `query Faq($projectId: ID!, $hash: String) {
    projectFaq(projectId: $projectId, hash: $hash) { projectId mayAsk items { ${ITEM} answers { ${ITEM} } } } }`,
  create: `mutation Create($input: CreateFaqItemInput!) { createFaqItem(input: $input) { ${ITEM} } }`,
  update: `mutation Update($projectId: ID!, $id: ID!, $text: String!, $version: Int) {
    updateFaqItem(projectId: $projectId, id: $id, text: $text, version: $version) { ${ITEM} } }`,
  publish: `mutation Publish($projectId: ID!, $id: ID!, $makePublic: Boolean!) {
    publishFaqItem(projectId: $projectId, id: $id, makePublic: $makePublic) { ${ITEM} } }`,
  reject: `mutation Reject($projectId: ID!, $id: ID!, $reason: String!) {
    rejectFaqItem(projectId: $projectId, id: $id, reason: $reason) { ${ITEM} } }`,
} as const;

export interface FaqItemShape {
  id: string;
  parentId: string | null;
  text: string;
  status: string;
  rejectReason: string | null;
  isPublic: boolean;
  version: number;
  companyName: string | null;
  isAddedByMe: boolean;
  isAddedByBroker: boolean;
  isAssignedToMe: boolean;
  tags: string[];
  question: { id: string; label: string } | null;
  section: { id: string; name: string } | null;
  abilities: { reply: boolean; publish: boolean; reject: boolean; edit: boolean; clarify: boolean };
  answers?: FaqItemShape[];
}

export type FaqShape = { projectFaq: { projectId: string; mayAsk: boolean; items: FaqItemShape[] } };

/**
 * A published RFP (or the status given) with two supplier companies whose products have accepted, a section whose
 * approver is a broker without privileges (the assignee), and a MANAGE_FAQ-only broker who is a viewer of the project.
 */
export async function faqScene(testApp: TestApp, status: 'PUBLISHED' | 'AWAITING' = 'PUBLISHED') {
  const db = testApp.running.app.db;
  const broker = await publishedProject(testApp, status);
  const colleague = (privileges: Privilege[]) =>
    buildSignedInUser(testApp, { companyId: broker.company.id, privileges });
  const assignee = await colleague([]);
  const faqManager = await colleague(['MANAGE_FAQ']);
  await db.insert(projectMembers).values({ projectId: broker.project.id, userId: faqManager.user.id, role: 'VIEWER' });
  const section = await insertSection(
    db,
    broker.project.id,
    { name: 'Security', position: 5, approverId: assignee.user.id },
    [
      { label: 'Do you encrypt data at rest?', status: 'APPROVED' },
      { label: 'Internal only', status: 'APPROVED', isPrivate: true },
    ],
  );
  const supplierA = await buildSupplier(testApp, ['Alpha Payroll']);
  const supplierB = await buildSupplier(testApp, ['Beta Payroll']);
  const invitationA = await inviteProduct(testApp, broker.project.id, supplierA.products[0]?.id ?? '', 'ACCEPTED');
  const invitationB = await inviteProduct(testApp, broker.project.id, supplierB.products[0]?.id ?? '', 'ACCEPTED');
  return { broker, assignee, faqManager, section, supplierA, supplierB, invitationA, invitationB };
}

export type FaqScene = Awaited<ReturnType<typeof faqScene>>;

export const projectIdOf = (scene: FaqScene) => scene.broker.project.id;

export function faqOf(client: HttpClient, scene: FaqScene, hash: string | null = null) {
  return client.graphql<FaqShape>(FAQ_OPERATIONS.faq, { projectId: projectIdOf(scene), hash });
}

export function ask(client: HttpClient, scene: FaqScene, text: string, extra: Record<string, unknown> = {}) {
  return client.graphql<{ createFaqItem: FaqItemShape }>(FAQ_OPERATIONS.create, {
    input: { projectId: projectIdOf(scene), text, ...extra },
  });
}

export function publish(client: HttpClient, scene: FaqScene, id: string, makePublic = true) {
  return client.graphql<{ publishFaqItem: FaqItemShape }>(FAQ_OPERATIONS.publish, {
    projectId: projectIdOf(scene),
    id,
    makePublic,
  });
}

export function reject(client: HttpClient, scene: FaqScene, id: string, reason: string) {
  return client.graphql<{ rejectFaqItem: FaqItemShape }>(FAQ_OPERATIONS.reject, {
    projectId: projectIdOf(scene),
    id,
    reason,
  });
}

export function update(client: HttpClient, scene: FaqScene, id: string, text: string, version: number | null = null) {
  return client.graphql<{ updateFaqItem: FaqItemShape }>(FAQ_OPERATIONS.update, {
    projectId: projectIdOf(scene),
    id,
    text,
    version,
  });
}

export async function setClarificationDeadline(testApp: TestApp, projectId: string, deadline: Date | null) {
  await testApp.running.app.db
    .update(projects)
    .set({ questionsClarificationDeadline: deadline })
    .where(eq(projects.id, projectId));
}
