import {
  LIST_PAGE_SIZE_MAX,
  type TemplatePermissions,
  type TemplateStatus,
  templatePermissions,
} from '@shortlist/domain';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../core/errors.js';
import { likePattern, type Page, type PageArgs, pageOrder, pageWindow } from '../../core/graphql/index.js';
import { assertReadsTemplates, templateAccess } from '../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import {
  companies,
  type ProjectSettings,
  projects,
  sections,
  supplierServiceTypes,
  templateServiceTypes,
  templates,
  users,
} from '../../db/schema/index.js';
import { listServiceTypes } from '../admin/index.js';
import { userName } from '../projects/index.js';

/** Spec 3 §3 Template as the API shows it, with what the viewer may do with it. */
export interface ProjectTemplateView {
  id: string;
  name: string;
  status: TemplateStatus;
  company: { id: string; name: string };
  createdBy: { name: string } | null;
  createdAt: Date;
  updatedAt: Date;
  serviceTypes: Array<typeof supplierServiceTypes.$inferSelect>;
  version: number;
  /** The project row holding the template's sections and questions (spec 3 §3; DATA-MODEL templates). */
  draftProjectId: string;
  /** The draft project's settings: whether its questions show experts and weights (spec 3 §6). */
  settings: ProjectSettings;
  sectionCount: number;
  permissions: TemplatePermissions;
}

export interface ProjectTemplateFilterArgs {
  status?: readonly TemplateStatus[] | null;
  keyword?: string | null;
  /** Spec 3 §2 the company-only checkbox: the viewer's company's templates only. */
  companyOnly?: boolean | null;
}

/**
 * The templates a company may see (spec 3 §4: PUBLISHED ones are available to other brokerage firms): its own in
 * every status and every other company's PUBLISHED ones.
 */
export const visibleTemplates = (viewer: Viewer): SQL | undefined =>
  or(eq(templates.companyId, viewer.company.id), eq(templates.status, 'PUBLISHED'));

const SORTABLE = {
  name: templates.name,
  status: templates.status,
  createdAt: templates.createdAt,
  updatedAt: templates.updatedAt,
};

const sectionCount = sql<number>`(select count(*) from ${sections}
  where ${sections.projectId} = ${templates.draftProjectId})`.mapWith(Number);

/** Templates with their company, creator and section count: one statement, filtered and paged by the caller. */
const selectTemplates = (db: Database) =>
  db
    .select({
      template: templates,
      company: { id: companies.id, name: companies.name },
      creator: users,
      sectionCount,
      settings: projects.settings,
    })
    .from(templates)
    .innerJoin(companies, eq(companies.id, templates.companyId))
    .innerJoin(projects, eq(projects.id, templates.draftProjectId))
    .leftJoin(users, eq(users.id, templates.createdBy));
export type TemplateRecord = Awaited<ReturnType<ReturnType<typeof selectTemplates>['where']>>[number];

async function serviceTypesOf(db: Database, templateIds: string[]) {
  if (templateIds.length === 0) return new Map<string, ProjectTemplateView['serviceTypes']>();
  const rows = await db
    .select({ templateId: templateServiceTypes.templateId, type: supplierServiceTypes })
    .from(templateServiceTypes)
    .innerJoin(supplierServiceTypes, eq(supplierServiceTypes.id, templateServiceTypes.serviceTypeId))
    .where(inArray(templateServiceTypes.templateId, templateIds))
    .orderBy(asc(supplierServiceTypes.label), asc(supplierServiceTypes.id));
  const byTemplate = new Map<string, ProjectTemplateView['serviceTypes']>();
  for (const row of rows) {
    const list = byTemplate.get(row.templateId) ?? [];
    list.push(row.type);
    byTemplate.set(row.templateId, list);
  }
  return byTemplate;
}

/** The rules' view of a template found with its section count. */
export const accessTo = (viewer: Viewer, { template, sectionCount: sections }: TemplateRecord) =>
  templateAccess(viewer, { companyId: template.companyId, status: template.status, sectionCount: sections });

/** The views of templates already read, their service types in one more statement. */
async function toViews(db: Database, viewer: Viewer, records: TemplateRecord[]): Promise<ProjectTemplateView[]> {
  const types = await serviceTypesOf(
    db,
    records.map((record) => record.template.id),
  );
  return records.map((record) => {
    const { template, company, creator } = record;
    return {
      id: template.id,
      name: template.name,
      status: template.status,
      company,
      createdBy: creator ? { name: userName(creator) } : null,
      createdAt: template.createdAt,
      updatedAt: template.updatedAt,
      serviceTypes: types.get(template.id) ?? [],
      version: template.version,
      draftProjectId: template.draftProjectId,
      settings: record.settings,
      sectionCount: record.sectionCount,
      permissions: templatePermissions(accessTo(viewer, record)),
    };
  });
}

/**
 * Spec 2 §7 and spec 3 §7: the project templates the viewer's company sees, filtered by status, keyword (in the
 * filter or the paging) and company, sorted by name ascending unless asked; page sizes up to 10000 (the project
 * form's picker).
 */
export async function listProjectTemplates(
  app: AppContext,
  viewer: Viewer,
  pagination: PageArgs | null | undefined,
  filter: ProjectTemplateFilterArgs | null | undefined,
): Promise<Page<ProjectTemplateView>> {
  assertReadsTemplates(viewer);
  const window = pageWindow(pagination);
  const keyword = filter?.keyword?.trim() || window.keyword;
  const statuses = filter?.status ?? [];
  const where = and(
    visibleTemplates(viewer),
    statuses.length > 0 ? inArray(templates.status, [...statuses]) : undefined,
    keyword ? ilike(templates.name, likePattern(keyword)) : undefined,
    filter?.companyOnly ? eq(templates.companyId, viewer.company.id) : undefined,
  );
  const order = pageOrder(SORTABLE, pagination?.sort, { field: 'name', direction: 'ASC' }, templates.id);
  const [records, [counted]] = await Promise.all([
    selectTemplates(app.db)
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
    app.db.select({ total: count() }).from(templates).where(where),
  ]);
  return {
    results: await toViews(app.db, viewer, records),
    total: counted?.total ?? 0,
    page: window.page,
    pageSize: window.pageSize,
  };
}

/** A template the viewer sees (their company's, or another's PUBLISHED one); otherwise 'Template not found'. */
export async function findVisibleTemplate(db: Database, viewer: Viewer, id: string): Promise<TemplateRecord> {
  assertReadsTemplates(viewer);
  if (!isUuid(id)) throw notFound('Template');
  const [record] = await selectTemplates(db).where(and(visibleTemplates(viewer), eq(templates.id, id)));
  if (!record) throw notFound('Template');
  return record;
}

/** Spec 3 §7 Template by id: the template the viewer sees, with its draft project's id for its questionnaire. */
export async function getProjectTemplate(db: Database, viewer: Viewer, id: string): Promise<ProjectTemplateView> {
  const [view] = await toViews(db, viewer, [await findVisibleTemplate(db, viewer, id)]);
  if (!view) throw notFound('Template');
  return view;
}

/** The service types a template of the viewer's company may name: the company's, by label. */
export async function templateServiceTypeOptions(app: AppContext, viewer: Viewer) {
  const page = await listServiceTypes(app, viewer, {
    page: 1,
    pageSize: LIST_PAGE_SIZE_MAX,
    sort: { field: 'label', direction: 'ASC' },
  });
  return page.results;
}
