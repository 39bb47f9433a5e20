import type { TemplateStatus } from '@shortlist/domain';
import { DEFAULT_COMPANY_SETTINGS } from '@shortlist/domain';
import type { Database } from '../../src/db/client.js';
import { projects, templateServiceTypes, templates } from '../../src/db/schema/index.js';

export const TEMPLATES = `query Templates($pagination: PageInput, $filter: ProjectTemplateFilter) {
  projectTemplates(pagination: $pagination, filter: $filter) {
    total page pageSize
    results { id name status company { id name } createdBy { name } createdAt updatedAt serviceTypes { id label } }
  } }`;

export interface TemplateOverrides {
  name?: string;
  status?: TemplateStatus;
  createdBy?: string | null;
  serviceTypeIds?: string[];
}

/** A template of the company with its draft project (kind TEMPLATE_DRAFT, no sections); DRAFT unless told. */
export async function buildTemplate(db: Database, companyId: string, overrides: TemplateOverrides = {}) {
  const name = overrides.name ?? `Template ${crypto.randomUUID().slice(0, 8)}`;
  const [draft] = await db
    .insert(projects)
    .values({
      companyId,
      kind: 'TEMPLATE_DRAFT',
      type: 'RFP',
      status: 'DRAFT',
      name,
      settings: {
        answersMaxLength: null,
        scoringType: DEFAULT_COMPANY_SETTINGS.scoringType,
        enableBranches: false,
        enableExperts: false,
        enableExtendedAnswersDeadline: false,
      },
      createdBy: overrides.createdBy ?? null,
    })
    .returning();
  if (!draft) throw new Error('template draft not built');
  const [template] = await db
    .insert(templates)
    .values({
      companyId,
      name,
      status: overrides.status ?? 'DRAFT',
      draftProjectId: draft.id,
      createdBy: overrides.createdBy ?? null,
    })
    .returning();
  if (!template) throw new Error('template not built');
  const serviceTypeIds = overrides.serviceTypeIds ?? [];
  if (serviceTypeIds.length > 0) {
    await db
      .insert(templateServiceTypes)
      .values(serviceTypeIds.map((serviceTypeId) => ({ templateId: template.id, serviceTypeId })));
  }
  return { template, draft };
}
