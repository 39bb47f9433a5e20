import { DEFAULT_COMPANY_SETTINGS } from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  companies,
  projectQuestions,
  projectSettingsFrom,
  projects,
  sections,
  supplierServiceTypes,
  templateServiceTypes,
  templates,
  users,
} from '../db/schema/index.js';
import { parsed } from './demo-questionnaire.js';

interface DemoTemplate {
  name: string;
  serviceType: string;
  sections: Array<{ name: string; description: string; questions: Array<Record<string, unknown>> }>;
}

export const DEMO_TEMPLATE = { name: 'Employee Benefits RFP Template', serviceType: 'Benefits Enrolment' };

const DEMO_TEMPLATES: DemoTemplate[] = [
  {
    ...DEMO_TEMPLATE,
    sections: [
      {
        name: 'Plan administration',
        description: 'How the vendor runs enrolment, eligibility and carrier feeds.',
        questions: [
          { type: 'NUMBER', label: 'How many carrier connections do you maintain?', rules: { min: 0, max: null } },
          {
            type: 'LIST',
            label: 'Which enrolment events do you support?',
            view: 'CHECKBOX',
            multiple: true,
            options: [{ label: 'Open enrolment' }, { label: 'New hire' }, { label: 'Qualifying life event' }],
          },
          { type: 'TEXT', label: 'Describe how you reconcile carrier invoices each month' },
        ],
      },
      {
        name: 'Member experience',
        description: 'What employees see and who helps them.',
        questions: [
          { type: 'BOOLEAN', label: 'Do you offer a mobile app for employees?' },
          { type: 'VIDEO', label: 'Link to a short demo of the enrolment journey' },
          { type: 'STRING', label: 'Opening hours of your member service centre', rules: { maxLength: 200 } },
        ],
      },
    ],
  },
  {
    name: 'Payroll Services RFP Template',
    serviceType: 'Payroll',
    sections: [
      {
        name: 'Payroll operations',
        description: 'Pay runs, tax filing and year-end.',
        questions: [
          {
            type: 'LIST',
            label: 'Which pay frequencies do you support?',
            view: 'CHECKBOX',
            multiple: true,
            options: [{ label: 'Weekly' }, { label: 'Bi-weekly' }, { label: 'Semi-monthly' }, { label: 'Monthly' }],
          },
          { type: 'BOOLEAN', label: 'Do you file federal, state and local payroll taxes on our behalf?' },
          { type: 'FILE', label: 'Upload a sample payroll register', file: { mimeTypes: ['application/pdf'] } },
        ],
      },
    ],
  },
];

async function insertTemplate(tx: Database, brokerId: string, ownerId: string | null, demo: DemoTemplate) {
  const [broker] = await tx.select().from(companies).where(eq(companies.id, brokerId));
  const settings = broker?.settings ?? DEFAULT_COMPANY_SETTINGS;
  const [draft] = await tx
    .insert(projects)
    .values({
      companyId: brokerId,
      kind: 'TEMPLATE_DRAFT',
      type: 'RFP',
      status: 'DRAFT',
      name: demo.name,
      settings: projectSettingsFrom(settings),
      createdBy: ownerId,
    })
    .returning();
  if (!draft) return;
  const [template] = await tx
    .insert(templates)
    .values({ companyId: brokerId, name: demo.name, status: 'PUBLISHED', draftProjectId: draft.id, createdBy: ownerId })
    .returning();
  const [service] = await tx
    .select()
    .from(supplierServiceTypes)
    .where(and(eq(supplierServiceTypes.companyId, brokerId), eq(supplierServiceTypes.label, demo.serviceType)));
  if (template && service) {
    await tx.insert(templateServiceTypes).values({ templateId: template.id, serviceTypeId: service.id });
  }
  const sectionRows = await tx
    .insert(sections)
    .values(demo.sections.map((section, position) => ({ projectId: draft.id, position, ...section })))
    .returning({ id: sections.id, position: sections.position });
  await tx.insert(projectQuestions).values(
    sectionRows.flatMap((section) =>
      (demo.sections[section.position]?.questions ?? []).map((definition, position) => ({
        projectId: draft.id,
        sectionId: section.id,
        position,
        definition: parsed(definition),
        status: 'APPROVED' as const,
      })),
    ),
  );
}

/**
 * Two PUBLISHED Northwind templates, each with its draft project (kind TEMPLATE_DRAFT) holding its sections and
 * approved questions, so a project created from the wizard with a template starts with a questionnaire.
 */
export async function seedDemoTemplates(tx: Database, brokerId: string): Promise<void> {
  const [owner] = await tx.select().from(users).where(eq(users.email, 'owner@northwind.example'));
  for (const demo of DEMO_TEMPLATES) await insertTemplate(tx, brokerId, owner?.id ?? null, demo);
}
