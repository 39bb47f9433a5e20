import type { TemplateStatus } from '@shortlist/domain';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { companies, supplierServiceTypes, templateServiceTypes, templates, users } from '../../db/schema/index.js';
import { forbidden } from '../../errors.js';
import { likePattern, type Page, type PageArgs, pageOrder, pageWindow } from '../../graphql/paging.js';
import type { Viewer } from '../accounts/viewer.js';
import { userName } from '../projects/project-view.js';

/** Spec 3 §3 Template as the API shows it. */
export interface ProjectTemplateView {
  id: string;
  name: string;
  status: TemplateStatus;
  company: { id: string; name: string };
  createdBy: { name: string } | null;
  createdAt: Date;
  updatedAt: Date;
  serviceTypes: Array<typeof supplierServiceTypes.$inferSelect>;
}

export interface ProjectTemplateFilterArgs {
  status?: readonly TemplateStatus[] | null;
  keyword?: string | null;
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

/** Supplier companies have no templates; buy-side users (and administrators) read them. */
function assertReadsTemplates(viewer: Viewer): void {
  if (viewer.company.kind === 'SUPPLIER') throw forbidden();
}

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

/**
 * Spec 2 §7 and spec 3 §7: the project templates the viewer's company sees, filtered by status and keyword (in the
 * filter or the paging), sorted by name ascending unless asked; page sizes up to 10000 (the project form's picker).
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
  );
  const order = pageOrder(SORTABLE, pagination?.sort, { field: 'name', direction: 'ASC' }, templates.id);
  const [rows, [counted]] = await Promise.all([
    app.db
      .select({ template: templates, company: { id: companies.id, name: companies.name }, creator: users })
      .from(templates)
      .innerJoin(companies, eq(companies.id, templates.companyId))
      .leftJoin(users, eq(users.id, templates.createdBy))
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
    app.db.select({ total: count() }).from(templates).where(where),
  ]);
  const types = await serviceTypesOf(
    app.db,
    rows.map((row) => row.template.id),
  );
  return {
    results: rows.map(({ template, company, creator }) => ({
      id: template.id,
      name: template.name,
      status: template.status,
      company,
      createdBy: creator ? { name: userName(creator) } : null,
      createdAt: template.createdAt,
      updatedAt: template.updatedAt,
      serviceTypes: types.get(template.id) ?? [],
    })),
    total: counted?.total ?? 0,
    page: window.page,
    pageSize: window.pageSize,
  };
}
