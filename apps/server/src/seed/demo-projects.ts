import {
  autoFillDates,
  DEFAULT_COMPANY_SETTINGS,
  DEFAULT_TARGET_RESPONDENTS,
  NO_INTEGRITY,
  type ProjectStatus,
  type ProjectType,
} from '@shortlist/domain';
import { eq, inArray } from 'drizzle-orm';
import type { ProjectRow } from '../core/tenancy/index.js';
import type { Database } from '../db/client.js';
import {
  clients,
  companies,
  type ProjectSettings,
  projectBrokerageContacts,
  projectMembers,
  projectProjectTypes,
  projectServiceTypes,
  projectSettingsFrom,
  projects,
  projectTypes,
  supplierServiceTypes,
  users,
} from '../db/schema/index.js';
import type { FileStorage } from '../platform/files/index.js';
import { DEMO_ANSWERING_PROJECT, seedDemoAnswers } from './demo-answers.js';
import { seedDemoQuestionnaires } from './demo-questionnaire.js';
import { seedDemoProjectSuppliers } from './demo-suppliers.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The published RFP the demo supplier is invited to (spec 2 §2 Supplier pages in the demo). */
export const DEMO_INVITED_PROJECT = 'Benefits Broker RFP 2026 — Published';
const DESCRIPTION =
  'The client is replacing its current provider and wants a short list of vendors that can serve a multi-state workforce, integrate with its HRIS and support open enrolment.';

type DemoPerson = typeof users.$inferSelect;

/** What every demo project draws on: the broker, its settings, clients and reference types, its people. */
export interface DemoProjectSetup {
  brokerId: string;
  settings: ProjectSettings;
  clients: Array<{ id: string }>;
  types: Array<{ id: string }>;
  services: Array<{ id: string }>;
  people: { owner: DemoPerson; pm: DemoPerson; expert: DemoPerson };
}

/** The demo broker's setup, or null when its people are missing. */
export async function demoProjectSetup(tx: Database, brokerId: string): Promise<DemoProjectSetup | null> {
  const [broker] = await tx.select().from(companies).where(eq(companies.id, brokerId));
  const people = await tx
    .select()
    .from(users)
    .where(inArray(users.email, ['owner@northwind.example', 'pm@northwind.example', 'expert@northwind.example']));
  const byEmail = (email: string) => people.find((person) => person.email === email);
  const owner = byEmail('owner@northwind.example');
  const pm = byEmail('pm@northwind.example');
  const expert = byEmail('expert@northwind.example');
  if (!broker || !owner || !pm || !expert) return null;
  const settings = broker.settings ?? DEFAULT_COMPANY_SETTINGS;
  return {
    brokerId,
    // The broker allows every integrity feature (issue 37), but only the scoring project has them on (demo-evaluation).
    settings: projectSettingsFrom({ ...settings, integrity: NO_INTEGRITY }),
    clients: await tx.select().from(clients).where(eq(clients.companyId, brokerId)),
    types: await tx.select().from(projectTypes).where(eq(projectTypes.companyId, brokerId)),
    services: await tx.select().from(supplierServiceTypes).where(eq(supplierServiceTypes.companyId, brokerId)),
    people: { owner, pm, expert },
  };
}

/** A demo project: its publish date `days` from today, created `createdDaysAgo` days ago. */
export interface DemoProjectPlan {
  name: string;
  type: ProjectType;
  status: ProjectStatus;
  by: DemoPerson;
  days: number;
  createdDaysAgo: number;
  settings?: Partial<ProjectSettings>;
}

/**
 * Inserts a demo project with the project manager and the expert as its members, its creator as its brokerage
 * contact, and a client, project type and service type picked by `index`.
 */
export async function insertDemoProject(
  tx: Database,
  setup: DemoProjectSetup,
  plan: DemoProjectPlan,
  index: number,
): Promise<ProjectRow | undefined> {
  const { pm, expert } = setup.people;
  const dates = autoFillDates(new Date(Date.now() + plan.days * DAY_MS));
  const [project] = await tx
    .insert(projects)
    .values({
      companyId: setup.brokerId,
      type: plan.type,
      status: plan.status,
      name: plan.name,
      intro: plan.type === 'PANEL' ? 'A recurring panel of wellness vendors.' : '',
      description: DESCRIPTION,
      clientId: setup.clients[index]?.id ?? null,
      ...dates,
      frequency: plan.type === 'PANEL' ? '6 Months' : null,
      targetRespondents: plan.type === 'PANEL' ? null : DEFAULT_TARGET_RESPONDENTS,
      settings: { ...setup.settings, ...plan.settings },
      createdBy: plan.by.id,
      createdAt: new Date(Date.now() - plan.createdDaysAgo * DAY_MS),
    })
    .returning();
  if (!project) return undefined;
  await tx.insert(projectMembers).values([
    { projectId: project.id, userId: pm.id, role: 'PROJECT_MANAGER' },
    { projectId: project.id, userId: expert.id, role: 'DOMAIN_EXPERT' },
  ]);
  await tx
    .insert(projectBrokerageContacts)
    .values({ projectId: project.id, userId: plan.by.id, email: plan.by.email, phone: '+1 555 0199' });
  const type = setup.types[index % Math.max(setup.types.length, 1)];
  if (type) await tx.insert(projectProjectTypes).values({ projectId: project.id, projectTypeId: type.id });
  const service = setup.services[index % Math.max(setup.services.length, 1)];
  if (service) await tx.insert(projectServiceTypes).values({ projectId: project.id, serviceTypeId: service.id });
  return project;
}

/**
 * Five Northwind projects in different statuses, created by the owner and the project manager (the RFI in review with
 * suppliers, the published RFP with the demo supplier invited); returned so that their notifications are raised once the seed has committed.
 */
export async function seedDemoProjects(tx: Database, brokerId: string, storage: FileStorage): Promise<ProjectRow[]> {
  const setup = await demoProjectSetup(tx, brokerId);
  if (!setup) return [];
  const { owner, pm, expert } = setup.people;
  const plans = [
    { name: 'Benefits Administration RFP 2026', type: 'RFP' as const, status: 'DRAFT' as const, by: owner, days: 7 },
    { name: 'Payroll Provider Review', type: 'RFI' as const, status: 'IN_REVIEW' as const, by: pm, days: 3 },
    { name: 'Wellness Vendors Panel', type: 'PANEL' as const, status: 'PUBLISHED' as const, by: pm, days: 1 },
    // Later than the others, so that their deadlines stay the first upcoming ones.
    { name: DEMO_INVITED_PROJECT, type: 'RFP' as const, status: 'PUBLISHED' as const, by: pm, days: 14 },
    // Published ten days ago: its suppliers are answering.
    { name: DEMO_ANSWERING_PROJECT, type: 'RFP' as const, status: 'AWAITING' as const, by: pm, days: -10 },
  ];
  const seeded: ProjectRow[] = [];
  // Created last month, in the list's order: this month's plan allowance (10 projects) stays for the user to spend.
  for (const [index, plan] of plans.entries()) {
    const createdDaysAgo = 35 + plans.length - index;
    const project = await insertDemoProject(tx, setup, { ...plan, createdDaysAgo }, index);
    if (project) seeded.push(project);
  }
  await seedDemoQuestionnaires(tx, seeded, { pmId: pm.id, expertId: expert.id });
  const inReview = seeded.find((project) => project.status === 'IN_REVIEW');
  if (inReview) await seedDemoProjectSuppliers(tx, inReview);
  const invitedTo = seeded.find((project) => project.name === DEMO_INVITED_PROJECT);
  if (invitedTo) await seedDemoProjectSuppliers(tx, invitedTo, true);
  const answering = seeded.find((project) => project.name === DEMO_ANSWERING_PROJECT);
  if (answering) await seedDemoAnswers(tx, storage, answering);
  return seeded;
}
