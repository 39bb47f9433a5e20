import { DEFAULT_COMPANY_SETTINGS } from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  companies,
  projects,
  supplierServiceTypes,
  templateServiceTypes,
  templates,
  users,
} from '../db/schema/index.js';

export const DEMO_TEMPLATE = { name: 'Employee Benefits RFP Template', serviceType: 'Benefits Enrolment' };

/**
 * One PUBLISHED Northwind template with its draft project (kind TEMPLATE_DRAFT, no sections yet), so the project
 * form's Templates picker has an entry in the demo.
 */
export async function seedDemoTemplates(tx: Database, brokerId: string): Promise<void> {
  const [broker] = await tx.select().from(companies).where(eq(companies.id, brokerId));
  const [owner] = await tx.select().from(users).where(eq(users.email, 'owner@northwind.example'));
  if (!broker) return;
  const settings = broker.settings ?? DEFAULT_COMPANY_SETTINGS;
  const [draft] = await tx
    .insert(projects)
    .values({
      companyId: brokerId,
      kind: 'TEMPLATE_DRAFT',
      type: 'RFP',
      status: 'DRAFT',
      name: DEMO_TEMPLATE.name,
      settings: {
        answersMaxLength: null,
        scoringType: settings.scoringType,
        enableBranches: settings.enableBranches,
        enableExperts: settings.enableExperts,
        enableExtendedAnswersDeadline: settings.enableExtendedAnswersDeadline,
      },
      createdBy: owner?.id ?? null,
    })
    .returning();
  if (!draft) return;
  const [template] = await tx
    .insert(templates)
    .values({
      companyId: brokerId,
      name: DEMO_TEMPLATE.name,
      status: 'PUBLISHED',
      draftProjectId: draft.id,
      createdBy: owner?.id ?? null,
    })
    .returning();
  const [service] = await tx
    .select()
    .from(supplierServiceTypes)
    .where(
      and(eq(supplierServiceTypes.companyId, brokerId), eq(supplierServiceTypes.label, DEMO_TEMPLATE.serviceType)),
    );
  if (template && service) {
    await tx.insert(templateServiceTypes).values({ templateId: template.id, serviceTypeId: service.id });
  }
}
