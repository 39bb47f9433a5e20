import { autoFillDates, type ClientTableData, DEFAULT_COMPANY_SETTINGS, toProjectDate } from '@shortlist/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  clientMembers,
  clients,
  clientTables,
  companies,
  projectBrokerageContacts,
  projectMembers,
  projects,
  users,
} from '../db/schema/index.js';
import { DEMO_INVITED_PROJECT } from './demo-projects.js';

/** The demo client member (spec 2 §1), printed with the other demo logins. */
export const DEMO_CLIENT_MEMBER = { email: 'client@contoso.example', firstName: 'Cleo', lastName: 'Client' };
export const DEMO_DISCOVERY_PROJECT = 'Benefits Discovery RFP 2026 — Client Data';

const DAY_MS = 24 * 60 * 60 * 1000;

const text = (content: string, maxLength = 1000) => ({
  value: { type: 'text' as const, content },
  options: { maxLength },
});
const list = (chosen: string[], options: string[]) => ({
  value: { type: 'list' as const, content: { options: chosen, otherOption: null } },
  options: { options, otherOption: true },
});
const column = (id: string, title: string, clientResponse: boolean) => ({ id, title, meta: { clientResponse } });

/** Filled by the client: locations with their headcount and current carrier. */
const CENSUS: ClientTableData = {
  columns: [
    column('location', 'Location', false),
    column('headcount', 'Headcount', true),
    column('carrier', 'Current carrier', true),
  ],
  rows: [
    {
      id: 'chicago',
      cells: {
        location: text('Chicago, IL'),
        headcount: text('1,240', 10),
        carrier: list(['Aetna'], ['Aetna', 'Cigna', 'UnitedHealthcare']),
      },
    },
    {
      id: 'detroit',
      cells: {
        location: text('Detroit, MI'),
        headcount: text('410', 10),
        carrier: list(['Cigna'], ['Aetna', 'Cigna', 'UnitedHealthcare']),
      },
    },
  ],
};

/** Waiting for the client: the benefits in place today (visible to vendors). */
const BENEFITS: ClientTableData = {
  columns: [column('benefit', 'Benefit', false), column('details', 'Current plan details', true)],
  rows: ['Medical', 'Dental', 'Vision', '401(k)'].map((benefit) => ({
    id: benefit.toLowerCase().replace(/\W/g, ''),
    cells: { benefit: text(benefit), details: text('') },
  })),
};

/** Filled in, and visible to the vendors invited to the published RFP (read-only on their project preview). */
const WORKFORCE: ClientTableData = {
  columns: [
    column('location', 'Location', false),
    column('employees', 'Employees', true),
    column('hris', 'HRIS in use', true),
  ],
  rows: [
    { id: 'chicago', cells: { location: text('Chicago, IL'), employees: text('1,240', 10), hris: text('Workday') } },
    { id: 'austin', cells: { location: text('Austin, TX'), employees: text('380', 10), hris: text('Workday') } },
    { id: 'remote', cells: { location: text('Remote (US)'), employees: text('95', 10), hris: text('BambooHR') } },
  ],
};

/**
 * Spec 2 §1, §2 client discovery in the demo: client tables on for Northwind, an RFP in review with two client tables
 * (the census filled in, the benefits table still to fill) and its client member, Cleo Client of Contoso, who signs in
 * with the demo password and lands on /client-projects/{id}. Cleo's company is a CLIENT company of its own. The
 * published RFP the demo supplier is invited to carries a filled table visible to vendor, shown on its preview.
 */
export async function seedDemoClientTables(tx: Database, brokerId: string, passwordHash: string): Promise<void> {
  await tx
    .update(companies)
    .set({ settings: sql`${companies.settings} || '{"enableClientTables": true}'::jsonb` })
    .where(eq(companies.id, brokerId));
  const [pm] = await tx
    .select()
    .from(users)
    .where(and(eq(users.companyId, brokerId), eq(users.email, 'pm@northwind.example')));
  const [contoso] = await tx
    .select()
    .from(clients)
    .where(and(eq(clients.companyId, brokerId), eq(clients.name, 'Contoso Manufacturing')));
  if (!pm) return;
  const [project] = await tx
    .insert(projects)
    .values({
      companyId: brokerId,
      type: 'RFP',
      status: 'IN_REVIEW',
      name: DEMO_DISCOVERY_PROJECT,
      description: 'Contoso wants to replace its benefits administration provider; the client tables hold its census.',
      clientId: contoso?.id ?? null,
      ...autoFillDates(new Date(Date.now() + 21 * DAY_MS)),
      targetRespondents: 3,
      settings: {
        answersMaxLength: null,
        scoringType: 'NUMBERS',
        enableBranches: false,
        enableExperts: true,
        enableExtendedAnswersDeadline: false,
      },
      clientTablesDeadline: toProjectDate(new Date(Date.now() + 14 * DAY_MS)),
      createdBy: pm.id,
    })
    .returning();
  if (!project) return;
  await tx.insert(projectMembers).values({ projectId: project.id, userId: pm.id, role: 'PROJECT_MANAGER' });
  await tx
    .insert(projectBrokerageContacts)
    .values({ projectId: project.id, userId: pm.id, email: pm.email, phone: '+1 555 0199' });
  const [clientCompany] = await tx
    .insert(companies)
    .values({ name: 'Contoso Manufacturing', kind: 'CLIENT', settings: DEFAULT_COMPANY_SETTINGS })
    .returning();
  if (!clientCompany) return;
  const [member] = await tx
    .insert(users)
    .values({ ...DEMO_CLIENT_MEMBER, companyId: clientCompany.id, type: 'CLIENT', status: 'ACTIVE', passwordHash })
    .returning();
  await tx
    .update(companies)
    .set({ createdBy: member?.id ?? null })
    .where(eq(companies.id, clientCompany.id));
  await tx
    .insert(clientMembers)
    .values({ projectId: project.id, email: DEMO_CLIENT_MEMBER.email, userId: member?.id ?? null, invitedBy: pm.id });
  await tx.insert(clientTables).values([
    {
      projectId: project.id,
      name: 'Employee Census',
      data: CENSUS,
      position: 0,
      version: 2,
      updatedBy: member?.id ?? null,
    },
    {
      projectId: project.id,
      name: 'Current Benefits',
      data: BENEFITS,
      position: 1,
      visibleToVendor: true,
      updatedBy: pm.id,
    },
  ]);
  await seedVendorVisibleTable(tx, brokerId, pm.id);
}

async function seedVendorVisibleTable(tx: Database, brokerId: string, pmId: string): Promise<void> {
  const [invitedTo] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.companyId, brokerId), eq(projects.name, DEMO_INVITED_PROJECT)));
  if (!invitedTo) return;
  await tx.insert(clientTables).values({
    projectId: invitedTo.id,
    name: 'Workforce Overview',
    data: WORKFORCE,
    position: 0,
    visibleToVendor: true,
    updatedBy: pmId,
  });
}
