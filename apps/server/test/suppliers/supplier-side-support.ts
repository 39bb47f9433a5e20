import type { ParticipationStatus } from '@shortlist/domain';
import { projectProducts } from '../../src/db/schema/index.js';
import { hashToken } from '../../src/platform/security/index.js';
import { buildColleague, buildProjectManager, createProject, projectInput } from '../projects/projects-support.js';
import { insertApprovedQuestionnaire, insertSection } from '../questions/questions-support.js';
import { setProjectStatus } from '../support/project-status.js';
import { buildSignedInUser } from '../support/sessions.js';
import type { TestApp } from '../support/test-app.js';
import { insertVendor } from './suppliers-support.js';

const PRODUCT =
  'id productId productName vendorName participationStatus invitedAt answersSubmitDeadline answersSubmittedAt';

export const SUPPLIER_SIDE_OPERATIONS = {
  project: `query SupplierProject($id: ID!, $hash: String) {
    supplierProject(id: $id, hash: $hash) {
      id name type status intro description publishDate submissionDeadline questionsClarificationDeadline
      questionsSubmissionDeadline plannedDecisionDate brokerageFirm signedIn
      products { ${PRODUCT} }
      sections { id name description questions { id label helperText type multiple } } } }`,
  accept: `mutation Accept($projectId: ID!, $productId: ID!, $hash: String) {
    acceptProjectInvitation(projectId: $projectId, productId: $productId, hash: $hash) { ${PRODUCT} } }`,
  acceptWith: `mutation Accept($projectId: ID!, $productId: ID!, $hash: String, $ownProductId: ID) {
    acceptProjectInvitation(projectId: $projectId, productId: $productId, hash: $hash, ownProductId: $ownProductId) {
      ${PRODUCT} } }`,
  decline: `mutation Decline($projectId: ID!, $productId: ID!, $hash: String) {
    declineProjectInvitation(projectId: $projectId, productId: $productId, hash: $hash) { ${PRODUCT} } }`,
  list: `query Projects($filter: ProjectFilter) {
    projects(filter: $filter) { total results { id name role isNew status brokerageFirm productOwners { id } client { id }
      brokerageContacts { email } } } }`,
} as const;

export interface SupplierProjectShape {
  id: string;
  name: string;
  status: string;
  brokerageFirm: string;
  signedIn: boolean;
  products: Array<{ id: string; productId: string | null; productName: string; participationStatus: string }>;
  sections: Array<{ id: string; name: string; questions: Array<{ id: string; label: string; type: string }> }>;
}

/** A signed-in user of a new supplier company with the products named. */
export async function buildSupplier(testApp: TestApp, productNames: string[]) {
  const db = testApp.running.app.db;
  const vendor = await insertVendor(db, { products: productNames.map((name) => ({ name })) });
  const user = await buildSignedInUser(testApp, { companyId: vendor.company.id, type: 'SUPPLIER' });
  return { ...user, ...vendor };
}

let tokens = 0;

/**
 * Puts the product in the project with the participation given and a link token of its own (returned in clear); a
 * null product is an invitation sent by e-mail only.
 */
export async function inviteProduct(
  testApp: TestApp,
  projectId: string,
  productId: string | null,
  participationStatus: ParticipationStatus = 'INVITED',
) {
  tokens += 1;
  const token = `token-${Date.now()}-${tokens}-${Math.random().toString(36).slice(2)}`;
  const [row] = await testApp.running.app.db
    .insert(projectProducts)
    .values({
      projectId,
      productId,
      ...(productId ? {} : { email: 'sales@unregistered.example', productName: 'Invited by e-mail' }),
      participationStatus,
      notes: 'Broker-only note: weak on security',
      purpose: 'Reason for selection, broker side',
      invitationTokenHash: hashToken(token),
      invitedAt: new Date(),
    })
    .returning();
  if (!row) throw new Error('not invited');
  return { row, token };
}

/**
 * A published RFP of a broker company with a product owner and a questionnaire: approved questions in 'General' and
 * 'Mixed', and beside them a pending, a rejected and a private question that no supplier may read.
 */
export async function publishedProject(testApp: TestApp, status: 'PUBLISHED' | 'AWAITING' = 'PUBLISHED') {
  const db = testApp.running.app.db;
  const manager = await buildProjectManager(testApp, ['MANAGE_PROJECT_STATE'], {}, { enableExperts: false });
  const owner = await buildColleague(db, manager.company.id, ['MANAGE_PROJECT_STATE']);
  const project = await createProject(
    manager.client,
    projectInput(manager.user.id, { productOwnerIds: [owner.id], intro: 'Welcome, suppliers' }),
  );
  await insertApprovedQuestionnaire(db, project.id, owner.id);
  await insertSection(db, project.id, { name: 'Hidden only', position: 1 }, [
    { label: 'Pending question', status: 'PENDING' },
  ]);
  const question = { ownerId: owner.id, approverId: owner.id, weight: 4 };
  await insertSection(db, project.id, { name: 'Mixed', position: 2, approverId: owner.id }, [
    { label: 'Visible question', status: 'APPROVED', ...question },
    { label: 'Rejected question', status: 'REJECTED', rejectReason: 'Off topic', ...question },
    { label: 'Private question', status: 'APPROVED', isPrivate: true, ...question },
  ]);
  await setProjectStatus(db, project.id, status);
  return { ...manager, owner, project };
}
