import { and, count, eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../core/errors.js';
import { keywordInAny, type Page, type PageArgs, pageOrder, pageWindow } from '../../core/graphql/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import { clients } from '../../db/schema/index.js';
import { assertBuySideTenant } from './admin-access.js';

export type ClientRow = typeof clients.$inferSelect;

const SORTABLE = {
  name: clients.name,
  website: clients.website,
  location: clients.location,
  createdAt: clients.createdAt,
  updatedAt: clients.updatedAt,
};

/** The clients of the viewer's tenant whose name, website or location contains the keyword. */
function tenantClients(viewer: Viewer, keyword: string): SQL | undefined {
  return and(
    eq(clients.companyId, viewer.company.id),
    keywordInAny(keyword, [clients.name, clients.website, clients.location]),
  );
}

export async function listClients(app: AppContext, viewer: Viewer, args: PageArgs | null | undefined) {
  assertBuySideTenant(viewer);
  const window = pageWindow(args);
  const where = tenantClients(viewer, window.keyword);
  const order = pageOrder(SORTABLE, args?.sort, { field: 'createdAt', direction: 'DESC' }, clients.id);
  const results = await app.db
    .select()
    .from(clients)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  const [counted] = await app.db.select({ total: count() }).from(clients).where(where);
  const page: Page<ClientRow> = { results, total: counted?.total ?? 0, page: window.page, pageSize: window.pageSize };
  return page;
}

/** A client of the viewer's tenant; any other id answers as not found. */
export async function getClient(app: AppContext, viewer: Viewer, id: string): Promise<ClientRow> {
  assertBuySideTenant(viewer);
  if (!isUuid(id)) throw notFound('Client');
  const [row] = await app.db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.companyId, viewer.company.id)));
  if (!row) throw notFound('Client');
  return row;
}

export interface ClientSearchItem {
  id: string;
  title: string;
  description: string;
  domain: string;
}

/** The website's host without a leading www, e.g. https://www.contoso.example/about → contoso.example. */
export function domainOf(website: string): string {
  try {
    return new URL(website).hostname.replace(/^www\./i, '');
  } catch {
    return '';
  }
}

/** Spec 1 §7 GET /api/clients/search: the tenant's clients matching q, by name, in the search result shape. */
export async function searchClients(
  app: AppContext,
  viewer: Viewer,
  args: { q: string; page: number; pageSize: number },
): Promise<{ items: ClientSearchItem[]; total: number }> {
  const page = await listClients(app, viewer, {
    keyword: args.q,
    page: args.page,
    pageSize: args.pageSize,
    sort: { field: 'name', direction: 'ASC' },
  });
  return {
    items: page.results.map((client) => ({
      id: client.id,
      title: client.name,
      description: client.description,
      domain: domainOf(client.website),
    })),
    total: page.total,
  };
}
