import {
  ERROR_CODES,
  type HeldPrivileges,
  isQuestionnaireEditable,
  QUESTION_MESSAGES,
  type QuestionPermissionInput,
  questionPermissions,
  type SectionAssignment,
  sectionPermissions,
  TEMPLATE_MESSAGES,
  type TemplateStatus,
} from '@shortlist/domain';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { AppError, badInput, forbidden, notFound } from '../../core/errors.js';
import {
  assertBuySideUser,
  importQuestionnaireTerms,
  ownImportDrafts,
  type ProjectRow,
  readableTemplateDrafts,
  templateQuestionnaireTerms,
  templateStatusOfDraft,
  tenantProjects,
} from '../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { projectMembers, projectQuestions, projects, sections } from '../../db/schema/index.js';

export type SectionRow = typeof sections.$inferSelect;
export type ProjectQuestionRow = typeof projectQuestions.$inferSelect;

/** Refusals the spec gives no wording for (ours, in the style of PROJECT_MESSAGES). */
export const QUESTIONNAIRE_MESSAGES = {
  /** Spec 3 §4: questions and sections change only in DRAFT and IN_REVIEW. */
  locked: 'Questions and sections can be changed only in Draft and In Review',
  /** Spec 3 §4: beyond DRAFT and IN_REVIEW the type of a question is locked. */
  typeLocked: 'The question type cannot be changed any more',
  /** Spec 3 §6: the weight shows only with NUMBERS scoring. */
  weightNeedsNumbers: 'The weight is used only with Numbers scoring',
} as const;

/** A project of the viewer's tenant with the ids of its product owners (project members PROJECT_MANAGER). */
export interface QuestionnaireProject {
  project: ProjectRow;
  productOwnerIds: string[];
  /** The privileges the rules count instead of the viewer's (a template's draft project: see template-access.ts). */
  privileges?: HeldPrivileges;
}

export interface SectionContext extends QuestionnaireProject {
  section: SectionRow;
}

export interface QuestionContext extends SectionContext {
  question: ProjectQuestionRow;
}

const productOwnerIds = sql<string[] | null>`(select json_agg(${projectMembers.userId}) from ${projectMembers}
  where ${projectMembers.projectId} = ${projects.id} and ${projectMembers.role} = 'PROJECT_MANAGER')`;

/**
 * The projects whose questionnaire the viewer opens: for MANAGE_PROJECT_QUESTIONS holders the projects of the tenant
 * rule; for template readers the draft projects of the templates they see; for importers the drafts of their own
 * imports. `condition` is ANDed.
 */
function questionnaireProjects(viewer: Viewer, condition: SQL): SQL | undefined {
  const ofTenant = viewer.privileges.has('MANAGE_PROJECT_QUESTIONS') ? tenantProjects(viewer) : undefined;
  return and(or(ofTenant, readableTemplateDrafts(viewer), ownImportDrafts(viewer)), condition);
}

/** The project row and its product owners, with what `query` joins, through questionnaireProjects: one statement. */
async function findInTenant<Extra extends Record<string, unknown>>(
  viewer: Viewer,
  what: string,
  id: string,
  query: (columns: {
    project: typeof projects;
    productOwnerIds: typeof productOwnerIds;
    templateStatus: typeof templateStatusOfDraft;
  }) => Promise<
    Array<Extra & { project: ProjectRow; productOwnerIds: string[] | null; templateStatus: TemplateStatus | null }>
  >,
): Promise<Extra & QuestionnaireProject> {
  assertBuySideUser(viewer);
  if (!isUuid(id)) throw notFound(what);
  const [row] = await query({ project: projects, productOwnerIds, templateStatus: templateStatusOfDraft });
  if (!row) throw notFound(what);
  const context = { ...row, productOwnerIds: row.productOwnerIds ?? [] };
  if (row.project.kind === 'IMPORT_DRAFT') return { ...context, ...importQuestionnaireTerms(row.project) };
  return row.templateStatus
    ? { ...context, ...templateQuestionnaireTerms(viewer, row.project, row.templateStatus) }
    : context;
}

/**
 * The questionnaire's project: buy side only, a project of the viewer's tenant (the projects' tenant rule) or the
 * draft project of a template the viewer reads; another company's, a DELETED one or a malformed id answers as not
 * found.
 */
export function findQuestionnaireProject(db: Database, viewer: Viewer, projectId: string) {
  return findInTenant(viewer, 'Project', projectId, (columns) =>
    db
      .select(columns)
      .from(projects)
      .where(questionnaireProjects(viewer, eq(projects.id, projectId))),
  );
}

/** A section of a project of the viewer's tenant with its project; otherwise 'Section not found'. */
export function findSection(db: Database, viewer: Viewer, sectionId: string): Promise<SectionContext> {
  return findInTenant(viewer, 'Section', sectionId, (columns) =>
    db
      .select({ ...columns, section: sections })
      .from(sections)
      .innerJoin(projects, eq(projects.id, sections.projectId))
      .where(questionnaireProjects(viewer, eq(sections.id, sectionId))),
  );
}

/** A question of a project of the viewer's tenant with its section and project; otherwise 'Question not found'. */
export function findQuestion(db: Database, viewer: Viewer, questionId: string): Promise<QuestionContext> {
  return findInTenant(viewer, 'Question', questionId, (columns) =>
    db
      .select({ ...columns, section: sections, question: projectQuestions })
      .from(projectQuestions)
      .innerJoin(sections, eq(sections.id, projectQuestions.sectionId))
      .innerJoin(projects, eq(projects.id, projectQuestions.projectId))
      .where(questionnaireProjects(viewer, eq(projectQuestions.id, questionId))),
  );
}

/** What the domain's permission functions need about the viewer, the project and a section. */
export function permissionInput(
  viewer: Viewer,
  context: QuestionnaireProject,
  section: SectionAssignment,
): Omit<QuestionPermissionInput, 'question'> {
  return {
    projectStatus: context.project.status,
    privileges: context.privileges ?? viewer.privileges,
    userId: viewer.user.id,
    productOwnerIds: context.productOwnerIds,
    section,
  };
}

/** Spec 3 §4: questions and sections change only while the project (or template) is DRAFT or IN_REVIEW. */
export function assertQuestionnaireEditable(project: ProjectRow): void {
  if (isQuestionnaireEditable(project.status)) return;
  throw badInput(project.kind === 'TEMPLATE_DRAFT' ? TEMPLATE_MESSAGES.readOnly : QUESTIONNAIRE_MESSAGES.locked);
}

/** Spec 3 §6, §8: a section from a template 'cannot be amended'. */
export function assertAmendable(section: Pick<SectionRow, 'isReadonly'>): void {
  if (section.isReadonly) throw new AppError(403, ERROR_CODES.forbidden, QUESTION_MESSAGES.templateSection);
}

/** A permission the domain refused: 403. */
export function assertAllowed(allowed: boolean): void {
  if (!allowed) throw forbidden();
}

/** The viewer's rights on a section, once the project is editable and the section not from a template. */
export function sectionRights(viewer: Viewer, context: SectionContext) {
  assertQuestionnaireEditable(context.project);
  assertAmendable(context.section);
  return sectionPermissions(permissionInput(viewer, context, context.section));
}

/** The viewer's rights on a question (spec 3 §6), once the project is editable. */
export function questionRights(viewer: Viewer, context: QuestionContext) {
  assertQuestionnaireEditable(context.project);
  return questionPermissions({ ...permissionInput(viewer, context, context.section), question: context.question });
}

/**
 * Spec 3 §6, §7 Create section: a real project (not a template's or an import's draft) whose questionnaire is
 * editable and to which the viewer may add sections.
 */
export async function findSectionAdderProject(db: Database, viewer: Viewer, projectId: string) {
  const context = await findQuestionnaireProject(db, viewer, projectId);
  if (context.project.kind !== 'PROJECT') throw notFound('Project');
  assertQuestionnaireEditable(context.project);
  assertAllowed(mayAddSection(viewer, context));
  return context;
}

/** Spec 3 §6: adding sections is for MANAGE_ALL_APPROVALS holders and product owners (a section with no one assigned). */
export const mayAddSection = (viewer: Viewer, context: QuestionnaireProject) =>
  sectionPermissions(permissionInput(viewer, context, {})).edit;
