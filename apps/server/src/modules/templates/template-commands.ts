import { managesTemplate, PROJECT_MESSAGES, projectTemplateFormSchema, TEMPLATE_MESSAGES } from '@shortlist/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { assertVersion, badInput, conflict, forbidden, parseInput } from '../../core/errors.js';
import { assertBuySideUser, templateAccess } from '../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database, Transaction } from '../../db/client.js';
import {
  projectSettingsFrom,
  projects,
  supplierServiceTypes,
  templateServiceTypes,
  templates,
} from '../../db/schema/index.js';
import { accessTo, findVisibleTemplate, getProjectTemplate, type TemplateRecord } from './template-queries.js';

/** Spec 3 §7 Create / update template as GraphQL sends it (ids may come as numbers). */
export interface ProjectTemplateInput {
  name?: string | null;
  serviceTypeIds?: ReadonlyArray<string | number> | null;
}

const unknownServiceType = () =>
  badInput(PROJECT_MESSAGES.unknownReference, { serviceTypeIds: PROJECT_MESSAGES.unknownReference });

/** The form checked with the domain's schema; every service type must be one of the template company's. */
async function templateValues(db: Database, companyId: string, input: ProjectTemplateInput) {
  const values = parseInput(projectTemplateFormSchema, {
    name: input.name,
    serviceTypeIds: input.serviceTypeIds?.map(String),
  });
  if (!values.serviceTypeIds.every(isUuid)) throw unknownServiceType();
  const found = await db
    .select({ id: supplierServiceTypes.id })
    .from(supplierServiceTypes)
    .where(and(inArray(supplierServiceTypes.id, values.serviceTypeIds), eq(supplierServiceTypes.companyId, companyId)));
  if (found.length !== values.serviceTypeIds.length) throw unknownServiceType();
  return values;
}

async function writeServiceTypes(tx: Transaction, templateId: string, serviceTypeIds: readonly string[]) {
  await tx.delete(templateServiceTypes).where(eq(templateServiceTypes.templateId, templateId));
  await tx.insert(templateServiceTypes).values(serviceTypeIds.map((serviceTypeId) => ({ templateId, serviceTypeId })));
}

/** Those who manage the template only (403); a published one is read-only (spec 3 §4). */
function assertChangeable(viewer: Viewer, record: TemplateRecord): void {
  if (!managesTemplate(accessTo(viewer, record))) throw forbidden();
  if (record.template.status === 'PUBLISHED') throw badInput(TEMPLATE_MESSAGES.readOnly);
}

/**
 * Spec 3 §2 Create Template (MANAGE_PROJECT_TEMPLATES): a DRAFT template of the viewer's company and the draft
 * project that will hold its sections (kind TEMPLATE_DRAFT, the company's settings as a new project takes them).
 * `alongside` fills the draft in the same transaction (a template made from an import, spec 3 §5).
 */
export async function createProjectTemplate(
  app: AppContext,
  viewer: Viewer,
  input: ProjectTemplateInput,
  alongside?: (tx: Transaction, draftProjectId: string) => Promise<void>,
) {
  assertBuySideUser(viewer);
  const companyId = viewer.company.id;
  if (!managesTemplate(templateAccess(viewer, { companyId, status: 'DRAFT', sectionCount: 0 }))) throw forbidden();
  const values = await templateValues(app.db, companyId, input);
  const settings = viewer.company.settings;
  const id = await app.db.transaction(async (tx) => {
    const [draft] = await tx
      .insert(projects)
      .values({
        companyId,
        kind: 'TEMPLATE_DRAFT',
        type: 'RFP',
        status: 'DRAFT',
        name: values.name,
        settings: projectSettingsFrom(settings),
        createdBy: viewer.user.id,
      })
      .returning({ id: projects.id });
    if (!draft) throw new Error('Template draft project was not created');
    const [template] = await tx
      .insert(templates)
      .values({ companyId, name: values.name, draftProjectId: draft.id, createdBy: viewer.user.id })
      .returning({ id: templates.id });
    if (!template) throw new Error('Template was not created');
    await writeServiceTypes(tx, template.id, values.serviceTypeIds);
    await alongside?.(tx, draft.id);
    return template.id;
  });
  return getProjectTemplate(app.db, viewer, id);
}

/** Spec 3 §7 Update template at the version the user read: a stale version is a conflict and nothing changes. */
export async function updateProjectTemplate(
  app: AppContext,
  viewer: Viewer,
  id: string,
  version: number,
  input: ProjectTemplateInput,
) {
  const record = await findVisibleTemplate(app.db, viewer, id);
  assertChangeable(viewer, record);
  assertVersion('template', record.template.version, version);
  const values = await templateValues(app.db, record.template.companyId, input);
  await app.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(templates)
      .set({ name: values.name, version: version + 1, updatedAt: new Date() })
      .where(and(eq(templates.id, id), eq(templates.version, version)))
      .returning({ id: templates.id });
    if (!saved) throw conflict('template');
    await writeServiceTypes(tx, id, values.serviceTypeIds);
  });
  return getProjectTemplate(app.db, viewer, id);
}

/**
 * Spec 3 §2 row delete, §7 Delete template: the template with its draft project, sections and questions. Projects
 * made from it keep their copies. A published template moves back to Draft first (it is read-only).
 */
export async function deleteProjectTemplate(app: AppContext, viewer: Viewer, id: string): Promise<boolean> {
  const record = await findVisibleTemplate(app.db, viewer, id);
  assertChangeable(viewer, record);
  // The template row goes with its draft project (templates.draft_project_id cascades).
  await app.db.delete(projects).where(eq(projects.id, record.template.draftProjectId));
  return true;
}
