import { DEFAULT_COMPANY_SETTINGS } from '@shortlist/domain';
import { type AuditActor, type AuditEvent, recordAudit } from '../../src/core/audit/index.js';
import type { Database } from '../../src/db/client.js';
import { projectMembers, projects } from '../../src/db/schema/index.js';
import { buildCompany } from '../support/factories.js';
import { buildSignedInAdmin } from '../support/on-behalf.js';
import { buildSignedInUser } from '../support/sessions.js';
import type { TestApp } from '../support/test-app.js';

export const ENTRIES = `query Entries($filter: AuditFilter, $pagination: PageInput) {
  auditEntries(filter: $filter, pagination: $pagination) {
    total page pageSize
    results { id createdAt companyName actorEmail onBehalf actorCompanyName kind kindLabel projectId projectName
      targetType targetLabel before after change address }
  }
}`;

export interface EntryShape {
  id: string;
  createdAt: string;
  companyName: string | null;
  actorEmail: string | null;
  onBehalf: boolean;
  actorCompanyName: string | null;
  kind: string;
  kindLabel: string;
  projectId: string | null;
  projectName: string | null;
  targetLabel: string | null;
  before: string | null;
  after: string | null;
  change: string;
  address: string | null;
}
export interface EntriesData {
  auditEntries: { total: number; page: number; pageSize: number; results: EntryShape[] };
}

async function insertProject(db: Database, companyId: string, createdBy: string, name: string) {
  const [project] = await db
    .insert(projects)
    .values({
      companyId,
      createdBy,
      type: 'RFP',
      status: 'DRAFT',
      name,
      settings: {
        answersMaxLength: null,
        scoringType: DEFAULT_COMPANY_SETTINGS.scoringType,
        enableBranches: false,
        enableExperts: true,
        enableExtendedAnswersDeadline: false,
      },
    })
    .returning();
  if (!project) throw new Error('project not built');
  return project;
}

export const actorOf = (
  user: { id: string; email: string },
  companyId: string | null,
  actorCompanyId = null as string | null,
): AuditActor => ({
  userId: user.id,
  email: user.email,
  companyId,
  actorCompanyId,
  address: '203.0.113.7',
});

/**
 * Two broker companies, each with an administrator (MANAGE_USERS); in the first, a project owner of "Payroll RFP",
 * a colleague who owns nothing, and a second project; a platform administrator. Entries of both companies, of both
 * projects, of several people and kinds, and one written while the platform administrator acted on behalf; each
 * person's sign-in is a real one, recorded when they signed in (adminA, owner, colleague in turn; adminB).
 */
export async function auditScene(testApp: TestApp) {
  const db = testApp.running.app.db;
  const [companyA, companyB] = [
    await buildCompany(db, { kind: 'BROKER', name: 'Northbridge Brokers' }),
    await buildCompany(db, {
      kind: 'BROKER',
      name: 'Southgate Brokers',
      settings: { ...DEFAULT_COMPANY_SETTINGS, enableAuthOnBehalf: true },
    }),
  ];
  const adminA = await buildSignedInUser(testApp, { companyId: companyA.id, privileges: ['MANAGE_USERS'] });
  const adminB = await buildSignedInUser(testApp, { companyId: companyB.id, privileges: ['MANAGE_USERS'] });
  const owner = await buildSignedInUser(testApp, { companyId: companyA.id, privileges: ['MANAGE_PROJECT_STATE'] });
  const colleague = await buildSignedInUser(testApp, { companyId: companyA.id, privileges: ['MANAGE_PROJECT_STATE'] });
  const platform = await buildSignedInAdmin(testApp);
  const payroll = await insertProject(db, companyA.id, owner.user.id, 'Payroll RFP');
  const fleet = await insertProject(db, companyA.id, colleague.user.id, 'Fleet RFP');
  await db.insert(projectMembers).values([
    { projectId: payroll.id, userId: owner.user.id, role: 'PROJECT_MANAGER' },
    { projectId: fleet.id, userId: colleague.user.id, role: 'PROJECT_MANAGER' },
  ]);
  const write = (actor: AuditActor, event: AuditEvent) => recordAudit(db, actor, event);
  const payrollRef = { id: payroll.id, name: payroll.name };
  await write(actorOf(owner.user, companyA.id), {
    kind: 'project.status_changed',
    project: payrollRef,
    target: { type: 'project', id: payroll.id, label: payroll.name },
    before: { status: 'DRAFT' },
    after: { status: 'PUBLISHED' },
  });
  await write(actorOf(owner.user, companyA.id), {
    kind: 'scoring.weight_changed',
    project: payrollRef,
    target: { type: 'section', id: 's1', label: '=HYPERLINK("http://x.example","Pricing, fees")' },
    before: { weight: 20 },
    after: { weight: 35 },
  });
  await write(actorOf(colleague.user, companyA.id), {
    kind: 'project.status_changed',
    project: { id: fleet.id, name: fleet.name },
    before: { status: 'DRAFT' },
    after: { status: 'PUBLISHED' },
  });
  await write(actorOf(platform.user, companyA.id, platform.user.companyId), {
    kind: 'roles.privileges_changed',
    target: { type: 'role', id: 'r1', label: 'Evaluators' },
    before: { privileges: ['READ_SCORING'] },
    after: { privileges: ['READ_SCORING', 'MANAGE_USERS'] },
  });
  await write(actorOf(adminB.user, companyB.id), {
    kind: 'users.invited',
    target: { type: 'user', id: 'u9', label: 'new@south.example' },
  });
  return { db, companyA, companyB, adminA, adminB, owner, colleague, platform, payroll, fleet };
}

export type AuditScene = Awaited<ReturnType<typeof auditScene>>;

/** The kinds of company A's trail after auditScene, newest first: what the scene wrote, then its three sign-ins. */
export const COMPANY_A_KINDS = [
  'Role privileges changed',
  'Project status changed',
  'Weight changed',
  'Project status changed',
  'Signed in',
  'Signed in',
  'Signed in',
];
