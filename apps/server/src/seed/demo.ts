import { ADMIN_DEFAULT_ANSWERS_MAX_LENGTH, DEFAULT_COMPANY_SETTINGS } from '@shortlist/domain';
import { count } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { clients, companies, projectTypes, roles, supplierServiceTypes, users } from '../db/schema/index.js';
import { BROKER_ROLE_TEMPLATES, SUPER_ADMIN_TEMPLATE } from '../modules/accounts/index.js';
import { createSupplierRoles } from '../modules/suppliers/index.js';
import { hashPassword } from '../platform/security/index.js';
import {
  DEMO_ADMIN,
  DEMO_BROKER_COMPANY,
  DEMO_BROKER_USERS,
  DEMO_CLIENTS,
  DEMO_COMPETITOR_USER,
  DEMO_PASSWORD,
  DEMO_PROJECT_TYPES,
  DEMO_SERVICE_TYPES,
  DEMO_SUPPLIER_COMPANY,
  DEMO_SUPPLIER_USER,
} from './demo-accounts.js';
import { seedDemoAiDirectory } from './demo-ai-directory.js';
import { seedDemoAiSearches } from './demo-ai-searches.js';
import { seedDemoAudit } from './demo-audit.js';
import { DEMO_CLIENT_MEMBER, seedDemoClientTables } from './demo-client-tables.js';
import { seedDemoComparisons } from './demo-comparisons.js';
import { seedDemoContactSubmissions } from './demo-contact.js';
import { ALL_INTEGRITY, seedDemoEvaluation } from './demo-evaluation.js';
import { seedDemoFaq } from './demo-faq.js';
import { seedDemoImports } from './demo-imports.js';
import { seedDemoLibrary } from './demo-library.js';
import { raiseDemoNotifications } from './demo-notifications.js';
import { seedDemoProjects } from './demo-projects.js';
import { seedDemoScoring } from './demo-scoring.js';
import { seedDemoScoringChoice } from './demo-scoring-choice.js';
import { seedDemoSuppliers } from './demo-suppliers.js';
import { seedDemoTemplates } from './demo-templates.js';
import { subscribeToPlan } from './plans.js';

/** Seeds the demo companies, users and reference data when the database has no company yet. */
export async function seedDemoData(app: AppContext): Promise<boolean> {
  const [existing] = await app.db.select({ total: count() }).from(companies);
  if ((existing?.total ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const active = { status: 'ACTIVE' as const, passwordHash };

  const seededProjects = await app.db.transaction(async (tx) => {
    const [platform, broker, supplier] = await tx
      .insert(companies)
      .values([
        { name: 'Shortlist Platform', kind: 'PLATFORM', settings: DEFAULT_COMPANY_SETTINGS },
        {
          ...DEMO_BROKER_COMPANY,
          kind: 'BROKER',
          settings: {
            ...DEFAULT_COMPANY_SETTINGS,
            answersMaxLength: ADMIN_DEFAULT_ANSWERS_MAX_LENGTH,
            enableAuthOnBehalf: true,
            integrity: ALL_INTEGRITY,
          },
        },
        { ...DEMO_SUPPLIER_COMPANY, kind: 'SUPPLIER', settings: DEFAULT_COMPANY_SETTINGS },
      ])
      .returning();
    if (!platform || !broker || !supplier) throw new Error('Demo companies were not created');

    const [superAdmin] = await tx
      .insert(roles)
      .values({ ...SUPER_ADMIN_TEMPLATE, isSystem: true, companyId: null })
      .returning();
    const brokerRoles = await tx
      .insert(roles)
      .values(BROKER_ROLE_TEMPLATES.map((template) => ({ ...template, companyId: broker.id, isSystem: true })))
      .returning();
    // The demo supplier administers its company: it may invite colleagues (issue 31).
    const supplierAdminRoleId = await createSupplierRoles(tx, supplier.id);

    await tx.insert(users).values([
      { ...DEMO_ADMIN, ...active, type: 'ADMIN', companyId: platform.id, roleId: superAdmin?.id ?? null },
      ...brokerRoles.flatMap((role) => {
        const person = DEMO_BROKER_USERS[role.name];
        return person ? [{ ...person, ...active, type: 'BROKER' as const, companyId: broker.id, roleId: role.id }] : [];
      }),
      { ...DEMO_SUPPLIER_USER, ...active, type: 'SUPPLIER', companyId: supplier.id, roleId: supplierAdminRoleId },
    ]);
    await tx.insert(clients).values(DEMO_CLIENTS.map((client) => ({ ...client, companyId: broker.id })));
    await tx.insert(projectTypes).values(DEMO_PROJECT_TYPES.map((type) => ({ ...type, companyId: broker.id })));
    await tx.insert(supplierServiceTypes).values(DEMO_SERVICE_TYPES.map((label) => ({ label, companyId: broker.id })));
    await seedDemoSuppliers(tx, supplier.id, broker.id, passwordHash);
    await subscribeToPlan(tx, broker.id, 'Professional');
    const seeded = await seedDemoProjects(tx, broker.id, app.storage);
    await seedDemoClientTables(tx, broker.id, passwordHash);
    await seedDemoScoring(tx, seeded);
    await seedDemoScoringChoice(tx, broker.id);
    await seedDemoEvaluation(tx, broker.id, app.storage);
    await seedDemoComparisons(tx);
    await seedDemoFaq(tx, seeded);
    await seedDemoTemplates(tx, broker.id);
    await seedDemoImports(tx, broker.id, app.storage);
    await seedDemoLibrary(tx, broker.id);
    await seedDemoAiDirectory(tx, broker.id);
    await seedDemoAiSearches(tx, seeded);
    await seedDemoContactSubmissions(tx);
    await seedDemoAudit(tx, broker.id);
    return seeded;
  });
  await raiseDemoNotifications(app, seededProjects);
  return true;
}

/** The lines start-up prints so a person can sign in straight away. */
export function demoLoginLines(): string[] {
  const people = [
    DEMO_ADMIN,
    ...Object.values(DEMO_BROKER_USERS),
    DEMO_SUPPLIER_USER,
    DEMO_COMPETITOR_USER,
    DEMO_CLIENT_MEMBER,
  ];
  const named: Record<string, string> = {
    [DEMO_ADMIN.email]: 'administrator',
    [DEMO_SUPPLIER_USER.email]: 'supplier',
    [DEMO_COMPETITOR_USER.email]: 'competing supplier',
    [DEMO_CLIENT_MEMBER.email]: 'client member',
  };
  const roleOf = (email: string) =>
    named[email] ?? Object.entries(DEMO_BROKER_USERS).find(([, person]) => person.email === email)?.[0] ?? '';
  return [
    `Demo logins (password ${DEMO_PASSWORD}):`,
    ...people.map((person) => `  ${person.email.padEnd(28)} ${roleOf(person.email)}`),
  ];
}
