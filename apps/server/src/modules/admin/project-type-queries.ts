import { and, count, eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../core/errors.js';
import { keywordInAny, type Page, type PageArgs, pageOrder, pageWindow } from '../../core/graphql/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import { projectTypes } from '../../db/schema/index.js';
import { assertBuySideTenant } from './admin-access.js';

export type ProjectTypeRow = typeof projectTypes.$inferSelect;

const SORTABLE = {
  label: projectTypes.label,
  description: projectTypes.description,
  createdAt: projectTypes.createdAt,
};

function tenantTypes(viewer: Viewer, keyword: string): SQL | undefined {
  return and(
    eq(projectTypes.companyId, viewer.company.id),
    keywordInAny(keyword, [projectTypes.label, projectTypes.description]),
  );
}

export async function listProjectTypes(
  app: AppContext,
  viewer: Viewer,
  args: PageArgs | null | undefined,
): Promise<Page<ProjectTypeRow>> {
  assertBuySideTenant(viewer);
  const window = pageWindow(args);
  const where = tenantTypes(viewer, window.keyword);
  const order = pageOrder(SORTABLE, args?.sort, { field: 'createdAt', direction: 'DESC' }, projectTypes.id);
  const results = await app.db
    .select()
    .from(projectTypes)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  const [counted] = await app.db.select({ total: count() }).from(projectTypes).where(where);
  return { results, total: counted?.total ?? 0, page: window.page, pageSize: window.pageSize };
}

export async function getProjectType(app: AppContext, viewer: Viewer, id: string): Promise<ProjectTypeRow> {
  assertBuySideTenant(viewer);
  if (!isUuid(id)) throw notFound('Project type');
  const [row] = await app.db
    .select()
    .from(projectTypes)
    .where(and(eq(projectTypes.id, id), eq(projectTypes.companyId, viewer.company.id)));
  if (!row) throw notFound('Project type');
  return row;
}
