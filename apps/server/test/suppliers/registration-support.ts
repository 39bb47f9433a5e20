import { supplierServiceTypes } from '../../src/db/schema/index.js';
import { buildColleague, buildProjectManager, createProject, projectInput } from '../projects/projects-support.js';
import { insertApprovedQuestionnaire } from '../questions/questions-support.js';
import { setProjectStatus } from '../support/project-status.js';
import { signedInClient } from '../support/sessions.js';
import { linkParameter } from '../support/smtp-capture.js';
import type { TestApp } from '../support/test-app.js';
import { inviteByEmail, storedSupplier } from './supplier-invites-support.js';

export const PASSWORD = 'Supplier#2025';

const PROFILE = `id companyName website contactName email phone industry registrationStep invitationProjectId
  products { id name description serviceTypes { id label } } serviceTypeOptions { id label }`;

export const REGISTRATION_OPERATIONS = {
  companyProfile: `query { companyProfile { ${PROFILE} } }`,
  vendorProfile: `query Vendor($id: ID!) { vendorProfile(id: $id) { ${PROFILE} } }`,
  create: `mutation Create($input: CompanyProfileInput!) { createCompanyProfile(input: $input) { ${PROFILE} } }`,
  submit: `mutation Submit($id: ID!) { submitVendorProfile(id: $id) { ${PROFILE} } }`,
  projects: 'query { projects { total } }',
} as const;

export interface ProfileShape {
  id: string;
  companyName: string;
  registrationStep: string;
  invitationProjectId: string | null;
  products: Array<{ id: string; name: string; description: string; serviceTypes: Array<{ id: string }> }>;
  serviceTypeOptions: Array<{ id: string; label: string }>;
}

let scenes = 0;

/**
 * A published project of a broker with two supplier service types, which has invited a new supplier by e-mail:
 * the token of the registration link in its mail, and the stored participation.
 */
export async function invitedSupplierScene(testApp: TestApp) {
  scenes += 1;
  const db = testApp.running.app.db;
  const manager = await buildProjectManager(testApp, ['MANAGE_PROJECT_STATE'], {}, { enableExperts: false });
  const owner = await buildColleague(db, manager.company.id, ['MANAGE_PROJECT_STATE']);
  const project = await createProject(manager.client, projectInput(manager.user.id, { productOwnerIds: [owner.id] }));
  await insertApprovedQuestionnaire(db, project.id, owner.id);
  await setProjectStatus(db, project.id, 'PUBLISHED');
  const serviceTypes = await db
    .insert(supplierServiceTypes)
    .values(['Payroll', 'Benefits'].map((label) => ({ label, companyId: manager.company.id })))
    .returning();
  const email = `sales${scenes}@vendor${scenes}-${Date.now()}.example.org`;
  const invited = await inviteByEmail(manager.client, project.id, [{ email, productName: 'Payroll Cloud' }]);
  if (invited.errors) throw new Error(invited.errors[0]?.message);
  const [mail] = testApp.smtp.mailsTo(email);
  if (!mail) throw new Error('no invitation mail');
  const token = linkParameter(mail, 'token');
  const participation = () => storedSupplier(testApp, project.id, { email });
  return { manager, project, serviceTypes, email, token, participation };
}
export type InvitedSupplierScene = Awaited<ReturnType<typeof invitedSupplierScene>>;

export const registrationInput = (scene: InvitedSupplierScene, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Sue',
  lastName: 'Supplier',
  email: scene.email,
  company: 'Payroll Cloud Ltd',
  companyWebsite: `https://${scene.email.split('@')[1]}`,
  password: PASSWORD,
  repeatPassword: PASSWORD,
  terms: true,
  token: scene.token,
  ...overrides,
});

/** Registers the scene's supplier through the link and signs the new user in. */
export async function registerSupplier(testApp: TestApp, scene: InvitedSupplierScene) {
  const result = await testApp.client().post('/api/register', registrationInput(scene));
  if (result.status !== 200) throw new Error(JSON.stringify(result.body));
  return signedInClient(testApp, scene.email, PASSWORD);
}

export const profileInput = (
  scene: InvitedSupplierScene,
  productId: string,
  overrides: Record<string, unknown> = {},
) => ({
  companyName: 'Payroll Cloud Ltd',
  website: 'https://payroll-cloud.example.org',
  contactName: 'Sue Supplier',
  email: scene.email,
  phone: '+1 555 0199',
  industry: 'Payroll',
  products: [
    {
      id: productId,
      name: 'Payroll Cloud',
      description: 'Payroll for mid-sized companies',
      serviceTypeIds: [scene.serviceTypes[0]?.id],
    },
  ],
  ...overrides,
});
