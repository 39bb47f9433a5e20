import {
  DEFAULT_TARGET_RESPONDENTS,
  PROJECT_MESSAGES,
  type ProjectFormValues,
  projectSchemaFor,
  toProjectDate,
} from '@shortlist/domain';
import { and, count, eq, gte } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { assertVersion, badInput, conflict, notFound, parseInput } from '../../core/errors.js';
import { assertBuySideUser, findProject, type ProjectRow } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import {
  projectBrokerageContacts,
  projectFiles,
  projectMembers,
  projectProjectTypes,
  projectServiceTypes,
  projectSettingsFrom,
  projects,
} from '../../db/schema/index.js';
import { nullsAsAbsent } from '../admin/index.js';
import { assertCanCreateProject } from '../billing/index.js';
import { auditProjectCreated, auditProjectDates } from './project-audit.js';
import {
  assertCopyType,
  copiedAnswersMaxLength,
  copyColumns,
  type ProjectCopyArgs,
  resolveProjectCopy,
  runProjectCopiers,
} from './project-copy.js';
import { projectAudience, raiseMembersAdded } from './project-notifications.js';
import { assertTenantReferences } from './project-references.js';
import { applyChosenTemplates, resolveChosenTemplates } from './project-templates.js';
import { loadProjectView, type ProjectView } from './project-view.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The project's columns from the form's values (dates as New York days at midday UTC). */
function columnsOf(values: ProjectFormValues) {
  const day = (value: Date | null) => (value ? toProjectDate(value) : null);
  return {
    type: values.type,
    name: values.name,
    intro: values.intro,
    description: values.description,
    clientId: values.clientId,
    hideClientInfo: values.hideClientInfo,
    publishDate: day(values.publishDate),
    submissionDeadline: day(values.submissionDeadline),
    questionsClarificationDeadline: day(values.questionsClarificationDeadline),
    questionsSubmissionDeadline: day(values.questionsSubmissionDeadline),
    plannedDecisionDate: day(values.plannedDecisionDate),
    frequency: values.frequency,
    locationOriginated: values.locationOriginated,
    liveCount: values.liveCount,
    moreInformation: values.moreInformation,
  };
}

/** Replaces the project's members, contacts, type links and files with the form's. */
async function writeRelations(tx: Transaction, projectId: string, values: ProjectFormValues) {
  // One after the other: a transaction is one connection, and the driver refuses overlapping queries on it from pg 9.
  for (const table of [
    projectMembers,
    projectBrokerageContacts,
    projectServiceTypes,
    projectProjectTypes,
    projectFiles,
  ]) {
    await tx.delete(table).where(eq(table.projectId, projectId));
  }
  const members = [
    ...values.productOwnerIds.map((userId, position) => ({ userId, position, role: 'PROJECT_MANAGER' as const })),
    ...values.domainExpertIds.map((userId, position) => ({ userId, position, role: 'DOMAIN_EXPERT' as const })),
    ...values.viewerIds.map((userId, position) => ({ userId, position, role: 'VIEWER' as const })),
  ];
  if (members.length) await tx.insert(projectMembers).values(members.map((member) => ({ ...member, projectId })));
  if (values.brokerageContacts.length) {
    await tx.insert(projectBrokerageContacts).values(
      values.brokerageContacts.map((contact, position) => ({
        projectId,
        position,
        userId: contact.userId,
        phone: contact.phoneNumber,
        email: contact.email,
      })),
    );
  }
  if (values.serviceTypeIds.length) {
    await tx
      .insert(projectServiceTypes)
      .values(values.serviceTypeIds.map((serviceTypeId) => ({ projectId, serviceTypeId })));
  }
  if (values.projectServiceTypeIds.length) {
    await tx
      .insert(projectProjectTypes)
      .values(values.projectServiceTypeIds.map((projectTypeId) => ({ projectId, projectTypeId })));
  }
  const uniqueFiles = [...new Map(values.files.map((file) => [file.id, file])).values()];
  if (uniqueFiles.length) {
    await tx
      .insert(projectFiles)
      .values(
        uniqueFiles.map((file, position) => ({ projectId, position, fileId: file.id, description: file.description })),
      );
  }
}

/**
 * How many projects the company created in the current calendar month (UTC), deleted ones included; the draft
 * projects of templates and imports do not count.
 */
async function createdThisMonth(db: Database, companyId: string, now = new Date()): Promise<number> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [row] = await db
    .select({ total: count() })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.kind, 'PROJECT'), gte(projects.createdAt, monthStart)));
  return row?.total ?? 0;
}

/**
 * Spec 2 §2, §5, §6: a broker user with MANAGE_PROJECT_STATE creates a DRAFT project, within the plan's monthly
 * limit; RFP/RFI start with 3 target respondents; settings are copied from the company (answer length unset). With
 * `copyArgs` it starts from a base project (clone, RFI-based, next iteration: see project-copy.ts); the chosen
 * published templates (`templateIds`, create only) add their sections (see project-templates.ts).
 */
export async function createProject(
  app: AppContext,
  viewer: Viewer,
  input: object,
  copyArgs?: ProjectCopyArgs | null,
): Promise<ProjectView> {
  assertBuySideUser(viewer);
  const copy = copyArgs ? await resolveProjectCopy(app.db, viewer, copyArgs) : null;
  const raw = nullsAsAbsent({ ...input });
  await assertCanCreateProject(app, viewer.company.id, await createdThisMonth(app.db, viewer.company.id));
  const values = parseInput(projectSchemaFor(raw.type, { isNew: true }), raw);
  if (copy) assertCopyType(copy, values.type);
  await assertTenantReferences(app.db, viewer, values);
  const chosenTemplates = await resolveChosenTemplates(app.db, values.templateIds);
  const company = viewer.company.settings;
  const row = await app.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(projects)
      .values({
        ...columnsOf(values),
        ...copyColumns(copy),
        companyId: viewer.company.id,
        status: 'DRAFT',
        targetRespondents: values.type === 'PANEL' ? null : DEFAULT_TARGET_RESPONDENTS,
        settings: projectSettingsFrom(company, copiedAnswersMaxLength(copy)),
        createdBy: viewer.user.id,
      })
      .returning();
    if (!created) throw new Error('Project was not created');
    await writeRelations(tx, created.id, values);
    if (copy) await runProjectCopiers(tx, copy, created);
    await applyChosenTemplates(tx, chosenTemplates, created);
    await auditProjectCreated(tx, viewer, created);
    return created;
  });
  await raiseMembersAdded(app, row, null, viewer.user.id);
  return loadProjectView(app.db, row);
}

/** Spec 2 §4: the publish date can be edited only in DRAFT or IN_REVIEW. */
function assertPublishDateEditable(row: ProjectRow, values: ProjectFormValues) {
  if (row.status === 'DRAFT' || row.status === 'IN_REVIEW') return;
  const before = row.publishDate?.getTime() ?? null;
  const after = values.publishDate ? toProjectDate(values.publishDate).getTime() : null;
  if (before !== after) {
    throw badInput(PROJECT_MESSAGES.publishDateLocked, { publishDate: PROJECT_MESSAGES.publishDateLocked });
  }
}

/**
 * Spec 2 §7 Update project: the form's fields at the version the user read; a stale version is a conflict. RFP and
 * RFI may switch between each other; a Panel stays a Panel. `templateIds` is create only and ignored here.
 */
export async function updateProject(
  app: AppContext,
  viewer: Viewer,
  id: string,
  version: number,
  input: object,
): Promise<ProjectView> {
  const row = await findProject(app.db, viewer, id);
  assertVersion('project', row.version, version);
  const raw = nullsAsAbsent({ ...input });
  const sameFamily = raw.type !== undefined && (raw.type === 'PANEL') === (row.type === 'PANEL');
  const values = parseInput(projectSchemaFor(row.type, {}), { ...raw, type: sameFamily ? raw.type : row.type });
  assertPublishDateEditable(row, values);
  await assertTenantReferences(app.db, viewer, values);
  // Read before the write; the version check below refuses the write if someone changed the project meanwhile.
  const namedBefore = await projectAudience(app.db, row.id);
  const updated = await app.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(projects)
      .set({ ...columnsOf(values), version: row.version + 1, updatedAt: new Date() })
      .where(and(eq(projects.id, row.id), eq(projects.companyId, viewer.company.id), eq(projects.version, version)))
      .returning();
    if (!saved) throw conflict('project');
    await writeRelations(tx, saved.id, values);
    await auditProjectDates(tx, viewer, row, saved);
    return saved;
  });
  if (!updated) throw notFound('Project');
  await raiseMembersAdded(app, updated, namedBefore, viewer.user.id);
  return loadProjectView(app.db, updated);
}
