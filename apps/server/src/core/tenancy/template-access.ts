import { type Privilege, type TemplateAccessInput, type TemplateStatus, templatePermissions } from '@shortlist/domain';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { projects } from '../../db/schema/index.js';
import { forbidden } from '../errors.js';
import { onBuySide, type Viewer } from '../viewer/index.js';
import type { ProjectRow } from './project-access.js';

/** Supplier and client companies have no templates; buy-side users (and administrators) read them. */
export function assertReadsTemplates(viewer: Viewer): void {
  if (!onBuySide(viewer)) throw forbidden();
}

/** The viewer and a template as the domain's template rules take them. */
export const templateAccess = (viewer: Viewer, template: TemplateAccessInput['template']): TemplateAccessInput => ({
  userType: viewer.user.type,
  companyId: viewer.company.id,
  privileges: viewer.privileges,
  template,
});

/**
 * The status of the template whose draft project this is; null for any other project row. Spelled out: in the select
 * list of a one-table query drizzle renders columns unqualified, and the subquery's own "id" would shadow the
 * project's.
 */
export const templateStatusOfDraft = sql<TemplateStatus | null>`(select templates.status from templates
  where templates.draft_project_id = projects.id)`;

/**
 * The draft projects of the templates the viewer reads (spec 3 §2, §4): their company's in every status and other
 * companies' PUBLISHED ones, for READ_TEMPLATES holders (MANAGE_PROJECT_TEMPLATES and MANAGE_PROJECT_QUESTIONS
 * imply it). A draft project belongs to its template's company.
 */
export function readableTemplateDrafts(viewer: Viewer): SQL {
  if (!viewer.privileges.has('READ_TEMPLATES')) return sql`false`;
  const visible = or(eq(projects.companyId, viewer.company.id), sql`${templateStatusOfDraft} = 'PUBLISHED'`);
  return and(eq(projects.kind, 'TEMPLATE_DRAFT'), visible) ?? sql`false`;
}

/** A template's editors manage its questionnaire as MANAGE_ALL_APPROVALS holders manage a project's. */
export const EDITOR_PRIVILEGES: readonly Privilege[] = ['MANAGE_ALL_APPROVALS'];

/**
 * How the questionnaire rules see a template's draft project (spec 3 §2 "sections and questions edited like a
 * project's"): under the template's status, whose DRAFT and IN_REVIEW allow changes as a project's do and whose
 * PUBLISHED is read-only (spec 3 §4); with the privileges of a manager of all approvals for those who edit the
 * template and none for everyone else (the viewer's own privileges speak for real projects only).
 */
export function templateQuestionnaireTerms(viewer: Viewer, project: ProjectRow, status: TemplateStatus) {
  const { edit } = templatePermissions(
    templateAccess(viewer, { companyId: project.companyId, status, sectionCount: 0 }),
  );
  return { project: { ...project, status }, privileges: edit ? EDITOR_PRIVILEGES : [] };
}
